import "server-only";
import { holdExpiresAt } from "@/lib/checkout/reservation";
import type { PaymentState } from "@/lib/payments/payment-state";
import { holdEndInHours } from "@/lib/scheduling/hold-end";
import type { Database } from "../db/client";
import { wakeOutbox } from "../outbox/outbox-signal";
import type { CardDescription } from "../payments/payment-provider";
import { reservationNoticeContext, tellShopper } from "./reservation-notices";
import { moveReservation, type ReservationRow } from "./reservation-store";

export type HoldFacts = {
  /** The processor's payment id (known already when the shopper's bank asked them to confirm). */
  ref: string;
  card?: CardDescription | undefined;
  /** The deposit was already taken (a processor's event said so before we captured). */
  captured?: boolean;
  /** The processor's signed word, when an event holds it (decision 0072); absent for our own call. */
  confirmed?: { payment: PaymentState; at: Date };
  reason?: string;
};

/**
 * pending → held: the deposit is authorised, so the car is held for the shopper until 48 hours on (or
 * the yard's next opening, issue 34 item 2), with the shopper's receipt queued in the same
 * transaction (issue 34 item 1). From the request's own call, the worker's look, or a processor's
 * event alike; of two at once, one moves it and the other gets null.
 */
export async function holdReservation(
  db: Database,
  row: ReservationRow,
  facts: HoldFacts,
  at: Date,
): Promise<ReservationRow | null> {
  const context = await reservationNoticeContext(db, row, at);
  const end = holdEndInHours(holdExpiresAt(at), context.holdYard);
  const held = await moveReservation(
    db,
    row,
    "held",
    facts.reason ?? "deposit authorised",
    at,
    {
      paymentRef: facts.ref,
      heldAt: at,
      expiresAt: end.at,
      cardBrand: facts.card?.brand ?? row.cardBrand,
      cardLast4: facts.card?.last4 ?? row.cardLast4,
      nextAction: null,
      lastError: null,
      ...(facts.captured ? { capturedAt: at } : {}),
      // From an event: the worker may take it at once (the capture and the dealer's lead come next);
      // the request's own call keeps its lease and goes on itself.
      ...(facts.confirmed
        ? { paymentStatus: facts.confirmed.payment, paymentStatusAt: facts.confirmed.at, lockedUntil: null }
        : {}),
    },
    (tx, moved) => tellShopper(tx, moved, "receipt", context, { now: at, holdMoved: end.moved }),
  );
  if (held) wakeOutbox();
  return held;
}
