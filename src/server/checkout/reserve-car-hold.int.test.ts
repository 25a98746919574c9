import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "../../../test/car-records";
import {
  bundle,
  carIdOf,
  carReserved,
  handle,
  other,
  post,
  reserve,
  settings,
  setUpReservationTests,
  shopper,
  site,
} from "../../../test/reserve-car-test-setup";
import {
  dealerships,
  leadDeliveries,
  leads,
  localPayments,
  reservationEvents,
  reservations,
} from "../db/schema";
import { importBundle } from "../import/import-bundle";
import { postReservation } from "./reservation-endpoint";
import { reservationStatus } from "./reserve-car";

/**
 * Spec 02 §4 "a refundable deposit holds a car for 48 hours": one hold per car however many shoppers
 * race for it, kept through a feed re-import, and none on a declined card; through POST
 * /api/reservations' handler on a real database.
 */
setUpReservationTests();

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
