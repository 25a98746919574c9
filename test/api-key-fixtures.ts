import { eq } from "drizzle-orm";
import { parseEnv } from "@/env";
import { staffInviteSchema } from "@/lib/staff/staff-invite";
import type { Database } from "@/server/db/client";
import { cars, leadDeliveries, leads, reservations, staffUsers } from "@/server/db/schema";
import type { ClientFacts } from "@/server/http/state-change";
import { importBundle } from "@/server/import/import-bundle";
import { databaseRateCounters } from "@/server/net/rate-counters";
import { inviteStaff } from "@/server/staff/staff-accounts";
import { setPasswordWithLink } from "@/server/staff/staff-links";
import { signInWithPassword } from "@/server/staff/staff-sign-in";
import { readSite } from "@/server/tenancy/sites";
import { carRecord } from "./car-records";
import { leadDelivery } from "./lead-records";

/**
 * Test support for the API keys and the leads API (issue 31 §7): two sites, `keys-a` (dealerships
 * `keys-a-motors` and `keys-a-kia`) and `keys-b` (`keys-b-motors`), each with a car; leads and
 * reservations written straight to the tables; staff accounts signed in with a real session cookie.
 */

export const ADMIN_TOKEN = "admin-token-for-api-key-tests-0001";
export const STAFF_SECRET = "test-auth-secret-of-forty-characters-xx";
export const settings = parseEnv({ ADMIN_TOKEN });
const PASSWORD = "correct horse battery staple wagon";

export type TwoSites = {
  a: { id: number; slug: string; dealerships: Record<string, number>; carId: number };
  b: { id: number; slug: string; dealerships: Record<string, number>; carId: number };
};

export async function twoSites(db: Database): Promise<TwoSites> {
  const report = await importBundle(db, {
    dealerships: [
      { slug: "keys-a-motors", name: "A Motors" },
      { slug: "keys-a-kia", name: "A Kia" },
      { slug: "keys-b-motors", name: "B Motors" },
    ],
    cars: [carRecord("keys-a-motors", "A-CAR-1"), carRecord("keys-b-motors", "B-CAR-1")],
  });
  if (report.issues.length) throw new Error(JSON.stringify(report.issues));
  await importBundle(db, {
    site: { slug: "keys-a", name: "Keys A", dealerships: ["keys-a-motors", "keys-a-kia"] },
  });
  await importBundle(db, { site: { slug: "keys-b", name: "Keys B", dealerships: ["keys-b-motors"] } });
  const site = async (slug: string, stocknum: string) => {
    const found = await readSite(db, slug);
    if (!found) throw new Error(`no site ${slug}`);
    const [car] = await db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum));
    return {
      id: found.id,
      slug,
      dealerships: Object.fromEntries(found.dealerships.map((d) => [d.slug, d.id])),
      carId: car!.id,
    };
  };
  return { a: await site("keys-a", "A-CAR-1"), b: await site("keys-b", "B-CAR-1") };
}

let leadCount = 0;

/** A lead written as intake stores it, at `createdAt`, with one delivery row per status given. */
export async function insertLead(
  db: Database,
  values: {
    siteId: number;
    dealershipId?: number | null;
    carId?: number | null;
    assignedStaffId?: number | null;
    status?: "new" | "contacted" | "appointment" | "sold" | "lost";
    createdAt?: Date;
    deliveries?: ("pending" | "delivered" | "dead")[];
  },
): Promise<string> {
  const n = ++leadCount;
  const [row] = await db
    .insert(leads)
    .values({
      siteId: values.siteId,
      category: "Vehicle Enquiry",
      carId: values.carId ?? null,
      dealershipId: values.dealershipId ?? null,
      assignedStaffId: values.assignedStaffId ?? null,
      status: values.status ?? "new",
      fields: { name: `Shopper ${n}`, email: `shopper${n}@example.com` },
      delivery: leadDelivery({ message: `Message ${n}` }),
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning({ id: leads.id });
  for (const [i, status] of (values.deliveries ?? []).entries()) {
    await db
      .insert(leadDeliveries)
      .values({ leadId: row!.id, channel: "email", target: `dealer${i}@example.com`, status });
  }
  return row!.id;
}

let reservationCount = 0;

/** A reservation written straight to the table (no payment): `completed`, so an action on it is a 409. */
export async function insertReservation(
  db: Database,
  siteId: number,
  carId: number,
  state: { status: "completed" | "held"; capturedAt?: Date } = { status: "completed" },
): Promise<string> {
  const n = ++reservationCount;
  const id = `res_apikeytest${String(n).padStart(6, "0")}`;
  const now = new Date();
  await db.insert(reservations).values({
    id,
    siteId,
    carId,
    status: state.status,
    ...(state.capturedAt ? { capturedAt: state.capturedAt } : {}),
    firstName: "Res",
    lastName: `Shopper ${n}`,
    email: `res${n}@example.com`,
    phone: "0412345678",
    postcode: "2000",
    amountCents: 50_000,
    paymentProvider: "local",
    paymentToken: "test_ok",
    idempotencyKey: `key-${n}`,
    requestHash: "hash",
    expiresAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

let clients = 0;
export const client = (cookie: string | null = null): ClientFacts => ({
  address: `198.51.100.${++clients % 250}`,
  secure: false,
  cookie,
  userAgent: "vitest",
});

/**
 * A staff account with a password, signed in: its id and session cookie. Two-factor is switched on
 * after sign-in (straight in the table) for the roles that need it, so the session counts as enrolled.
 */
export async function signedInStaff(
  db: Database,
  invite: {
    email: string;
    role: string;
    site?: string;
    dealerships?: string[];
    sees_all_dealership_leads?: boolean;
  },
): Promise<{ staffId: number; cookie: string }> {
  const invited = await inviteStaff(db, staffInviteSchema.parse(invite), null, {
    kind: "cli",
    address: null,
  });
  if (invited.kind !== "invited") throw new Error(JSON.stringify(invited));
  const set = await setPasswordWithLink(db, { token: invited.token, password: PASSWORD, address: null });
  if (set.kind !== "set") throw new Error(JSON.stringify(set));
  const deps = { db, counters: databaseRateCounters(db), secret: STAFF_SECRET };
  const outcome = await signInWithPassword(deps, { email: invite.email, password: PASSWORD }, client());
  if (outcome.kind !== "signed-in") throw new Error(JSON.stringify(outcome));
  await db.update(staffUsers).set({ twoFactorEnabled: true }).where(eq(staffUsers.id, invited.staffId));
  const cookie = outcome.setCookies
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
  return { staffId: invited.staffId, cookie };
}
