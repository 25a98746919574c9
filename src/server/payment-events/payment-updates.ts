import "server-only";
import { type PaymentEffect, type PaymentUpdate, paymentEffect } from "@/lib/payments/payment-state";
import { holdReservation } from "../checkout/hold-reservation";
import { reservationNoticeContext, tellShopper } from "../checkout/reservation-notices";
import { moveReservation, type ReservationRow, recordStep } from "../checkout/reservation-store";
import type { Database } from "../db/client";
import { wakeOutbox } from "../outbox/outbox-signal";

/**
 * A processor's word on a reservation's payment, applied (decision 0072): a Stripe event, or the
 * local test bank's answer. What it does is lib/payments/payment-state's `paymentEffect`; here it is
 * stored: the status moved through the usual transition (the car's flag, the shopper's notice and
 * the history with it), or the payment's confirmed state and any payment step it reports recorded on
 * the row. `source` names the event in the reservation's history. Returns what it did, in words.
 */
export async function applyPaymentUpdate(
  db: Database,
  row: ReservationRow,
  update: PaymentUpdate,
  at: Date,
  source: string,
): Promise<string> {
  const effect = paymentEffect(row, update);
  if (effect.kind === "ignore") return `ignored: ${effect.reason}`;
  const set = paymentSet(effect, at, row);
  const reason = `${effect.reason} (${source})`;
  if (effect.kind === "record") {
    await recordStep(db, row, set, at, reason);
    return `recorded: ${effect.reason}`;
  }
  if (effect.to === "held") {
    const held = await holdReservation(
      db,
      row,
      {
        ref: row.paymentRef ?? "",
        captured: effect.marks?.captured === true,
        confirmed: { payment: effect.payment, at },
        reason,
      },
      at,
    );
    return held ? "moved to held" : "ignored: the reservation moved meanwhile";
  }
  const context = await reservationNoticeContext(db, row, at);
  // The transition's guard reads the row: a deposit the event says was taken counts as taken.
  const facts = { ...row, capturedAt: set.capturedAt ?? row.capturedAt };
  const told = effect.to === "refunded" ? "refunded" : row.status === "held" ? "cancelled" : null;
  const moved = await moveReservation(
    db,
    facts,
    effect.to,
    reason,
    at,
    { ...set, nextAction: null },
    (tx, next) => (told ? tellShopper(tx, next, told, context, { now: at }) : Promise.resolve()),
  );
  if (moved && told) wakeOutbox();
  return moved ? `moved to ${effect.to}` : "ignored: the reservation moved meanwhile";
}

/** The row's payment fields an effect sets: the confirmed state, and the steps it reports. */
function paymentSet(effect: Exclude<PaymentEffect, { kind: "ignore" }>, at: Date, row: ReservationRow) {
  const marks = effect.marks ?? {};
  return {
    paymentStatus: effect.payment,
    paymentStatusAt: at,
    ...(marks.captured && !row.capturedAt ? { capturedAt: at } : {}),
    ...(marks.released && !row.releasedAt ? { releasedAt: at } : {}),
    ...(marks.refunded && !row.refundedAt ? { refundedAt: at } : {}),
    ...(marks.dispute ? { disputeStatus: marks.dispute } : {}),
    ...(effect.payment !== "requires_action" ? { nextAction: null } : {}),
  };
}
