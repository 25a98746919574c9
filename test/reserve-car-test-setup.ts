import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { postReservation, type ReservationPostSettings } from "@/server/checkout/reservation-endpoint";
import type { DatabaseHandle } from "@/server/db/client";
import { cars } from "@/server/db/schema";
import { openTestDatabase } from "@/server/db/test-database";
import { importBundle } from "@/server/import/import-bundle";
import { localPaymentProvider } from "@/server/payments/local-provider";
import { readSite } from "@/server/tenancy/sites";
import { carRecord, TEST_NOW } from "./car-records";

/**
 * Test support for the reservation integration tests (issue 18 items 3–6, spec 02 §4 and §9): a real
 * database (PGlite, or PostgreSQL when DATABASE_URL is set) with two sites, `site` (reserve-a, whose
 * cars are named for the test that uses them) and `other` (reserve-b), a settable clock, and shoppers
 * posting to POST /api/reservations' handler.
 *
 * Call `setUpReservationTests()` once at the top of a test file; its hooks set `handle`, `site` and
 * `other` (live bindings: read them inside tests).
 */
export let handle: DatabaseHandle;
export let site: Site;
export let other: Site;
const HOST = "reserve.localhost";
let clock = new Date(TEST_NOW);
export const now = () => clock;
/** Sets what `now()` answers, for the handler and the worker alike. */
export const setClock = (date: Date) => {
  clock = date;
};

export function bundle(slug: string, dealer: string, stocknums: string[]) {
  return {
    site: {
      slug,
      name: slug,
      dealerships: [dealer],
      config: { leads: { emails: [`sales@${dealer}.example`] } },
    },
    dealerships: [{ slug: dealer, name: `${dealer} dealership` }],
    cars: stocknums.map((stocknum) =>
      carRecord(dealer, stocknum, { checkout_enabled: stocknum !== "NOCHECKOUT", status: "in_stock" }),
    ),
  };
}

export const carIdOf = async (stocknum: string) =>
  (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

export function settings(): ReservationPostSettings {
  const provider = localPaymentProvider(handle.db);
  return {
    counters: new MemoryRateCounters(),
    perIp: 1_000,
    perSite: 1_000,
    provider,
    providerNamed: (name) => (name === "local" ? provider : null),
    now,
  };
}

let keys = 0;
export function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://${HOST}/api/reservations`, {
    method: "POST",
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      "content-type": "application/json",
      "idempotency-key": `test-key-${++keys}-${Math.random()}`,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export const shopper = (carId: number, token = "test_ok") => ({
  car_id: carId,
  first_name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  postcode: "2000",
  payment_token: token,
});

export const reserve = (carId: number, token = "test_ok", headers: Record<string, string> = {}) =>
  postReservation(handle.db, site, post(shopper(carId, token), headers), settings());

export async function carReserved(carId: number) {
  return (await handle.db.select({ r: cars.reserved }).from(cars).where(eq(cars.id, carId)))[0]!.r;
}

/** Registers the hooks that open the database with both sites and close it after the file. */
export function setUpReservationTests(): void {
  beforeAll(async () => {
    handle = await openTestDatabase();
    await importBundle(
      handle.db,
      bundle("reserve-a", "dealer-ra", [
        "RACE",
        "DECLINE",
        "EXPIRE",
        "CRASH",
        "NOCHECKOUT",
        "SOLD",
        "CALLOFF",
      ]),
      {
        now: TEST_NOW,
      },
    );
    await importBundle(handle.db, bundle("reserve-b", "dealer-rb", ["OTHER"]), { now: TEST_NOW });
    site = (await readSite(handle.db, "reserve-a"))!;
    other = (await readSite(handle.db, "reserve-b"))!;
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });
}
