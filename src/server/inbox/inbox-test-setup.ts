import "server-only";
import { eq } from "drizzle-orm";
import type { LeadDelivery } from "@/lib/leads/lead-delivery";
import type { LeadStatus } from "@/lib/leads/lead-status";
import { staffInviteSchema } from "@/lib/staff/staff-invite";
import { leadCustomer, leadSnapshot, newLead } from "../../../test/lead-records";
import type { Database } from "../db/client";
import { leads } from "../db/schema";
import { createLead } from "../leads/intake/create-lead";
import { databaseRateCounters } from "../net/rate-counters";
import { inviteStaff } from "../staff/staff-accounts";
import { setPasswordWithLink } from "../staff/staff-links";
import { signInWithPassword } from "../staff/staff-sign-in";

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
