import "server-only";
import { and, eq } from "drizzle-orm";
import { extendedHold, type ReservationStatus } from "@/lib/checkout/reservation";
import { holdEndInHours } from "@/lib/scheduling/hold-end";
import type { Database } from "../db/client";
import { reservationEvents, reservations } from "../db/schema";
import { wakeOutbox } from "../outbox/outbox-signal";
import type { AuditActor } from "../staff/audit";
import { type AdvanceDeps, advanceReservation } from "./advance-reservation";
import { recordDealerChange, reservationNoticeContext } from "./reservation-notices";
import { findReservation, moveReservation } from "./reservation-store";

/** What a dealer does with a reservation: the sale went ahead, or it is off (the deposit goes back). */
export type DealerAction = "complete" | "cancel";

/** Who does it: every dealer's change is audit-logged (issue 31 §3), from the console, API or CLI. */
export type DealerActionDeps = AdvanceDeps & { actor: AuditActor };

export type DealerActionResult =
  | { kind: "done"; status: ReservationStatus; expiresAt: Date }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string };

/**
 * The dealer settles a held reservation (issue 18; decision 0026 "held → completed | cancelled"):
 * - complete: the shopper bought the car; the deposit counts toward the price and is kept, and the car
 *   stays reserved until the feed marks it sold. Only a held reservation whose deposit was captured.
 * - cancel: the sale is off; the reservation is cancelled, the car is free again, and the captured
 *   deposit is refunded at once (or by the worker if the processor is down: the row says so).
 * Anything else (already completed, expired, refunded, still pending) is refused with the reason, so a
 * retry is never done twice. The change, its audit entry and the shopper's notice (issue 31 §5: "a
 * cancelled reservation tells nobody" no more) are one transaction, whoever made it.
 */
export async function settleReservation(
  db: Database,
  id: string,
  action: DealerAction,
  deps: DealerActionDeps,
): Promise<DealerActionResult> {
  const now = deps.now ?? (() => new Date());
  const row = await findReservation(db, id);
  if (!row) return { kind: "not-found" };
  if (row.status !== "held") return { kind: "refused", reason: `The reservation is ${row.status}.` };
  if (action === "complete" && !row.capturedAt)
    return { kind: "refused", reason: "The deposit has not been taken yet." };
  const context = await reservationNoticeContext(db, row);
  const to = action === "complete" ? "completed" : "cancelled";
  const reason = action === "complete" ? "the dealer completed the sale" : "cancelled by the dealer";
  const moved = await moveReservation(db, row, to, reason, now(), {}, (tx, after) =>
    recordDealerChange(
      tx,
      row,
      {
        actor: deps.actor,
        action,
        kind: action === "complete" ? "completed" : "cancelled",
        before: { status: row.status },
        after: {
          status: after.status,
          ...(action === "cancel" ? { deposit: row.capturedAt ? "refund" : "release the card hold" } : {}),
        },
        event: to,
      },
      context,
      row.expiresAt,
    ),
  );
  if (!moved) return { kind: "refused", reason: "It changed meanwhile." };
  wakeOutbox();
  if (action === "complete") return { kind: "done", status: moved.status, expiresAt: moved.expiresAt };
  const settled = await advanceReservation(db, id, deps);
  return { kind: "done", status: settled?.status ?? moved.status, expiresAt: moved.expiresAt };
}

/**
 * The dealer extends a running hold by `days` (issue 31 §5; the limits are lib/checkout's
 * `extendedHold`), only from the end the sender saw: a retry, or a colleague's extension first, finds
 * the end moved and is refused rather than added twice. Recorded as a step of the reservation, in
 * the audit log, and told to the shopper, in one transaction.
 */
export async function extendReservationHold(
  db: Database,
  id: string,
  input: { days: number; seenExpiresAt: Date },
  deps: { actor: AuditActor; now?: () => Date },
): Promise<DealerActionResult> {
  const at = (deps.now ?? (() => new Date()))();
  const row = await findReservation(db, id);
  if (!row) return { kind: "not-found" };
  if (row.status === "held" && row.expiresAt.getTime() !== input.seenExpiresAt.getTime())
    return { kind: "refused", reason: "The hold was changed meanwhile: reload to see its end now." };
  const extended = extendedHold(row, input.days, at);
  if (!extended.ok) return { kind: "refused", reason: extended.reason };
  const context = await reservationNoticeContext(db, row, at);
  // An extended hold, too, ends while the yard is open (issue 34 item 2, decision 0063).
  const extension = { expiresAt: holdEndInHours(extended.expiresAt, context.holdYard).at };
  const days = `${input.days} ${input.days === 1 ? "day" : "days"}`;
  const done = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(reservations)
      .set({ expiresAt: extension.expiresAt, updatedAt: at })
      .where(
        and(
          eq(reservations.id, id),
          eq(reservations.status, "held"),
          eq(reservations.expiresAt, row.expiresAt),
        ),
      )
      .returning();
    if (!moved) return null;
    await tx.insert(reservationEvents).values({
      reservationId: id,
      fromStatus: "held",
      toStatus: "held",
      reason: `the dealer extended the hold by ${days}, to ${extension.expiresAt.toISOString()}`,
      at,
    });
    await recordDealerChange(
      tx,
      row,
      {
        actor: deps.actor,
        action: "extend",
        kind: "extended",
        before: { expires_at: row.expiresAt.toISOString() },
        after: { expires_at: extension.expiresAt.toISOString(), extended_by: days },
        event: `extended:${extension.expiresAt.toISOString()}`,
      },
      context,
      extension.expiresAt,
    );
    return moved;
  });
  if (!done) return { kind: "refused", reason: "The hold was changed meanwhile: reload to see its end now." };
  wakeOutbox();
  return { kind: "done", status: done.status, expiresAt: done.expiresAt };
}
