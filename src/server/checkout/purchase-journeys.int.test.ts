import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import type { DatabaseHandle } from "../db/client";
import { cars, leadDeliveries, leads, purchaseJourneys, reservations } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { localPaymentProvider } from "../payments/local-provider";
import { readSite } from "../tenancy/sites";
import {
  getJourney,
  type JourneyPostSettings,
  postJourneyStart,
  postJourneySubmit,
  putJourneyStep,
} from "./purchase-journey-endpoint";
import { purgeStaleJourneys } from "./purchase-journeys";
import { postReservation } from "./reservation-endpoint";
import { moveReservation } from "./reservation-store";
import { startReservationWorker } from "./reservation-worker";

/**
 * Decision 0028 (spec 01 §2 "/checkout-journey?car_id={slug} Online purchase", spec 02 §6 "Online
 * Purchase needs a dealer flag …"): the purchase-journey API on a real database (PGlite, or
 * PostgreSQL when DATABASE_URL is set).
 */
let handle: DatabaseHandle;
let site: Site;
let other: Site;
const HOST = "journey.localhost";
const clock = new Date(TEST_NOW);
const now = () => clock;

function bundle(slug: string, dealer: string, stocknums: string[], online: boolean) {
  return {
    site: {
      slug,
      name: slug,
      dealerships: [dealer],
      config: {
        leads: { emails: [`sales@${dealer}.example`] },
        features: { online_purchase: online },
      },
    },
    dealerships: [{ slug: dealer, name: `${dealer} dealership` }],
    cars: stocknums.map((stocknum) =>
      carRecord(dealer, stocknum, { checkout_enabled: stocknum !== "NOCHECKOUT", status: "in_stock" }),
    ),
  };
}

const carOf = async (stocknum: string) =>
  (
    await handle.db.select({ id: cars.id, slug: cars.slug }).from(cars).where(eq(cars.stocknum, stocknum))
  )[0]!;

const settings = (): JourneyPostSettings => ({
  counters: new MemoryRateCounters(),
  perIp: 1_000,
  perSite: 1_000,
  now,
});

function request(method: string, path: string, body?: unknown): Request {
  return new Request(`http://${HOST}${path}`, {
    method,
    headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
}

type View = {
  id: string;
  status: string;
  next_step: string;
  complete: boolean;
  steps: Record<string, unknown>;
  lead_id: string | null;
  reservation: { id: string; status: string } | null;
};

const start = (carId: string | number, on: Site = site) =>
  postJourneyStart(handle.db, on, request("POST", "/api/purchase-journeys", { car_id: carId }), settings());
const put = (id: string, step: string, body: unknown, on: Site = site) =>
  putJourneyStep(
    handle.db,
    on,
    request("PUT", `/api/purchase-journeys/${id}/${step}`, body),
    id,
    step,
    clock,
  );
const submit = (id: string) =>
  postJourneySubmit(
    handle.db,
    site,
    request("POST", `/api/purchase-journeys/${id}/submit`, {}),
    id,
    settings(),
  );

let keys = 0;
async function reserve(carId: number): Promise<string> {
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
        "idempotency-key": `journey-key-${++keys}`,
      },
      body: JSON.stringify({
        car_id: carId,
        first_name: "Jane",
        last_name: "Citizen",
        email: "jane@example.com",
        phone: "0412 345 678",
        postcode: "2000",
        payment_token: "test_ok",
      }),
    }),
    {
      counters: new MemoryRateCounters(),
      perIp: 1_000,
      perSite: 1_000,
      provider,
      providerNamed: () => provider,
      now,
    },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { reservation_id: string }).reservation_id;
}

const DELIVERY_DATE = new Date(TEST_NOW.getTime() + 5 * 86_400_000).toISOString().slice(0, 10);

async function answerAll(id: string, reservationId: string) {
  expect((await put(id, "reserve", { reservation_id: reservationId })).status).toBe(200);
  expect(
    (
      await put(id, "payment", {
        method: "finance",
        figures: { deposit: 5000, term_years: 5, frequency: "weekly" },
      })
    ).status,
  ).toBe(200);
  expect((await put(id, "trade-in", { has_trade_in: false })).status).toBe(200);
  const last = await put(id, "delivery", {
    method: "delivery",
    street: "1 Queen St",
    suburb: "Brisbane",
    state: "QLD",
    postcode: "4000",
    date: DELIVERY_DATE,
  });
  expect(last.status).toBe(200);
  return (await last.json()) as View;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    bundle("journey-a", "dealer-ja", ["BUY", "RACE", "NOCHECKOUT", "LAPSE", "HELD"], true),
    {
      now: TEST_NOW,
    },
  );
  await importBundle(handle.db, bundle("journey-b", "dealer-jb", ["OTHER"], true), { now: TEST_NOW });
  site = (await readSite(handle.db, "journey-a"))!;
  other = (await readSite(handle.db, "journey-b"))!;
});

afterAll(async () => {
  await handle?.close();
});

describe("decision 0028: starting a journey (POST /api/purchase-journeys)", () => {
  it("201 with an unguessable pj_ id, by the car's slug (the page's car_id) or id, at the reserve step", async () => {
    const car = await carOf("BUY");
    for (const ref of [car.slug, car.id]) {
      const response = await start(ref);
      expect(response.status).toBe(201);
      const body = (await response.json()) as View;
      expect(body.id).toMatch(/^pj_[\w-]{24}$/);
      expect(body).toMatchObject({ status: "open", next_step: "reserve", complete: false, steps: {} });
    }
  });
  it("404 for another site's car or an unknown one", async () => {
    expect((await start((await carOf("OTHER")).slug)).status).toBe(404);
    expect((await start("no-such-car")).status).toBe(404);
  });
  it("spec 01 §2 'needs checkout enabled': 409 when the car can't be bought online", async () => {
    expect((await start((await carOf("NOCHECKOUT")).slug)).status).toBe(409);
  });
  it("never 500 on bad input: 400 for a bad body, 415 for a non-JSON one, 403 cross-site", async () => {
    const bad = await postJourneyStart(
      handle.db,
      site,
      request("POST", "/api/purchase-journeys", "{nope"),
      settings(),
    );
    expect(bad.status).toBe(400);
    expect((await start([] as unknown as string)).status).toBe(400);
    const form = new Request(`http://${HOST}/api/purchase-journeys`, {
      method: "POST",
      headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/x-www-form-urlencoded" },
      body: "car_id=1",
    });
    expect((await postJourneyStart(handle.db, site, form, settings())).status).toBe(415);
    const cross = new Request(`http://${HOST}/api/purchase-journeys`, {
      method: "POST",
      headers: { host: HOST, origin: "http://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect((await postJourneyStart(handle.db, site, cross, settings())).status).toBe(403);
  });
});

describe("decision 0028: saving steps (PUT /api/purchase-journeys/{id}/{step})", () => {
  it("400 with a reason per field, and the answer is not kept", async () => {
    const { id } = (await (await start((await carOf("BUY")).slug)).json()) as View;
    const response = await put(id, "delivery", { method: "delivery", state: "CA", postcode: "90210" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { key: string }[] };
    expect(body.issues.map((i) => i.key)).toEqual(["street", "suburb", "state", "postcode", "date"]);
    expect((await put(id, "payment", "not an object")).status).toBe(400);
    expect((await put(id, "no-such-step", {})).status).toBe(404);
    const read = (await (await getJourney(handle.db, site, id)).json()) as View;
    expect(read.steps).toEqual({});
  });
  it("the reserve step needs a held reservation of THIS car", async () => {
    const { id } = (await (await start((await carOf("BUY")).slug)).json()) as View;
    const elsewhere = await reserve((await carOf("HELD")).id);
    const response = await put(id, "reserve", { reservation_id: elsewhere });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: { key: string }[] }).issues[0]!.key).toBe("reservation_id");
    expect((await put(id, "reserve", { reservation_id: "res_doesnotexist" })).status).toBe(400);
  });
  it("another site's journey id is a 404, to read and to write", async () => {
    const { id } = (await (await start((await carOf("BUY")).slug)).json()) as View;
    expect((await getJourney(handle.db, other, id)).status).toBe(404);
    expect((await put(id, "payment", { method: "pay_in_full" }, other)).status).toBe(404);
    expect((await getJourney(handle.db, site, "pj_unknownunknownunknown1")).status).toBe(404);
    expect((await getJourney(handle.db, site, "../etc")).status).toBe(404);
  });
});

describe("decision 0028: submitting (POST /api/purchase-journeys/{id}/submit)", () => {
  it("the whole journey: steps in order, resumable by id, one 'Online Purchase' lead, idempotent", async () => {
    const car = await carOf("RACE");
    const { id } = (await (await start(car.slug)).json()) as View;
    // 409 until every step is done.
    expect((await submit(id)).status).toBe(409);
    const reservationId = await reserve(car.id);
    // The shopper's own hold makes the car 'reserved', and that does not stop their journey.
    const answered = await answerAll(id, reservationId);
    expect(answered).toMatchObject({
      next_step: "review",
      complete: true,
      reservation: { id: reservationId, status: "held" },
    });
    // Coming back on another device: the id alone finds the journey where it was.
    const resumed = (await (await getJourney(handle.db, site, id)).json()) as View;
    expect(resumed.next_step).toBe("review");

    const [first, second] = await Promise.all([submit(id), submit(id)]);
    expect(first!.status).toBe(200);
    expect(second!.status).toBe(200);
    const a = (await first!.json()) as View;
    const b = (await second!.json()) as View;
    expect(a.status).toBe("submitted");
    expect(a.lead_id).toBeTruthy();
    expect(b.lead_id).toBe(a.lead_id);
    expect((await (await submit(id)).json()) as View).toMatchObject({ lead_id: a.lead_id });

    const filed = await handle.db.select().from(leads).where(eq(leads.category, "Online Purchase"));
    expect(filed.filter((lead) => lead.id === a.lead_id)).toHaveLength(1);
    expect(filed.filter((lead) => lead.idempotencyKey === `purchase-journey:${id}`)).toHaveLength(1);
    // Through the outbox, like every lead: the dealer's delivery is queued with it.
    expect(
      await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, a.lead_id!)),
    ).not.toHaveLength(0);

    // 409 once submitted.
    expect((await put(id, "trade-in", { has_trade_in: false })).status).toBe(409);
    const [row] = await handle.db.select().from(purchaseJourneys).where(eq(purchaseJourneys.id, id));
    expect(row!.status).toBe("submitted");
  });
  it("refuses (409) when the reservation no longer holds the car", async () => {
    const car = await carOf("LAPSE");
    const { id } = (await (await start(car.slug)).json()) as View;
    const reservationId = await reserve(car.id);
    await answerAll(id, reservationId);
    const [held] = await handle.db.select().from(reservations).where(eq(reservations.id, reservationId));
    await moveReservation(handle.db, held!, "cancelled", "shopper called it off", clock);
    const response = await submit(id);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toMatch(/reservation/i);
  });
});

describe("decision 0028 retention: open journeys untouched for 30 days are deleted, submitted ones kept", () => {
  const DAY = 86_400_000;
  async function journeyLastSaved(daysAgo: number, status: "open" | "submitted" = "open"): Promise<string> {
    const car = await carOf("BUY");
    const { id } = (await (await start(car.slug)).json()) as View;
    await handle.db
      .update(purchaseJourneys)
      .set({ status, updatedAt: new Date(clock.getTime() - daysAgo * DAY) })
      .where(eq(purchaseJourneys.id, id));
    return id;
  }
  const exists = async (id: string) =>
    (await handle.db.select().from(purchaseJourneys).where(eq(purchaseJourneys.id, id))).length === 1;

  it("the purge deletes only open journeys past 30 days; the shopper's link then answers 404", async () => {
    const stale = await journeyLastSaved(31);
    const recent = await journeyLastSaved(29);
    const submitted = await journeyLastSaved(400, "submitted");
    expect(await purgeStaleJourneys(handle.db, clock)).toBeGreaterThanOrEqual(1);
    expect(await exists(stale)).toBe(false);
    expect(await exists(recent)).toBe(true);
    expect(await exists(submitted)).toBe(true);
    const read = await getJourney(handle.db, site, stale);
    expect(read.status).toBe(404);
  });

  it("the reservation worker runs the purge on its own, and the other areas' sweeps the boot hands it", async () => {
    const stale = await journeyLastSaved(45);
    const provider = localPaymentProvider(handle.db);
    const swept: Date[] = [];
    const sweep = async (at: Date) => {
      swept.push(at);
    };
    const worker = startReservationWorker(handle.db, { provider: () => provider, now }, 60_000, [sweep]);
    await worker.stop();
    expect(await exists(stale)).toBe(false);
    expect(swept).toEqual([now()]);
  });
});
