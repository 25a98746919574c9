import "server-only";
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { LeadDelivery } from "@/lib/leads/lead-delivery";
import { type DeliveryOutcome, MAX_DELIVERY_ATTEMPTS, nextDeliveryState } from "@/lib/leads/retry";
import type { Database } from "../../db/client";
import { leadDeliveries, leads } from "../../db/schema";

/** One due delivery, claimed by this worker until `lockedUntil`, with the lead's snapshot. */
export type ClaimedDelivery = {
  id: number;
  leadId: string;
  siteId: number;
  channel: "email" | "adf" | "webhook";
  target: string;
  /** Including this one. */
  attempts: number;
  lead: LeadDelivery;
};

/**
 * How long a claim holds unless its worker renews it. Short, so a killed worker's deliveries go out
 * from another server within about 20 s (the lease plus a worker tick); a live worker renews its
 * in-flight claims every `CLAIM_RENEW_MS` (`renewClaims`), however long a send takes (SMTP may take 60 s).
 */
export const CLAIM_MS = 15_000;
/** Three renewals per lease: one late or failed renewal still leaves the claim held. */
export const CLAIM_RENEW_MS = 5_000;

const CRASHED_EVERY_ATTEMPT = `no outcome after ${MAX_DELIVERY_ATTEMPTS} attempts: the sender stopped during each one`;

/**
 * Claims up to `limit` due deliveries and counts the attempt before sending, so a worker killed
 * mid-send has still used one attempt and a delivery that crashes the process cannot loop forever.
 * `FOR UPDATE SKIP LOCKED` lets several workers (PostgreSQL) share the outbox without sending a row
 * twice; the claim's expiry hands a dead worker's rows to the next. A claim is this attempt's: the
 * row's `attempts` as claimed names it (`renewClaims`, `recordDeliveryOutcome`).
 */
export async function claimDueDeliveries(db: Database, now: Date, limit = 10): Promise<ClaimedDelivery[]> {
  return db.transaction(async (tx) => {
    // A row whose claims have used every attempt without an outcome crashed or hung the worker each
    // time it was sent: it is dead, not claimed again (the operator's retry gives it a fresh budget).
    await tx
      .update(leadDeliveries)
      .set({
        status: "dead",
        lockedUntil: null,
        lastError: sql`coalesce(${leadDeliveries.lastError} || '; ', '') || ${CRASHED_EVERY_ATTEMPT}`,
      })
      .where(
        and(
          eq(leadDeliveries.status, "pending"),
          gte(leadDeliveries.attempts, MAX_DELIVERY_ATTEMPTS),
          or(isNull(leadDeliveries.lockedUntil), lte(leadDeliveries.lockedUntil, now)),
        ),
      );
    const due = await tx
      .select({ id: leadDeliveries.id })
      .from(leadDeliveries)
      .where(
        and(
          eq(leadDeliveries.status, "pending"),
          lte(leadDeliveries.nextAttemptAt, now),
          or(isNull(leadDeliveries.lockedUntil), lte(leadDeliveries.lockedUntil, now)),
        ),
      )
      .orderBy(asc(leadDeliveries.nextAttemptAt), asc(leadDeliveries.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(leadDeliveries)
      .set({
        attempts: sql`${leadDeliveries.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + CLAIM_MS),
      })
      .where(
        inArray(
          leadDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: leadDeliveries.id,
        leadId: leadDeliveries.leadId,
        channel: leadDeliveries.channel,
        target: leadDeliveries.target,
        attempts: leadDeliveries.attempts,
      });
    const snapshots = await tx
      .select({ id: leads.id, siteId: leads.siteId, delivery: leads.delivery })
      .from(leads)
      .where(
        inArray(
          leads.id,
          claimed.map((row) => row.leadId),
        ),
      );
    const byId = new Map(snapshots.map((row) => [row.id, row]));
    return claimed
      .sort((a, b) => a.id - b.id)
      .flatMap((row): ClaimedDelivery[] => {
        const lead = byId.get(row.leadId);
        // Every lead the outbox knows was stored with its snapshot (createLead writes both at once).
        return lead?.delivery ? [{ ...row, siteId: lead.siteId, lead: lead.delivery }] : [];
      });
  });
}

/**
 * Records one attempt's outcome: delivered, due again after the backoff, or dead with its reason.
 * Only while the claim is still this attempt's: had it lapsed and another worker claimed the row
 * again (attempts moved on), that worker's outcome is the one that counts.
 */
export async function recordDeliveryOutcome(
  db: Database,
  delivery: Pick<ClaimedDelivery, "id" | "attempts">,
  outcome: DeliveryOutcome,
  now: Date,
  maxAttempts = MAX_DELIVERY_ATTEMPTS,
): Promise<void> {
  const next = nextDeliveryState(outcome, delivery.attempts, now, maxAttempts);
  const update =
    next.status === "delivered"
      ? { status: next.status, deliveredAt: now, lastError: null }
      : next.status === "pending"
        ? { status: next.status, nextAttemptAt: next.retryAt, lastError: next.lastError }
        : { status: next.status, lastError: next.lastError };
  await db
    .update(leadDeliveries)
    .set({ ...update, lockedUntil: null })
    .where(and(eq(leadDeliveries.id, delivery.id), eq(leadDeliveries.attempts, delivery.attempts)));
}

/**
 * Extends this worker's claims on deliveries it is still sending to `now + CLAIM_MS`: the heartbeat
 * that keeps a long send's row from being claimed by another worker, while a dead worker's claims,
 * renewed by no one, lapse within the lease. A claim already recorded, or lapsed and taken by another
 * worker, is left alone. Returns how many were renewed.
 */
export async function renewClaims(
  db: Database,
  claims: Pick<ClaimedDelivery, "id" | "attempts">[],
  now: Date,
): Promise<number> {
  if (claims.length === 0) return 0;
  const renewed = await db
    .update(leadDeliveries)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(
      and(
        eq(leadDeliveries.status, "pending"),
        isNotNull(leadDeliveries.lockedUntil),
        or(
          ...claims.map((claim) =>
            and(eq(leadDeliveries.id, claim.id), eq(leadDeliveries.attempts, claim.attempts)),
          ),
        ),
      ),
    )
    .returning({ id: leadDeliveries.id });
  return renewed.length;
}

/** An operator's retry of dead deliveries (all of a site's, or one lead's): due now, attempts reset. */
export async function retryDeadDeliveries(
  db: Database,
  where: { siteId: number; leadId?: string },
  now: Date,
): Promise<number> {
  const leadIds = db
    .select({ id: leads.id })
    .from(leads)
    .where(
      where.leadId
        ? and(eq(leads.siteId, where.siteId), eq(leads.id, where.leadId))
        : eq(leads.siteId, where.siteId),
    );
  const revived = await db
    .update(leadDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(and(eq(leadDeliveries.status, "dead"), inArray(leadDeliveries.leadId, leadIds)))
    .returning({ id: leadDeliveries.id });
  return revived.length;
}

/**
 * Frees every claim at once: only for a database this process holds alone (embedded PGlite takes the
 * data directory's lock), where any claim left is a previous, dead process's. A delivery a crash
 * interrupted then goes out at boot instead of when its claim lapses. On PostgreSQL, shared by several
 * servers, the short lease does this job instead. Returns how many were freed.
 */
export async function releaseStaleClaims(db: Database, now: Date): Promise<number> {
  const freed = await db
    .update(leadDeliveries)
    .set({ lockedUntil: null })
    .where(and(eq(leadDeliveries.status, "pending"), gte(leadDeliveries.lockedUntil, now)))
    .returning({ id: leadDeliveries.id });
  return freed.length;
}
