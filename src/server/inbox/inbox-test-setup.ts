import "server-only";
import { eq } from "drizzle-orm";
import type { LeadDelivery } from "@/lib/leads/lead-delivery";
import type { LeadStatus } from "@/lib/leads/lead-status";
import { staffInviteSchema } from "@/lib/staff/staff-invite";
import { TRADE_IN_CATEGORY, TRADE_IN_SUBCATEGORIES } from "@/lib/trade-in/trade-in-lead";
import { leadCustomer, leadSnapshot, newLead } from "../../../test/lead-records";
import type { Database } from "../db/client";
import { leads } from "../db/schema";
import { importBundle } from "../import/import-bundle";
import { createLead } from "../leads/intake/create-lead";
import { databaseRateCounters } from "../net/rate-counters";
import { inviteStaff } from "../staff/staff-accounts";
import { setPasswordWithLink } from "../staff/staff-links";
import { signInWithPassword } from "../staff/staff-sign-in";
import { readSite } from "../tenancy/sites";

/** Test support for the inbox: leads as each path files them, and signed-in staff with their cookies. */

export const TEST_SECRET = "inbox-test-secret-of-forty-characters-x";
const PASSWORD = "correct horse battery staple wagon";

export type TestLead = {
  siteId: number;
  at: Date;
  category?: string;
  subcategory?: string | null;
  dealershipId?: number | null;
  customer?: Partial<LeadDelivery["customer"]>;
  vehicle?: { stocknum: string | null; vin: string | null } | null;
  message?: string | null;
  assignedStaffId?: number | null;
  status?: LeadStatus;
};

/** Files one lead through createLead (as every path does), then sets what staff would have changed. */
export async function fileLead(db: Database, lead: TestLead): Promise<string> {
  const snapshot = leadSnapshot();
  const created = await createLead(
    db,
    newLead(lead.siteId, {
      category: lead.category ?? "Vehicle Enquiry",
      subcategory: lead.subcategory ?? null,
      dealershipId: lead.dealershipId ?? null,
      fields: {},
      delivery: {
        ...snapshot,
        category: lead.category ?? "Vehicle Enquiry",
        subcategory: lead.subcategory ?? null,
        customer: leadCustomer(lead.customer),
        message: lead.message === undefined ? snapshot.message : lead.message,
        vehicle:
          lead.vehicle === null
            ? null
            : { ...snapshot.vehicle!, ...(lead.vehicle ?? { stocknum: null, vin: null }) },
      },
    }),
    lead.at,
  );
  if (created.kind !== "created") throw new Error(`lead not created: ${created.kind}`);
  if (lead.assignedStaffId || lead.status) {
    await db
      .update(leads)
      .set({ assignedStaffId: lead.assignedStaffId ?? null, status: lead.status ?? "new" })
      .where(eq(leads.id, created.id));
  }
  return created.id;
}

/** A staff account made by invitation, its password set, signed in: its id and session cookie. */
export async function signedInStaff(
  db: Database,
  invite: { email: string; role: "manager" | "sales"; site: string; dealerships: string[] },
): Promise<{ staffId: number; cookie: string }> {
  const parsed = staffInviteSchema.parse(invite);
  const invited = await inviteStaff(db, parsed, null, { kind: "cli", address: null });
  if (invited.kind !== "invited") throw new Error(JSON.stringify(invited));
  const set = await setPasswordWithLink(db, { token: invited.token, password: PASSWORD, address: null });
  if (set.kind !== "set") throw new Error(JSON.stringify(set));
  const client = { address: "198.51.100.7", secure: false, cookie: null, userAgent: "vitest" };
  const outcome = await signInWithPassword(
    { db, counters: databaseRateCounters(db), secret: TEST_SECRET },
    { email: invite.email, password: PASSWORD },
    client,
  );
  if (outcome.kind !== "signed-in") throw new Error(outcome.kind);
  const cookie = outcome.setCookies
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
  return { staffId: invited.staffId, cookie };
}

/**
 * Two sites for the inbox's tests: A (North and South Motors) with a lead of each interesting kind,
 * B (West Motors) with a lead whose shopper and car look like one of A's; a manager of both of A's
 * dealerships, a sales person of North who sees only their own leads, and a manager of B, signed in.
 */
export async function seedInboxSites(db: Database) {
  const ids: Record<string, string> = {};
  await importBundle(db, {
    dealerships: [
      { slug: "inbox-north", name: "North Motors" },
      { slug: "inbox-south", name: "South Motors" },
    ],
    site: { slug: "inbox-a", name: "Inbox A", dealerships: ["inbox-north", "inbox-south"] },
  });
  await importBundle(db, {
    dealerships: [{ slug: "inbox-west", name: "West Motors" }],
    site: { slug: "inbox-b", name: "Inbox B", dealerships: ["inbox-west"] },
  });
  const a = (await readSite(db, "inbox-a"))!;
  const b = (await readSite(db, "inbox-b"))!;
  const siteA = a.id;
  const north = a.dealerships.find((d) => d.slug === "inbox-north")!.id;
  const south = a.dealerships.find((d) => d.slug === "inbox-south")!.id;
  const manager = await signedInStaff(db, {
    email: "max@inbox.example",
    role: "manager",
    site: "inbox-a",
    dealerships: ["inbox-north", "inbox-south"],
  });
  const sales = await signedInStaff(db, {
    email: "sam@inbox.example",
    role: "sales",
    site: "inbox-a",
    dealerships: ["inbox-north"],
  });
  const otherManager = await signedInStaff(db, {
    email: "bea@inbox.example",
    role: "manager",
    site: "inbox-b",
    dealerships: ["inbox-west"],
  });
  ids.jane = await fileLead(db, {
    siteId: siteA,
    at: new Date("2026-11-20T01:00:00Z"),
    dealershipId: north,
    customer: {
      firstName: "Jane",
      lastName: "Citizen",
      phone: "0412 345 678",
      email: "Jane.Citizen@Example.com",
    },
    vehicle: { stocknum: "NTH100", vin: "JTNBA3HE10J123456" },
  });
  // 00:30 on 22 November in Sydney (AEDT), still the 21st in UTC.
  ids.bob = await fileLead(db, {
    siteId: siteA,
    at: new Date("2026-11-21T13:30:00Z"),
    category: "Test Drive",
    dealershipId: south,
    customer: {
      firstName: "Bob",
      lastName: "Builder",
      phone: "+61 2 9630 1234",
      email: "bob@builder.example",
    },
    vehicle: { stocknum: "STH200", vin: "6T1BF3FK40X000001" },
  });
  ids.valuation = await fileLead(db, {
    siteId: siteA,
    at: new Date("2026-11-22T01:00:00Z"),
    category: TRADE_IN_CATEGORY,
    subcategory: TRADE_IN_SUBCATEGORIES.valued,
    customer: { firstName: "=cmd|' /C calc'!A0", lastName: "Lee", phone: "-1", email: "ann@lee.example" },
    vehicle: null,
    message: "+SUM(1,2)",
  });
  ids.accepted = await fileLead(db, {
    siteId: siteA,
    at: new Date("2026-11-23T01:00:00Z"),
    category: TRADE_IN_CATEGORY,
    subcategory: TRADE_IN_SUBCATEGORIES.accepted,
    dealershipId: north,
    customer: { firstName: "Ann", lastName: "Lee", phone: "0400 000 001", email: "ann@lee.example" },
    vehicle: null,
    message: "@SUM(A1)",
  });
  ids.chat = await fileLead(db, {
    siteId: siteA,
    at: new Date("2026-11-24T01:00:00Z"),
    category: "Instant Message",
    subcategory: "Sales chat",
    dealershipId: north,
    customer: { firstName: "Zoë", lastName: "Ångström", phone: null, email: "zoe@example.com" },
    vehicle: null,
    assignedStaffId: sales.staffId,
    status: "contacted",
  });
  ids.other = await fileLead(db, {
    siteId: siteA,
    at: new Date("2026-11-25T01:00:00Z"),
    category: "Brochure Request",
    dealershipId: south,
    customer: { firstName: "Al", lastName: null, phone: "0400 000 002", email: "al@example.com" },
    vehicle: null,
  });
  ids.elsewhere = await fileLead(db, {
    siteId: b.id,
    at: new Date("2026-11-25T02:00:00Z"),
    dealershipId: b.dealershipIds[0]!,
    customer: {
      firstName: "Jane",
      lastName: "Other",
      phone: "0412 345 678",
      email: "jane.citizen@example.com",
    },
    vehicle: { stocknum: "NTH100", vin: "JTNBA3HE10J123456" },
  });
  return { siteA, north, south, ids, manager, sales, otherManager };
}
