import { eq } from "drizzle-orm";
import type { RateCounters } from "@/lib/net/rate-limit";
import type { StaffRole, StaffScope } from "@/lib/staff/roles";
import { staffInviteSchema } from "@/lib/staff/staff-invite";
import type { DatabaseHandle } from "@/server/db/client";
import { cars, staffUsers } from "@/server/db/schema";
import { openTestDatabase } from "@/server/db/test-database";
import type { ClientFacts } from "@/server/http/state-change";
import { importBundle } from "@/server/import/import-bundle";
import { createLead, type NewLead } from "@/server/leads/intake/create-lead";
import { databaseRateCounters } from "@/server/net/rate-counters";
import { inviteStaff } from "@/server/staff/staff-accounts";
import { setPasswordWithLink } from "@/server/staff/staff-links";
import { signInWithPassword } from "@/server/staff/staff-sign-in";
import { readSite } from "@/server/tenancy/sites";
import { carRecord } from "./car-records";
import { newLead } from "./lead-records";

/**
 * Test support for the console's lead page (issue 31 §4): two sites — A with dealerships North and
 * South and a car at North, B with one dealership — staff signed in with real sessions, and leads.
 */

export const SECRET = "test-auth-secret-of-forty-characters-xx";
const PASSWORD = "correct horse battery staple wagon";

export type LeadWorld = {
  handle: DatabaseHandle;
  counters: RateCounters;
  siteA: number;
  siteB: number;
  north: number;
  south: number;
  bMotors: number;
  carId: number;
};

export async function openLeadWorld(): Promise<LeadWorld> {
  const handle = await openTestDatabase();
  await importBundle(handle.db, {
    dealerships: [
      { slug: "a-north", name: "North Motors" },
      { slug: "a-south", name: "South Motors" },
    ],
    site: { slug: "lead-a", name: "Lead A", dealerships: ["a-north", "a-south"] },
    cars: [carRecord("a-north", "N100", { status: "in_stock" })],
  });
  await importBundle(handle.db, {
    dealerships: [{ slug: "b-motors", name: "B Motors" }],
    site: { slug: "lead-b", name: "Lead B", dealerships: ["b-motors"] },
  });
  const a = (await readSite(handle.db, "lead-a"))!;
  const b = (await readSite(handle.db, "lead-b"))!;
  const [car] = await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, "N100"));
  return {
    handle,
    counters: databaseRateCounters(handle.db),
    siteA: a.id,
    siteB: b.id,
    north: a.dealerships.find((d) => d.slug === "a-north")!.id,
    south: a.dealerships.find((d) => d.slug === "a-south")!.id,
    bMotors: b.dealerships[0]!.id,
    carId: car!.id,
  };
}

let address = 0;
export const client = (cookie: string | null = null): ClientFacts => ({
  address: `198.51.100.${(++address % 250) + 1}`,
  secure: false,
  cookie,
  userAgent: "vitest",
});

export type SignedIn = { cookie: string; staffId: number; scope: StaffScope; email: string };

/** A staff account with a password, signed in: its session cookie and scope. */
export async function signedInStaff(
  world: LeadWorld,
  email: string,
  role: StaffRole,
  options: { name?: string; site?: string; dealerships?: string[]; seesAll?: boolean } = {},
): Promise<SignedIn> {
  const invite = staffInviteSchema.parse({
    email,
    name: options.name ?? "",
    role,
    ...(role === "operator" ? {} : { site: options.site ?? "lead-a" }),
    dealerships: options.dealerships ?? [],
    sees_all_dealership_leads: options.seesAll ?? false,
  });
  const invited = await inviteStaff(world.handle.db, invite, null, { kind: "cli", address: null });
  if (invited.kind !== "invited") throw new Error(JSON.stringify(invited));
  await setPasswordWithLink(world.handle.db, { token: invited.token, password: PASSWORD, address: null });
  const deps = { db: world.handle.db, counters: world.counters, secret: SECRET };
  const outcome = await signInWithPassword(deps, { email, password: PASSWORD }, client());
  if (outcome.kind !== "signed-in") throw new Error(`${email}: ${outcome.kind}`);
  // Operators and group admins must have two-factor on before the console answers them.
  if (role === "operator" || role === "group-admin") {
    await world.handle.db
      .update(staffUsers)
      .set({ twoFactorEnabled: true })
      .where(eq(staffUsers.id, invited.staffId));
  }
  const cookie = outcome.setCookies
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
  const [row] = await world.handle.db.select().from(staffUsers).where(eq(staffUsers.id, invited.staffId));
  return {
    cookie,
    email,
    staffId: invited.staffId,
    scope: {
      staffId: row!.id,
      role: row!.role,
      siteId: row!.siteId,
      dealershipIds: row!.dealershipIds,
      seesAllDealershipLeads: row!.seesAllDealershipLeads,
    },
  };
}

/** Files a lead on site A (or as given) and returns its id; routed to a webhook unless told otherwise. */
export async function fileLead(
  world: LeadWorld,
  overrides: Partial<NewLead> = {},
  now = new Date(),
): Promise<string> {
  const created = await createLead(
    world.handle.db,
    newLead(world.siteA, {
      dealershipId: world.north,
      routes: [{ channel: "webhook", target: "https://crm.example/hook" }],
      ...overrides,
    }),
    now,
  );
  if (created.kind !== "created") throw new Error(created.kind);
  return created.id;
}
