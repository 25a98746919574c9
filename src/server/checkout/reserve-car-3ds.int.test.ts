import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_NOW } from "../../../test/car-records";
import {
  carIdOf,
  carReserved,
  handle,
  now,
  other,
  post,
  reserve,
  setClock,
  settings,
  setUpReservationTests,
  site,
} from "../../../test/reserve-car-test-setup";
import { localPayments, reservations, shopperNotices } from "../db/schema";
import { postTestBankAnswer } from "../payment-events/test-bank";
import { localPaymentProvider } from "../payments/local-provider";
import { postReservationConfirm } from "./reservation-confirm-endpoint";
import { runReservationWork } from "./reservation-worker";

/**
 * Issue 36 item 1, decision 0072: a card whose bank asks the shopper to confirm (3-D Secure; the local
 * test processor's 4000 0027 6000 3184, token `test_3ds`) is not a decline: the reservation waits,
 * pending, keeping the car from others, until the shopper answers their bank; then the car is held
 * (or, if the bank says no or nobody answers within 15 minutes, the car is free and nothing taken).
 */
setUpReservationTests();

const HOST = "reserve.localhost";
const jsonPost = (path: string, body: unknown) =>
  new Request(`http://${HOST}${path}`, {
    method: "POST",
    headers: { host: HOST, origin: `http://${HOST}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const answerBank = (ref: string, answer: "confirm" | "fail", on = site) =>
  postTestBankAnswer(handle.db, on, jsonPost(`/api/payments/test-bank/${ref}`, { answer }), ref);
const confirm = (id: string) =>
  postReservationConfirm(handle.db, site, jsonPost(`/api/reservations/${id}/confirm`, {}), id, settings());

type Pending = { reservation_id: string; status: string; next_action: { type: string; url: string } };

async function reserveWithBank(stocknum: string) {
  const carId = await carIdOf(stocknum);
  const response = await reserve(carId, "test_3ds", {});
  expect(response.status).toBe(202);
  const body = (await response.json()) as Pending;
  const ref = /\/payments\/test-bank\/(lp_\w+)$/.exec(body.next_action.url)?.[1] ?? "";
  return { carId, body, ref };
}

const noticesOf = async (id: string) =>
  (await handle.db.select().from(shopperNotices).where(eq(shopperNotices.subjectId, id))).length;

describe("3-D Secure with the local test processor", () => {
  it("202 pending with the bank's page; the car is kept; confirmed → held, captured, the receipt once", async () => {
    const { carId, body, ref } = await reserveWithBank("RACE");
    expect(body).toMatchObject({ status: "pending", next_action: { type: "redirect" } });
    expect(ref).toMatch(/^lp_[0-9a-f]{24}$/);
    // Nobody else can reserve the car while its shopper answers their bank; it is not yet shown reserved.
    expect((await reserve(carId)).status).toBe(409);
    expect(await carReserved(carId)).toBe(false);

    // The bank's page of another site does not know this payment.
    expect((await answerBank(ref, "confirm", other)).status).toBe(404);
    const answered = await answerBank(ref, "confirm");
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ outcome: "moved to held" });
    expect(await carReserved(carId)).toBe(true);
    // A second answer (the page sent twice) changes nothing.
    expect(await (await answerBank(ref, "confirm")).json()).toMatchObject({
      outcome: "already answered: nothing changed",
    });

    // Back on the reserve page: the deposit is taken and the receipt was queued once (e-mail and text).
    const back = await confirm(body.reservation_id);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ status: "held", reservation_id: body.reservation_id });
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, body.reservation_id));
    expect(row).toMatchObject({
      status: "held",
      cardLast4: null,
      nextAction: null,
      paymentStatus: "authorised",
    });
    expect(row?.capturedAt).not.toBeNull();
    expect(await noticesOf(body.reservation_id)).toBe(2);
    const [payment] = await handle.db.select().from(localPayments).where(eq(localPayments.id, ref));
    expect(payment?.status).toBe("captured");
  });

  it("the bank says no: the reservation is cancelled, the shopper told at the card (402), the car free", async () => {
    const { carId, body, ref } = await reserveWithBank("DECLINE");
    await answerBank(ref, "fail");
    const back = await confirm(body.reservation_id);
    expect(back.status).toBe(402);
    expect(((await back.json()) as { error: string }).error).toMatch(/Your bank did not confirm/);
    expect(await carReserved(carId)).toBe(false);
    expect((await reserve(carId)).status).toBe(201);
  });

  it("nobody answers the bank within 15 minutes: the worker cancels the payment and frees the car", async () => {
    const { carId, body, ref } = await reserveWithBank("EXPIRE");
    const deps = { provider: () => localPaymentProvider(handle.db), now };
    setClock(new Date(TEST_NOW.getTime() + 5 * 60_000));
    await runReservationWork(handle.db, deps);
    expect((await confirm(body.reservation_id)).status).toBe(202);
    setClock(new Date(TEST_NOW.getTime() + 16 * 60_000));
    await runReservationWork(handle.db, deps);
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, body.reservation_id));
    expect(row?.status).toBe("cancelled");
    const [payment] = await handle.db.select().from(localPayments).where(eq(localPayments.id, ref));
    expect(payment?.status).toBe("voided");
    expect((await reserve(carId)).status).toBe(201);
    setClock(new Date(TEST_NOW));
  });

  it("a repeat of the request's Idempotency-Key answers the same 202 with the same bank page", async () => {
    const carId = await carIdOf("CALLOFF");
    const key = { "idempotency-key": "same-key-3ds-123" };
    const { postReservation } = await import("./reservation-endpoint");
    const body = {
      car_id: carId,
      first_name: "Jane",
      last_name: "Citizen",
      email: "jane@example.com",
      phone: "0412 345 678",
      postcode: "2000",
      payment_token: "test_3ds",
      return_path: "/cars/x/checkout",
    };
    const first = await postReservation(handle.db, site, post(body, key), settings());
    const again = await postReservation(handle.db, site, post(body, key), settings());
    expect(first.status).toBe(202);
    expect(again.status).toBe(200);
    const [a, b] = [(await first.json()) as Pending, (await again.json()) as Pending];
    expect(b.next_action).toEqual(a.next_action);
    // The bank sends the shopper back to the page they reserved on, with their reservation.
    const [row] = await handle.db.select().from(reservations).where(eq(reservations.id, a.reservation_id));
    expect(row?.returnUrl).toBe(`http://${HOST}/cars/x/checkout?reservation=${a.reservation_id}`);
  });
});
