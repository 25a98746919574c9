import "server-only";
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Env } from "@/env";
import { HOLD_REMINDER_MS } from "@/lib/checkout/reservation";
import type { Database } from "../db/client";
import { reservations } from "../db/schema";
import { logger } from "../observability/log";
import { paymentProviderNamed } from "../payments/payment-providers";
import { processSingleton } from "../process-singleton";
import { type AdvanceDeps, advanceReservation } from "./advance-reservation";
import { purgeStaleJourneys } from "./purchase-journeys";
import { RESERVATION_LEASE_MS } from "./reservation-store";

const log = logger("reservations");

const BATCH = 10;

/**
 * Claims reservations with work left, leasing each to this worker for RESERVATION_LEASE_MS
 * (`FOR UPDATE SKIP LOCKED`, like the lead outbox, so several servers on one PostgreSQL share the work
 * and a dead worker's rows lapse to the next): a pending row whose request stopped answering, a hold
 * whose deposit is not yet captured or whose lead is not yet filed, a hold within a day of its end whose
 * shopper is not yet reminded of it (lib/checkout/reservation `isReminderDue`), a hold past its 48 hours, and a
 * cancelled or expired reservation whose deposit is not yet paid back or whose card hold is not yet
 * released. A row is tried at most once per lease, so one that keeps failing (a processor outage) is
 * retried every minute, not in a loop.
 */
export async function claimReservationWork(db: Database, now: Date, limit = BATCH): Promise<string[]> {
  const free = or(isNull(reservations.lockedUntil), lte(reservations.lockedUntil, now));
  const due = or(
    eq(reservations.status, "pending"),
    and(
      eq(reservations.status, "held"),
      or(isNull(reservations.capturedAt), isNull(reservations.leadId), lte(reservations.expiresAt, now)),
    ),
    and(
      eq(reservations.status, "held"),
      lte(reservations.expiresAt, new Date(now.getTime() + HOLD_REMINDER_MS)),
      gt(reservations.expiresAt, now),
      sql`${reservations.expiresAt} - ${reservations.heldAt} > ${HOLD_REMINDER_MS} * interval '1 millisecond'`,
      or(isNull(reservations.remindedFor), ne(reservations.remindedFor, reservations.expiresAt)),
    ),
    and(
      inArray(reservations.status, ["cancelled", "expired"]),
      or(
        and(isNotNull(reservations.capturedAt), isNull(reservations.refundedAt)),
        and(
          isNotNull(reservations.paymentRef),
          isNull(reservations.capturedAt),
          isNull(reservations.releasedAt),
        ),
      ),
    ),
  );
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(inArray(reservations.status, ["pending", "held", "cancelled", "expired"]), free, due))
      .orderBy(asc(reservations.updatedAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    await tx
      .update(reservations)
      .set({
        lockedUntil: new Date(now.getTime() + RESERVATION_LEASE_MS),
        attempts: sql`${reservations.attempts} + 1`,
      })
      .where(inArray(reservations.id, ids));
    return ids;
  });
}

/**
 * One pass: claim and advance every reservation with work left (expiring holds past 48 hours and
 * refunding their deposits among them). A claim is left to lapse rather than released, so a row that
 * could not finish waits out the lease before its next try. Returns how many were advanced.
 */
export async function runReservationWork(db: Database, deps: AdvanceDeps): Promise<number> {
  const now = deps.now ?? (() => new Date());
  let done = 0;
  for (;;) {
    const ids = await claimReservationWork(db, now());
    for (const id of ids) {
      await advanceReservation(db, id, deps).catch((error: unknown) =>
        log.error(`${id}: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
    done += ids.length;
    if (ids.length < BATCH) return done;
  }
}

export type ReservationWorker = { kick(): void; stop(): Promise<void> };

/** How often the worker also deletes stale purchase journeys (a cheap delete; a day's slack is fine). */
const JOURNEY_PURGE_EVERY_MS = 3_600_000;

/** Another area's retention delete the worker runs on the same hourly schedule (the boot hands them in). */
export type RetentionSweep = (now: Date) => Promise<void>;

/**
 * The background loop, one pass at a time, every `intervalMs` and when kicked; about hourly it also
 * deletes open purchase journeys past their retention (decision 0028), then runs `sweeps` (the
 * boot's: unfinished trade-in valuations, issue 20).
 */
export function startReservationWorker(
  db: Database,
  deps: AdvanceDeps,
  intervalMs = 30_000,
  sweeps: readonly RetentionSweep[] = [],
): ReservationWorker {
  const now = deps.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  let stopped = false;
  let purgedAt = Number.NEGATIVE_INFINITY;
  const purge = async () => {
    if (now().getTime() - purgedAt < JOURNEY_PURGE_EVERY_MS) return;
    purgedAt = now().getTime();
    const gone = await purgeStaleJourneys(db, now());
    if (gone) log.info(`deleted ${gone} purchase journeys never submitted`);
    for (const sweep of sweeps) await sweep(now());
  };
  const run = (): void => {
    if (stopped || running) return;
    running = runReservationWork(db, deps)
      .then(purge)
      .catch((error: unknown) =>
        log.error(`worker pass failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

const worker = processSingleton<ReservationWorker>("reservation-worker");

/** Started at boot beside the lead delivery worker. */
export function startReservationWorkerOnce(
  db: Database,
  env: Env,
  sweeps: readonly RetentionSweep[] = [],
): ReservationWorker {
  return worker.get(() =>
    startReservationWorker(
      db,
      { provider: (name, account) => paymentProviderNamed(name, db, env, account) },
      undefined,
      sweeps,
    ),
  );
}

export async function stopReservationWorker(): Promise<void> {
  await worker.clear()?.stop();
}
