import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { MemoryRateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import type { DatabaseHandle } from "../db/client";
import {
  cars,
  dealerships,
  leadDeliveries,
  leads,
  localPayments,
  reservationEvents,
  reservations,
} from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { localPaymentProvider } from "../payments/local-provider";
import { readSite } from "../tenancy/sites";
import { dealerActionEndpoint } from "./reservation-admin-request";
import { postReservation, type ReservationPostSettings } from "./reservation-endpoint";
import { runReservationWork } from "./reservation-worker";
import { reservationStatus } from "./reserve-car";

/**
 * Issue 18 items 3–6, spec 02 §4 "Reservation: a refundable deposit holds a car for 48 hours" and §9
 * "Reserve deposit $200, fully refundable, holds the vehicle 48 hours", through POST /api/reservations'
 * handler on a real database (PGlite, or PostgreSQL when DATABASE_URL is set).
 */
let handle: DatabaseHandle;
let site: Site;
let other: Site;
const HOST = "reserve.localhost";
let clock = new Date(TEST_NOW);
const now = () => clock;

function bundle(slug: string, dealer: string, stocknums: string[]) {
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

const carIdOf = async (stocknum: string) =>
  (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

function settings(): ReservationPostSettings {
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
function post(body: unknown, headers: Record<string, string> = {}): Request {
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

const shopper = (carId: number, token = "test_ok") => ({
  car_id: carId,
  first_name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  postcode: "2000",
  payment_token: token,
});

const reserve = (carId: number, token = "test_ok", headers: Record<string, string> = {}) =>
  postReservation(handle.db, site, post(shopper(carId, token), headers), settings());

async function carReserved(carId: number) {
  return (await handle.db.select({ r: cars.reserved }).from(cars).where(eq(cars.id, carId)))[0]!.r;
}

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    bundle("reserve-a", "dealer-ra", ["RACE", "DECLINE", "EXPIRE", "CRASH", "NOCHECKOUT", "SOLD", "CALLOFF"]),
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

describe("spec 02 §4 'a refundable deposit holds a car for 48 hours': one hold per car", () => {
  it("100 concurrent reservations of one car: exactly one 201 held, 99 refused 409, one captured payment", async () => {
    const carId = await carIdOf("RACE");
    const [before] = await handle.db
      .select({ v: dealerships.stockVersion })
      .from(dealerships)
      .where(eq(dealerships.slug, "dealer-ra"));
    const responses = await Promise.all(Array.from({ length: 100 }, () => reserve(carId)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);

    const winner = responses.find((r) => r.status === 201)!;
    const body = (await winner.json()) as { reservation_id: string; status: string; expires_at: string };
    expect(body.status).toBe("held");
    expect(body.reservation_id).toMatch(/^res_[\w-]{24}$/);
    // Spec 02 §9 "holds the vehicle 48 hours".
    expect(body.expires_at).toBe(new Date(TEST_NOW.getTime() + 48 * 3_600_000).toISOString());

    const captured = await handle.db.select().from(localPayments).where(eq(localPayments.status, "captured"));
    expect(captured).toHaveLength(1);
    // Spec 01 §5 "a per-car amount (default '$200')".
    expect(captured[0]!.capturedCents).toBe(20_000);
    // While held the car counts as reserved everywhere: the flag every reader uses, and a new stock version.
    expect(await carReserved(carId)).toBe(true);
    const [after] = await handle.db
      .select({ v: dealerships.stockVersion })
      .from(dealerships)
      .where(eq(dealerships.slug, "dealer-ra"));
    expect(after!.v).toBeGreaterThan(before!.v);

    // The dealer hears of it through the lead outbox.
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, body.reservation_id));
    expect(row!.leadId).not.toBeNull();
    const [lead] = await handle.db.select().from(leads).where(eq(leads.id, row!.leadId!));
    expect(lead).toMatchObject({ category: "Vehicle Reservation", subcategory: "Reserve Online", carId });
    const deliveries = await handle.db
      .select()
      .from(leadDeliveries)
      .where(eq(leadDeliveries.leadId, lead!.id));
    expect(deliveries.map((d) => d.target)).toContain("sales@dealer-ra.example");
    // Every transition is an event with a time and a reason.
    const events = await handle.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, body.reservation_id))
      .orderBy(reservationEvents.id);
    expect(events.map((e) => `${e.fromStatus}→${e.toStatus}: ${e.reason}`)).toEqual([
      "null→pending: reservation requested",
      "pending→held: deposit authorised",
      "held→held: deposit captured",
      "held→held: dealer's lead filed",
    ]);

    // GET /api/reservations/{id}: the id is the secret; another site does not know it.
    expect(await reservationStatus(handle.db, site, body.reservation_id)).toEqual(body);
    expect(await reservationStatus(handle.db, other, body.reservation_id)).toBeNull();
  });

  it("a repeat of the Idempotency-Key is the same reservation (200), never a second charge", async () => {
    const carId = await carIdOf("RACE");
    const [held] = await handle.db.select().from(reservations).where(eq(reservations.carId, carId));
    const again = await reserve(carId, "test_ok", { "idempotency-key": held!.idempotencyKey });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { reservation_id: string }).reservation_id).toBe(held!.id);
    const reused = await postReservation(
      handle.db,
      site,
      post({ ...shopper(carId), first_name: "Other" }, { "idempotency-key": held!.idempotencyKey }),
      settings(),
    );
    expect(reused.status).toBe(409);
    expect(await handle.db.$count(localPayments, eq(localPayments.status, "captured"))).toBe(1);
  });
});

describe("while held, the car counts as reserved everywhere", () => {
  it("a feed re-import that says 'not reserved' does not free a held car", async () => {
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
      { now: TEST_NOW },
    );
    expect(await carReserved(await carIdOf("RACE"))).toBe(true);
    expect(await carReserved(await carIdOf("DECLINE"))).toBe(false);
  });
});

describe("a declined card or a processor error takes nothing and leaves the car available", () => {
  it("declined → 402, the reservation cancelled, the car still reservable", async () => {
    const carId = await carIdOf("DECLINE");
    const declined = await reserve(carId, "test_decline");
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({ error: "Your card was declined." });
    expect(await carReserved(carId)).toBe(false);
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.carId, carId));
    expect(row!.status).toBe("cancelled");

    const failed = await reserve(carId, "test_error");
    expect(failed.status).toBe(502);
    expect(await carReserved(carId)).toBe(false);

    expect((await reserve(carId, "test_ok")).status).toBe(201);
  });
});

describe("bad input is a readable 4xx, never a 500", () => {
  it("400 with a reason per field, and for a missing Idempotency-Key", async () => {
    const response = await postReservation(
      handle.db,
      site,
      post(
        { car_id: "x", first_name: "", email: "no", phone: "12", postcode: "20", payment_token: "" },
        {
          "idempotency-key": "",
        },
      ),
      settings(),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { key: string; message: string }[] };
    expect(body.issues.map((i) => i.key).sort()).toEqual(
      [
        "Idempotency-Key",
        "car_id",
        "email",
        "first_name",
        "last_name",
        "payment_token",
        "phone",
        "postcode",
      ].sort(),
    );
    expect(body.issues.find((i) => i.key === "postcode")?.message).toBe(
      "postcode: Invalid postcode. Please enter a 4-digit number.",
    );
  });

  it.each([
    ["not JSON", "{", 400],
    ["a JSON array", "[1,2]", 400],
    ["null", "null", 400],
  ])("%s is 400", async (_name, text, status) => {
    const response = await postReservation(handle.db, site, post(text), settings());
    expect(response.status).toBe(status);
  });

  it("a post from another site is 403, a body over 16 KB 413", async () => {
    const carId = await carIdOf("RACE");
    expect((await reserve(carId, "test_ok", { origin: "https://evil.example" })).status).toBe(403);
    const big = await postReservation(
      handle.db,
      site,
      post({ ...shopper(carId), first_name: "x".repeat(20_000) }),
      settings(),
    );
    expect(big.status).toBe(413);
  });

  it("a car of another site is 404; a car without checkout is 409", async () => {
    expect((await reserve(await carIdOf("OTHER"))).status).toBe(404);
    expect((await reserve(999_999)).status).toBe(404);
    const refused = await reserve(await carIdOf("NOCHECKOUT"));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "This car cannot be reserved online." });
  });

  it("the rate limits refuse with 429 and when to try again", async () => {
    const limited = { ...settings(), perIp: 1 };
    const carId = await carIdOf("NOCHECKOUT");
    await postReservation(handle.db, site, post(shopper(carId)), limited);
    const second = await postReservation(handle.db, site, post(shopper(carId)), limited);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("spec 02 §9 'fully refundable, holds the vehicle 48 hours': the worker", () => {
  it("expires a hold after 48 hours, refunds the deposit and frees the car", async () => {
    const carId = await carIdOf("EXPIRE");
    const created = await reserve(carId);
    expect(created.status).toBe(201);
    const { reservation_id: id } = (await created.json()) as { reservation_id: string };
    const deps = { provider: () => localPaymentProvider(handle.db), now };

    clock = new Date(TEST_NOW.getTime() + 47 * 3_600_000);
    await runReservationWork(handle.db, deps);
    expect((await reservationStatus(handle.db, site, id))?.status).toBe("held");

    clock = new Date(TEST_NOW.getTime() + 48 * 3_600_000);
    await runReservationWork(handle.db, deps);
    expect((await reservationStatus(handle.db, site, id))?.status).toBe("refunded");
    expect(await carReserved(carId)).toBe(false);
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, id));
    const [payment] = await handle.db
      .select()
      .from(localPayments)
      .where(eq(localPayments.id, row!.paymentRef!));
    expect(payment).toMatchObject({ status: "refunded", refundedCents: 20_000 });
    const events = await handle.db
      .select()
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, id));
    expect(events.map((e) => e.toStatus)).toEqual(expect.arrayContaining(["expired", "refunded"]));
    clock = new Date(TEST_NOW);
  });

  it("finishes a reservation a crash left pending once its lease lapses (nothing lost)", async () => {
    const carId = await carIdOf("CRASH");
    // As a server leaves it when killed after storing the pending row and before calling the processor.
    await handle.db.insert(reservations).values({
      id: "res_crashed_before_authorise_0001",
      siteId: site.id,
      carId,
      status: "pending",
      firstName: "Jane",
      lastName: "Citizen",
      email: "jane@example.com",
      phone: "0412 345 678",
      postcode: "2000",
      amountCents: 20_000,
      paymentProvider: "local",
      paymentToken: "test_ok",
      idempotencyKey: "crashed-key-0001",
      requestHash: "x",
      expiresAt: new Date(TEST_NOW.getTime() + 60_000),
      lockedUntil: new Date(TEST_NOW.getTime() + 60_000),
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
    const deps = { provider: () => localPaymentProvider(handle.db), now };
    // While the request's lease holds, the worker leaves it alone; the car is already refused to others.
    expect(await runReservationWork(handle.db, deps)).toBe(0);
    expect((await reserve(carId)).status).toBe(409);

    clock = new Date(TEST_NOW.getTime() + 61_000);
    await runReservationWork(handle.db, deps);
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.carId, carId));
    expect(row).toMatchObject({ status: "held" });
    expect(row!.capturedAt).not.toBeNull();
    expect(row!.leadId).not.toBeNull();
    expect(await carReserved(carId)).toBe(true);
    const payments = await handle.db
      .select()
      .from(localPayments)
      .where(and(eq(localPayments.idempotencyKey, "res_crashed_before_authorise_0001:authorise")));
    expect(payments).toHaveLength(1);
    clock = new Date(TEST_NOW);
  });

  it("the database refuses a second active reservation of a car, whoever writes it", async () => {
    const carId = await carIdOf("CRASH");
    await expect(
      handle.db.execute(sql`insert into reservations (id, site_id, car_id, status, first_name, last_name, email, phone,
        postcode, amount_cents, payment_provider, payment_token, idempotency_key, request_hash, expires_at, created_at,
        updated_at) values ('res_second', ${site.id}, ${carId}, 'pending', 'A', 'B', 'a@b.co', '0412345678', '2000',
        100, 'local', 'test_ok', 'second-key', 'x', now(), now(), now())`),
    ).rejects.toThrow();
  });
});

describe("the dealer settles a reservation (decision 0026: held → completed | cancelled → refunded)", () => {
  const ADMIN = "dealer-admin-token-for-tests-0001";
  const settle = (id: string, action: unknown, token = ADMIN) =>
    dealerActionEndpoint({
      settings: parseEnv({ ADMIN_TOKEN: ADMIN }),
      database: async () => handle.db,
      now,
    })(
      new Request(`http://localhost/admin/api/reservations/${id}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ action }),
      }),
      id,
    );
  const heldReservation = async (stocknum: string) => {
    const reply = await reserve(await carIdOf(stocknum));
    expect(reply.status).toBe(201);
    return ((await reply.json()) as { reservation_id: string }).reservation_id;
  };

  it("complete: the sale went ahead; the deposit is kept and the car stays reserved until the feed says sold", async () => {
    const id = await heldReservation("SOLD");
    const reply = await settle(id, "complete");
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ reservation_id: id, status: "completed" });
    expect(await carReserved(await carIdOf("SOLD"))).toBe(true);
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row?.refundedAt).toBeNull();
    // Settled once: a second action is refused with the reason.
    const again = await settle(id, "cancel");
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe("The reservation is completed.");
  });

  it("cancel: the sale is off; the deposit is refunded and the car is free again", async () => {
    const id = await heldReservation("CALLOFF");
    const reply = await settle(id, "cancel");
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ reservation_id: id, status: "refunded" });
    expect(await carReserved(await carIdOf("CALLOFF"))).toBe(false);
    const events = await handle.db
      .select({ to: reservationEvents.toStatus })
      .from(reservationEvents)
      .where(eq(reservationEvents.reservationId, id));
    expect(events.map((e) => e.to)).toEqual(expect.arrayContaining(["held", "cancelled", "refunded"]));
  });

  it("a wrong token is 401, an unknown id 404, an unknown action 400", async () => {
    expect(
      (await settle("res_nosuchreservation000000", "complete", "wrong-token-wrong-token-wrong")).status,
    ).toBe(401);
    expect((await settle("res_nosuchreservation000000", "complete")).status).toBe(404);
    expect((await settle("../etc/passwd", "complete")).status).toBe(404);
    expect((await settle("res_nosuchreservation000000", "refund-it-all")).status).toBe(400);
  });
});
