import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "../../../test/car-records";
import {
  carIdOf,
  carReserved,
  handle,
  now,
  reserve,
  setClock,
  setUpReservationTests,
  site,
} from "../../../test/reserve-car-test-setup";
import { localPayments, reservationEvents, reservations, shopperNotices } from "../db/schema";

/** The events the shopper was told of about a reservation, in order: `receipt:email`, `expired:sms`. */
async function eventsOf(id: string): Promise<string[]> {
  const rows = await handle.db
    .select({ key: shopperNotices.eventKey })
    .from(shopperNotices)
    .where(eq(shopperNotices.subjectId, id))
    .orderBy(shopperNotices.id);
  return rows.map((r) => r.key.split(":").slice(2).join(":"));
}

import { localPaymentProvider } from "../payments/local-provider";
import { runReservationWork } from "./reservation-worker";
import { reservationStatus } from "./reserve-car";

/**
 * Spec 02 §9 "fully refundable, holds the vehicle 48 hours": the reservation worker expires a hold and
 * refunds it, and finishes a request a crash left pending; on a real database with a settable clock.
 */
setUpReservationTests();

describe("spec 02 §9 'fully refundable, holds the vehicle 48 hours': the worker", () => {
  it("expires a hold after 48 hours, refunds the deposit and frees the car", async () => {
    const carId = await carIdOf("EXPIRE");
    const created = await reserve(carId);
    expect(created.status).toBe(201);
    const { reservation_id: id } = (await created.json()) as { reservation_id: string };
    const deps = { provider: () => localPaymentProvider(handle.db), now };

    setClock(new Date(TEST_NOW.getTime() + 23 * 3_600_000));
    await runReservationWork(handle.db, deps);
    expect(await eventsOf(id)).toEqual(["receipt:email", "receipt:sms"]);
    // Issue 34 "expiring soon": a day before the end the shopper is reminded, once.
    setClock(new Date(TEST_NOW.getTime() + 24 * 3_600_000));
    await runReservationWork(handle.db, deps);
    setClock(new Date(TEST_NOW.getTime() + 47 * 3_600_000));
    await runReservationWork(handle.db, deps);
    expect((await reservationStatus(handle.db, site, id))?.status).toBe("held");
    const end = new Date(TEST_NOW.getTime() + 48 * 3_600_000).toISOString();
    expect(await eventsOf(id)).toEqual([
      "receipt:email",
      "receipt:sms",
      `expiring:${end}:email`,
      `expiring:${end}:sms`,
    ]);

    setClock(new Date(TEST_NOW.getTime() + 48 * 3_600_000));
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
    // Issue 31 §5: the shopper hears the hold ended and the deposit is on its way back, once; issue 34:
    // and that the refund was made.
    await runReservationWork(handle.db, deps);
    expect((await eventsOf(id)).slice(4)).toEqual([
      "expired:email",
      "expired:sms",
      "refunded:email",
      "refunded:sms",
    ]);
    const told = await handle.db.select().from(shopperNotices).where(eq(shopperNotices.subjectId, id));
    expect(told.filter((n) => n.eventKey.includes(":expired:")).map((n) => n.message.subject)).toEqual([
      expect.stringMatching(/^Your hold on the .+ has ended \([A-Z]+-\d{4}\)$/),
      expect.stringMatching(/^Your hold on the .+ has ended \([A-Z]+-\d{4}\)$/),
    ]);
    setClock(new Date(TEST_NOW));
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

    setClock(new Date(TEST_NOW.getTime() + 61_000));
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
    setClock(new Date(TEST_NOW));
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
