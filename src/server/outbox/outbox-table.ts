import "server-only";
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { type DeliveryOutcome, MAX_DELIVERY_ATTEMPTS, nextDeliveryState } from "@/lib/leads/retry";
import type { Database, Executor } from "../db/client";

/**
 * The outbox's claim-send-record cycle over any table with the outbox columns
 * (server/db/schema/outbox.ts): the lead deliveries and the alert digests share this code, so both
 * get the same guarantees (ARCHITECTURE "Nothing is lost", decisions 0010, 0020, 0038):
 * - a row is claimed with `FOR UPDATE SKIP LOCKED` and a short lease, so several workers (servers on
 *   one PostgreSQL) never send one row at once, and a dead worker's rows lapse to the next;
 * - the attempt is counted before the send, so a row that crashes the sender cannot loop forever;
 * - the outcome is recorded only while the claim is still this attempt's;
 * - retries follow lib/leads/retry's backoff (30 s doubling to an hour, 16 attempts).
 */
export type OutboxTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
  lastError: PgColumn;
  deliveredAt: PgColumn;
};

/** A claimed row: its id and which attempt this claim is (including this one). */
export type OutboxClaim = { id: number; attempts: number };

/**
 * How long a claim holds unless its worker renews it. Short, so a killed worker's rows go out from
 * another server within about 20 s (the lease plus a worker tick); a live worker renews its in-flight
 * claims every `CLAIM_RENEW_MS` (`renewOutboxClaims`), however long a send takes (SMTP may take 60 s).
 */
export const CLAIM_MS = 15_000;
/** Three renewals per lease: one late or failed renewal still leaves the claim held. */
export const CLAIM_RENEW_MS = 5_000;

const CRASHED_EVERY_ATTEMPT = `no outcome after ${MAX_DELIVERY_ATTEMPTS} attempts: the sender stopped during each one`;

const free = (table: OutboxTable, now: Date) => or(isNull(table.lockedUntil), lte(table.lockedUntil, now));

/**
 * Claims up to `limit` due rows of `table` (pending, due, not held) and counts the attempt, in one
 * transaction; `read` then loads what the sender needs for them, in the same transaction, so a claim
 * and what it sends are one snapshot. Rows are returned in id order.
 */
export async function claimOutboxRows<T>(
  db: Database,
  table: OutboxTable,
  now: Date,
  limit: number,
  read: (tx: Executor, claims: OutboxClaim[]) => Promise<T[]>,
): Promise<T[]> {
  return db.transaction(async (tx) => {
    // A row whose claims have used every attempt without an outcome crashed or hung the worker each
    // time it was sent: it is dead, not claimed again (the operator's retry gives it a fresh budget).
    await tx
      .update(table)
      .set({
        status: "dead",
        lockedUntil: null,
        lastError: sql`coalesce(${table.lastError} || '; ', '') || ${CRASHED_EVERY_ATTEMPT}`,
      })
      .where(and(eq(table.status, "pending"), gte(table.attempts, MAX_DELIVERY_ATTEMPTS), free(table, now)));
    const due = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.status, "pending"), lte(table.nextAttemptAt, now), free(table, now)))
      .orderBy(asc(table.nextAttemptAt), asc(table.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(table)
      .set({ attempts: sql`${table.attempts} + 1`, lockedUntil: new Date(now.getTime() + CLAIM_MS) })
      .where(
        inArray(
          table.id,
          due.map((row) => row.id),
        ),
      )
      .returning({ id: table.id, attempts: table.attempts });
    const claims = claimed
      .map((row): OutboxClaim => ({ id: Number(row.id), attempts: Number(row.attempts) }))
      .sort((a, b) => a.id - b.id);
    return read(tx, claims);
  });
}

/**
 * Records one attempt's outcome: delivered, due again after the backoff, or dead with its reason.
 * Only while the claim is still this attempt's: had it lapsed and another worker claimed the row
 * again (attempts moved on), that worker's outcome is the one that counts.
 */
export async function recordOutboxOutcome(
  db: Database,
  table: OutboxTable,
  claim: OutboxClaim,
  outcome: DeliveryOutcome,
  now: Date,
  maxAttempts = MAX_DELIVERY_ATTEMPTS,
): Promise<void> {
  const next = nextDeliveryState(outcome, claim.attempts, now, maxAttempts);
  const update =
    next.status === "delivered"
      ? { status: next.status, deliveredAt: now, lastError: null }
      : next.status === "pending"
        ? { status: next.status, nextAttemptAt: next.retryAt, lastError: next.lastError }
        : { status: next.status, lastError: next.lastError };
  await db
    .update(table)
    .set({ ...update, lockedUntil: null })
    .where(and(eq(table.id, claim.id), eq(table.attempts, claim.attempts)));
}

/**
 * Extends this worker's claims on rows it is still sending to `now + CLAIM_MS`: the heartbeat that
 * keeps a long send's row from being claimed by another worker, while a dead worker's claims, renewed
 * by no one, lapse within the lease. A claim already recorded, or lapsed and taken by another worker,
 * is left alone. Returns how many were renewed.
 */
export async function renewOutboxClaims(
  db: Database,
  table: OutboxTable,
  claims: readonly OutboxClaim[],
  now: Date,
): Promise<number> {
  if (claims.length === 0) return 0;
  const renewed = await db
    .update(table)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(table.status, "pending"),
        isNotNull(table.lockedUntil),
        or(...claims.map((claim) => and(eq(table.id, claim.id), eq(table.attempts, claim.attempts)))),
      ),
    )
    .returning({ id: table.id });
  return renewed.length;
}

/**
 * Frees every claim at once: only for a database this process holds alone (embedded PGlite takes the
 * data directory's lock), where any claim left is a previous, dead process's. A row a crash
 * interrupted then goes out at boot instead of when its claim lapses. On PostgreSQL, shared by several
 * servers, the short lease does this job instead. Returns how many were freed.
 */
export async function releaseStaleOutboxClaims(db: Database, table: OutboxTable, now: Date): Promise<number> {
  const freed = await db
    .update(table)
    .set({ lockedUntil: null })
    .where(and(eq(table.status, "pending"), gte(table.lockedUntil, now)))
    .returning({ id: table.id });
  return freed.length;
}

/** Dead rows matching `where` made due again now, with a fresh attempt budget (an operator's retry). */
export async function reviveDeadOutboxRows(
  db: Executor,
  table: OutboxTable,
  where: SQL | undefined,
  now: Date,
): Promise<number> {
  const revived = await db
    .update(table)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(table.status, "dead"), where))
    .returning({ id: table.id });
  return revived.length;
}
