import "server-only";
import { and, eq } from "drizzle-orm";
import { PAYMENT_ACTION_MS } from "@/lib/checkout/reservation";
import type { NextAction } from "@/lib/payments/payment-state";
import type { Database } from "../db/client";
import { reservationEvents, reservations } from "../db/schema";
import type { PaymentProvider } from "../payments/payment-provider";
import { holdReservation } from "./hold-reservation";
import { moveReservation, type ReservationRow, recordStep } from "./reservation-store";

/**
 * A pending reservation's one step (decisions 0026 and 0072). With no payment yet: authorise the
 * deposit (held | cancelled as before | waiting on the shopper's bank). With one that waits on the
 * shopper's bank (3-D Secure): look it up, since the shopper may have answered and the processor's
 * event not come yet (held | cancelled | still waiting), and give up once PAYMENT_ACTION_MS has passed
 * (the payment cancelled, the car free). An event may move the row first; every move is from the
 * status seen, so of the two one wins.
 */
export async function advancePending(
  db: Database,
  row: ReservationRow,
  provider: PaymentProvider,
  now: () => Date,
): Promise<ReservationRow | null | "stop"> {
  if (row.paymentRef) return lookUp(db, row, provider, now);
  const result = await provider.authorise({
    amountCents: row.amountCents,
    currency: "aud",
    token: row.paymentToken,
    idempotencyKey: `${row.id}:authorise`,
    description: `Reserve deposit, car ${row.carId}`,
    metadata: { reservation_id: row.id, car_id: String(row.carId) },
    ...(row.returnUrl ? { returnUrl: row.returnUrl } : {}),
  });
  if (result.kind === "authorised")
    return holdReservation(db, row, { ref: result.ref, card: result.card }, now());
  if (result.kind === "requires_action") return awaitShopper(db, row, result.ref, result.action, now());
  // A failed call may still have placed a hold; it is never captured, and lapses at the processor.
  const reason =
    result.kind === "declined" ? `card declined: ${result.reason}` : `processor error: ${result.reason}`;
  return moveReservation(db, row, "cancelled", reason, now(), { lastError: reason });
}

/**
 * The shopper's bank wants them to confirm: the payment's id and what the browser must do are kept
 * on the row, which stays pending (the car kept from others) until PAYMENT_ACTION_MS from now, leased
 * until then so the worker looks only once the time is up.
 */
async function awaitShopper(
  db: Database,
  row: ReservationRow,
  ref: string,
  action: NextAction,
  at: Date,
): Promise<"stop"> {
  const until = new Date(at.getTime() + PAYMENT_ACTION_MS);
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(reservations)
      .set({
        paymentRef: ref,
        nextAction: action,
        expiresAt: until,
        lockedUntil: until,
        lastError: null,
        updatedAt: at,
      })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, "pending")))
      .returning({ id: reservations.id });
    if (!moved) return;
    await tx.insert(reservationEvents).values({
      reservationId: row.id,
      fromStatus: "pending",
      toStatus: "pending",
      reason: "the shopper's bank asked them to confirm (3-D Secure)",
      at,
    });
  });
  return "stop";
}

async function lookUp(
  db: Database,
  row: ReservationRow,
  provider: PaymentProvider,
  now: () => Date,
): Promise<ReservationRow | null | "stop"> {
  const ref = row.paymentRef ?? "";
  const look = await provider.retrieve(ref);
  switch (look.kind) {
    case "authorised":
      return holdReservation(db, row, { ref, card: look.card }, now());
    case "captured":
      return holdReservation(db, row, { ref, captured: true }, now());
    case "failed":
      return moveReservation(db, row, "cancelled", `card declined: ${look.reason}`, now(), {
        lastError: look.reason,
        nextAction: null,
      });
    case "canceled":
      return moveReservation(db, row, "cancelled", "payment cancelled at the processor", now(), {
        releasedAt: now(),
        nextAction: null,
      });
    case "requires_action": {
      if (now().getTime() < row.expiresAt.getTime()) return "stop";
      const cancelled = await provider.cancel(ref, `${row.id}:abandon`);
      return moveReservation(
        db,
        row,
        "cancelled",
        "the shopper's bank check was not finished in time",
        now(),
        {
          nextAction: null,
          ...(cancelled.kind === "released" ? { releasedAt: now() } : {}),
        },
      );
    }
    case "error":
      await recordStep(db, row, { lastError: `look-up: ${look.reason}` }, now(), null);
      return "stop";
  }
}
