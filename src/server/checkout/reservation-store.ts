import "server-only";
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { type ReservationStatus, transition } from "@/lib/checkout/reservation";
import type { Database, Executor } from "../db/client";
import { cars, dealerships, reservationEvents, reservations } from "../db/schema";

export type ReservationRow = typeof reservations.$inferSelect;

/** How long a process may work on a reservation before another may take it over (a lease). */
export const RESERVATION_LEASE_MS = 60_000;

export async function findReservation(db: Executor, id: string): Promise<ReservationRow | null> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  return row ?? null;
}

/** A payment step recorded on the row without a status change (captured, released, an error). */
export async function recordStep(
  db: Database,
  row: ReservationRow,
  set: Partial<Omit<ReservationRow, "id" | "status">>,
  now: Date,
  note: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(reservations)
      .set({ ...set, updatedAt: now })
      .where(eq(reservations.id, row.id));
    if (note) {
      await tx.insert(reservationEvents).values({
        reservationId: row.id,
        fromStatus: row.status,
        toStatus: row.status,
        reason: note,
        at: now,
      });
    }
  });
}

/**
 * One transition of the state machine (lib/checkout/reservation), stored with its event, in one
 * transaction, and only from the status the caller saw: of two processes moving one row, one wins and
 * the other gets null and re-reads. Holding sets `cars.reserved`; leaving a hold clears it; both bump
 * the dealership's stock version in the same transaction, so every server's search index, the
 * listing and the car page show the car 'Reserved' (or not) together (decision 0026). `alsoInTx` adds
 * to the same transaction (a dealer's change: its audit entry and the shopper's notice).
 */
export async function moveReservation(
  db: Database,
  row: ReservationRow,
  to: ReservationStatus,
  reason: string,
  now: Date,
  set: Partial<ReservationRow> = {},
  /** More of the same change, in its transaction: the audit entry and the shopper's notice. */
  alsoInTx?: (tx: Executor, moved: ReservationRow) => Promise<void>,
): Promise<ReservationRow | null> {
  const step = transition(row, to, now, reason);
  if (!step.ok) throw new Error(`reservation ${row.id}: ${step.reason}`);
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(reservations)
      .set({ ...set, status: to, updatedAt: now })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, row.status)))
      .returning();
    if (!moved) return null;
    await tx
      .insert(reservationEvents)
      .values({ reservationId: row.id, fromStatus: row.status, toStatus: to, reason, at: now });
    // A completed sale keeps the car reserved until the feed says it is sold (decision 0026).
    const wasHolding = row.status === "held" || row.status === "completed";
    const holding = to === "held" || to === "completed";
    if (wasHolding !== holding) await setCarReserved(tx, row.carId, holding, now);
    await alsoInTx?.(tx, moved);
    return moved;
  });
}

/**
 * Marks a held reservation's shopper reminded that its hold ends soon (issue 34 "expiring soon"), with
 * the event and the notice (`alsoInTx`) in one transaction, and only while it is still held with the
 * end the caller saw and not yet reminded of it: of two workers, one reminds. Null when it was not.
 */
export async function remindHoldEnding(
  db: Database,
  row: ReservationRow,
  now: Date,
  alsoInTx: (tx: Executor, moved: ReservationRow) => Promise<void>,
): Promise<ReservationRow | null> {
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(reservations)
      .set({ remindedFor: row.expiresAt, updatedAt: now })
      .where(
        and(
          eq(reservations.id, row.id),
          eq(reservations.status, "held"),
          eq(reservations.expiresAt, row.expiresAt),
          or(isNull(reservations.remindedFor), ne(reservations.remindedFor, row.expiresAt)),
        ),
      )
      .returning();
    if (!moved) return null;
    await tx.insert(reservationEvents).values({
      reservationId: row.id,
      fromStatus: "held",
      toStatus: "held",
      reason: "shopper reminded the hold ends soon",
      at: now,
    });
    await alsoInTx(tx, moved);
    return moved;
  });
}

async function setCarReserved(tx: Executor, carId: number, reserved: boolean, now: Date): Promise<void> {
  const [car] = await tx
    .update(cars)
    .set({ reserved, updatedAt: now })
    .where(eq(cars.id, carId))
    .returning({ dealershipId: cars.dealershipId });
  if (!car) return;
  // The change is in the car row alone: a server's index reloads just this car (decision 0086).
  await tx
    .update(dealerships)
    .set({
      stockVersion: sql`${dealerships.stockVersion} + 1`,
      carsVersion: sql`${dealerships.carsVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(dealerships.id, car.dealershipId));
}
