import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import { staffInviteSchema } from "@/lib/staff/staff-invite";
import type { Site } from "@/lib/tenancy/site";
import type { DealerOffer } from "@/lib/trade-in/dealer-offer";
import type { Valuation } from "@/lib/trade-in/trade-in-types";
import { postReservation } from "@/server/checkout/reservation-endpoint";
import type { DatabaseHandle } from "@/server/db/client";
import { cars, dealerships, shopperNotices, tradeIns } from "@/server/db/schema";
import { openTestDatabase } from "@/server/db/test-database";
import { importBundle } from "@/server/import/import-bundle";
import { localPaymentProvider } from "@/server/payments/local-provider";
import { inviteStaff } from "@/server/staff/staff-accounts";
import { setPasswordWithLink } from "@/server/staff/staff-links";
import { signInWithPassword } from "@/server/staff/staff-sign-in";
import { readSite } from "@/server/tenancy/sites";
import { carRecord, TEST_NOW } from "./car-records";

/**
 * Test support for the console's reservations and trade-ins (issue 31 §5–6): a real database with two
 * sites — `cc-a` (dealerships cc-a1 and cc-a2) and `cc-b` (cc-b1) — reservable cars in each, signed-in
 * managers of cc-a1, cc-a2 and cc-b1, and console requests as the browser sends them.
 *
 * Call `setUpConsoleCheckout()` once at the top of a file; read the live bindings inside tests.
 */
export let handle: DatabaseHandle;
export let siteA: Site;
export let siteB: Site;
export const dealershipIds: Record<string, number> = {};
export const cookies: Record<"a1" | "a2" | "b1", string> = { a1: "", a2: "", b1: "" };
export const SECRET = "console-checkout-secret-of-forty-chars-x";
const PASSWORD = "correct horse battery staple wagon";
let clock = new Date(TEST_NOW);
export const now = () => clock;
export const setClock = (date: Date) => {
  clock = date;
};

const bundle = (slug: string, dealers: string[], stocknums: Record<string, string[]>) => ({
  site: {
    slug,
    name: `Site ${slug}`,
    dealerships: dealers,
    config: { leads: { emails: [`sales@${slug}.example`] } },
  },
  dealerships: dealers.map((d) => ({ slug: d, name: `Dealer ${d}` })),
  cars: dealers.flatMap((d) =>
    (stocknums[d] ?? []).map((stocknum) =>
      carRecord(d, stocknum, { checkout_enabled: true, status: "in_stock", state: "nsw" }),
    ),
  ),
});

export const carIdOf = async (stocknum: string) =>
  (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

/** A held reservation made as a shopper makes one (POST /api/reservations, the local test card). */
export async function reserveCar(site: Site, stocknum: string, phone = "0412 345 678"): Promise<string> {
  const provider = localPaymentProvider(handle.db);
  const host = `${site.slug}.localhost`;
  const reply = await postReservation(
    handle.db,
    site,
    new Request(`http://${host}/api/reservations`, {
      method: "POST",
      headers: {
        host,
        origin: `http://${host}`,
        "content-type": "application/json",
        "idempotency-key": `cc-${randomBytes(8).toString("hex")}`,
      },
      body: JSON.stringify({
        car_id: await carIdOf(stocknum),
        first_name: "Jane",
        last_name: "Citizen",
        email: "jane@example.com",
        phone,
        postcode: "2000",
        payment_token: "test_ok",
      }),
    }),
    {
      counters: new MemoryRateCounters(),
      perIp: 1_000,
      perSite: 1_000,
      provider,
      providerNamed: (name) => (name === "local" ? provider : null),
      now,
    },
  );
  expect(reply.status).toBe(201);
  return ((await reply.json()) as { reservation_id: string }).reservation_id;
}

const ESTIMATE: Valuation = {
  kind: "estimate",
  low: 20_000,
  high: 24_000,
  offer: 20_000,
  basis: "6 similar cars",
  adjustments: [],
  provider: "local",
};

/** A valued trade-in (the shopper has asked for their valuation), towards a car or none (the group's). */
export async function valuedTradeIn(
  site: Site,
  options: {
    towards?: string;
    valuation?: Valuation;
    dealerOffer?: DealerOffer;
    preferred?: "Phone" | "Email" | "SMS";
  } = {},
): Promise<string> {
  const id = `tv_${randomBytes(18).toString("base64url")}`;
  await handle.db.insert(tradeIns).values({
    id,
    siteId: site.id,
    carId: options.towards ? await carIdOf(options.towards) : null,
    steps: {
      vehicle: {
        make: "Mazda",
        model: "CX-5",
        year: 2019,
        badge: "Maxx",
        kms: 60_000,
        rego: "ABC123",
        regoState: "NSW",
        vin: null,
        body: null,
        fuel: null,
        transmission: null,
        colour: null,
        source: "manual",
      },
    } as never,
    contact: {
      name: "Sam",
      last_name: "Seller",
      email: "sam@example.com",
      phone: "0498 765 432",
      postcode: "2000",
      preferred_contact_method: options.preferred ?? "Phone",
      opt_in: false,
    } as never,
    valuation: options.valuation ?? ESTIMATE,
    status: "valued",
    dealerOffer: options.dealerOffer ?? null,
    createdAt: now(),
    updatedAt: now(),
    valuedAt: now(),
  });
  return id;
}

export async function noticesFor(subjectId: string) {
  return handle.db
    .select()
    .from(shopperNotices)
    .where(eq(shopperNotices.subjectId, subjectId))
    .orderBy(asc(shopperNotices.id));
}

/** The events the shopper was told of, in order, with their channel: `receipt:email`, `cancelled:sms`. */
export async function eventsOf(subjectId: string): Promise<string[]> {
  return (await noticesFor(subjectId)).map((n) => n.eventKey.split(":").slice(2).join(":"));
}

/** A console API request as the browser sends it: same origin, JSON, the staff cookie. */
export function consoleRequest(path: string, cookie: string, body: unknown): Request {
  return new Request(`http://console.localhost${path}`, {
    method: "POST",
    headers: {
      host: "console.localhost",
      origin: "http://console.localhost",
      "content-type": "application/json",
      cookie,
      "x-forwarded-for": "203.0.113.9",
    },
    body: JSON.stringify(body),
  });
}

async function signedInManager(email: string, site: string, dealership: string): Promise<string> {
  const invited = await inviteStaff(
    handle.db,
    staffInviteSchema.parse({
      email,
      name: email.split("@")[0],
      role: "manager",
      site,
      dealerships: [dealership],
    }),
    null,
    { kind: "cli", address: null },
  );
  if (invited.kind !== "invited") throw new Error(JSON.stringify(invited));
  await setPasswordWithLink(handle.db, { token: invited.token, password: PASSWORD, address: null });
  const outcome = await signInWithPassword(
    { db: handle.db, counters: new MemoryRateCounters(), secret: SECRET },
    { email, password: PASSWORD },
    { address: "203.0.113.9", secure: false, cookie: null, userAgent: "vitest" },
  );
  if (outcome.kind !== "signed-in") throw new Error(JSON.stringify(outcome));
  return outcome.setCookies
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

export function setUpConsoleCheckout(stocknums: { a1: string[]; a2: string[]; b1: string[] }): void {
  beforeAll(async () => {
    handle = await openTestDatabase();
    await importBundle(
      handle.db,
      bundle("cc-a", ["cc-a1", "cc-a2"], { "cc-a1": stocknums.a1, "cc-a2": stocknums.a2 }),
      {
        now: TEST_NOW,
      },
    );
    await importBundle(handle.db, bundle("cc-b", ["cc-b1"], { "cc-b1": stocknums.b1 }), { now: TEST_NOW });
    siteA = (await readSite(handle.db, "cc-a"))!;
    siteB = (await readSite(handle.db, "cc-b"))!;
    for (const row of await handle.db.select().from(dealerships)) dealershipIds[row.slug] = row.id;
    cookies.a1 = await signedInManager("max@a1.example", "cc-a", "cc-a1");
    cookies.a2 = await signedInManager("mia@a2.example", "cc-a", "cc-a2");
    cookies.b1 = await signedInManager("bo@b1.example", "cc-b", "cc-b1");
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });
}
