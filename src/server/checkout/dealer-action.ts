import "server-only";
import type { ReservationStatus } from "@/lib/checkout/reservation";
import type { Database } from "../db/client";
import { type AdvanceDeps, advanceReservation } from "./advance-reservation";
import { findReservation, moveReservation } from "./reservation-store";

/** What a dealer does with a reservation: the sale went ahead, or it is off (the deposit goes back). */
export type DealerAction = "complete" | "cancel";

export type DealerActionResult =
  | { kind: "done"; status: ReservationStatus }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string };

/**
 * The dealer settles a held reservation (issue 18; decision 0026 "held → completed | cancelled"):
 * - complete: the shopper bought the car; the deposit counts toward the price and is kept, and the car
 *   stays reserved until the feed marks it sold. Only a held reservation whose deposit was captured.
 * - cancel: the sale is off; the reservation is cancelled, the car is free again, and the captured
 *   deposit is refunded at once (or by the worker if the processor is down: the row says so).
 * Anything else (already completed, expired, refunded, still pending) is refused with the reason.
 */
export async function settleReservation(
  db: Database,
  id: string,
  action: DealerAction,
  deps: AdvanceDeps,
): Promise<DealerActionResult> {
  const now = deps.now ?? (() => new Date());
  const row = await findReservation(db, id);
  if (!row) return { kind: "not-found" };
  if (row.status !== "held") return { kind: "refused", reason: `The reservation is ${row.status}.` };
  if (action === "complete") {
    if (!row.capturedAt) return { kind: "refused", reason: "The deposit has not been taken yet." };
    const moved = await moveReservation(db, row, "completed", "the dealer completed the sale", now());
    return moved
      ? { kind: "done", status: moved.status }
      : { kind: "refused", reason: "It changed meanwhile." };
  }
  const moved = await moveReservation(db, row, "cancelled", "cancelled by the dealer", now());
  if (!moved) return { kind: "refused", reason: "It changed meanwhile." };
  const settled = await advanceReservation(db, id, deps);
  return { kind: "done", status: settled?.status ?? moved.status };
}
