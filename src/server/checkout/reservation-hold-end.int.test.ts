import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import type { DatabaseHandle } from "../db/client";
import { cars, reservations, shopperNotices } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { localPaymentProvider } from "../payments/local-provider";
import { readSite } from "../tenancy/sites";
import { extendReservationHold } from "./dealer-action";
import { postReservation } from "./reservation-endpoint";

/**
 * Issue 34 item 2: "A reservation's hold end is moved to the yard's next opening time when it would
 * fall while the yard is closed" (decision 0063): 48 hours on from a Friday evening is a Sunday
 * evening at a yard closed on Sundays, so the hold runs to Monday's opening, on the yard's clock, and
 * the receipt says so; a hold that ends in opening hours keeps its 48 hours.
 */
let handle: DatabaseHandle;
let site: Site;
const HOST = "holdend.localhost";

const SALES_WEEK = [
  { weekday: 0, status: "Closed" },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" })),
  { weekday: 6, status: "Open", open: "08:30", close: "16:00" },
];

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    {
      site: {
        slug: "holdend",
        name: "Hold End Motors",
        dealerships: ["hold-dealer"],
        config: { leads: { emails: ["sales@hold.example"] } },
      },
      dealerships: [{ slug: "hold-dealer", name: "Hold Dealer", phone: "02 9000 0000" }],
      locations: [
        {
          slug: "hold-sales",
          dealership_slug: "hold-dealer",
          name: "Hold Parramatta Sales",
          location_type: "sales",
          address: { street: "12 Church St", city: "Parramatta", state: "NSW", postcode: "2150" },
          contact_detail: { phone: "02 9876 5432", opening_hours: SALES_WEEK },
          special_hours: [{ date: "2026-12-25", status: "Closed" }],
        },
      ],
      cars: ["H1", "H2", "H3"].map((stocknum) =>
        carRecord("hold-dealer", stocknum, {
          location_slug: "hold-sales",
          status: "in_stock",
          checkout_enabled: true,
        }),
      ),
    },
    { now: TEST_NOW },
  );
  site = (await readSite(handle.db, "holdend"))!;
});

afterAll(async () => {
  await handle?.close();
});

async function reserveAt(stocknum: string, now: Date) {
  const [car] = await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum));
  const provider = localPaymentProvider(handle.db);
  const response = await postReservation(
    handle.db,
    site,
    new Request(`http://${HOST}/api/reservations`, {
      method: "POST",
      headers: {
        host: HOST,
        origin: `http://${HOST}`,
        "content-type": "application/json",
        "idempotency-key": randomUUID(),
      },
      body: JSON.stringify({
        car_id: car!.id,
        first_name: "Jane",
        last_name: "Citizen",
        email: "jane@example.com",
        phone: "0412 345 678",
        postcode: "2150",
        payment_token: "test_ok",
      }),
    }),
    {
      counters: new MemoryRateCounters(),
      perIp: 1_000,
      perSite: 1_000,
      provider,
      providerNamed: () => provider,
      now: () => now,
    },
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { reservation_id: string; expires_at: string };
}

const receiptOf = async (id: string) =>
  (
    await handle.db
      .select()
      .from(shopperNotices)
      .where(eq(shopperNotices.subjectId, id))
      .orderBy(asc(shopperNotices.id))
  )[0]!.message;

describe("a hold ends while the yard is open (issue 34 item 2)", () => {
  it("reserved Friday 7 pm: 48 hours is Sunday 7 pm, closed, so the hold runs to Monday 8:30 am", async () => {
    const friday = new Date("2026-12-04T08:00:00Z"); // Friday 4 December, 19:00 AEDT
    const held = await reserveAt("H1", friday);
    expect(held.expires_at).toBe("2026-12-06T21:30:00.000Z"); // Monday 7 December, 08:30 AEDT
    const receipt = await receiptOf(held.reservation_id);
    expect(receipt.text).toContain("Held until: Monday 7 December 2026 at 8:30 am");
    expect(receipt.text).toContain(
      "That is when Hold Parramatta Sales next opens: 48 hours would have ended while the yard is closed, so we hold the car until you can reach us.",
    );
    expect(receipt.sms).toContain("reserved for you until Monday 7 December 2026 at 8:30 am");
  });

  it("reserved Monday 11 am: 48 hours is Wednesday 11 am, open, and stays", async () => {
    const monday = new Date("2026-12-07T00:00:00Z"); // Monday 7 December, 11:00 AEDT
    const held = await reserveAt("H2", monday);
    expect(held.expires_at).toBe("2026-12-09T00:00:00.000Z");
    expect((await receiptOf(held.reservation_id)).text).not.toContain("next opens");
  });

  it("a dealer's extension that would end on Christmas Day ends when the yard opens on the 26th", async () => {
    const tuesday = new Date("2026-12-22T00:00:00Z"); // Tuesday 22 December, 11:00 AEDT
    const held = await reserveAt("H3", tuesday);
    expect(held.expires_at).toBe("2026-12-24T00:00:00.000Z"); // Thursday 24th, 11:00
    const result = await extendReservationHold(
      handle.db,
      held.reservation_id,
      { days: 1, seenExpiresAt: new Date(held.expires_at) },
      { actor: { kind: "cli", address: null }, now: () => tuesday },
    );
    // Friday 25th is closed; Saturday 26th opens at 8:30 AEDT.
    expect(result).toMatchObject({ kind: "done", expiresAt: new Date("2026-12-25T21:30:00.000Z") });
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, held.reservation_id));
    expect(row!.expiresAt).toEqual(new Date("2026-12-25T21:30:00.000Z"));
  });
});
