import "server-only";
import { and, inArray, lt, ne } from "drizzle-orm";
import { type BackgroundLoop, startBackgroundLoop } from "../background-loop";
import type { Database } from "../db/client";
import { alertDigests, alertEvents } from "../db/schema";
import { logger } from "../observability/log";
import { processSingleton } from "../process-singleton";
import { type ComposeDeps, composeDueDigests } from "./compose-digests";

const log = logger("alerts");

/**
 * The digest schedule's loop (issue 21 §6, README "Saved searches and alerts"): every minute, and
 * whenever an import has just recorded alert events, it makes the digests now due (each site's digest
 * hour on its own clock, once a day per shopper) and hands them to the outbox. Every server may run
 * it: the database's one-a-day key decides, so a digest is made once however many run.
 */
export type DigestJob = BackgroundLoop;

/** How long a sent digest, and the events it told, are kept: long enough to answer "what did you send me?". */
export const DIGEST_RETENTION_DAYS = 90;
const PURGE_EVERY_MS = 3_600_000;

export function startDigestJob(
  deps: ComposeDeps & { now?: () => Date; digestsMade(): void },
  intervalMs = 60_000,
): DigestJob {
  const now = deps.now ?? (() => new Date());
  let purgedAt = Number.NEGATIVE_INFINITY;
  return startBackgroundLoop(async () => {
    try {
      const made = await composeDueDigests(deps, now());
      if (made.digests) deps.digestsMade();
      if (now().getTime() - purgedAt >= PURGE_EVERY_MS) {
        purgedAt = now().getTime();
        await purgeOldDigests(deps.db, now());
      }
    } catch (error) {
      log.error("the digest pass failed", { err: error });
    }
  }, intervalMs);
}

/**
 * Deletes digests older than the retention that are no longer waiting to be sent, with their events
 * first (deleting a digest would otherwise hand its events back to the next digest).
 */
export async function purgeOldDigests(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DIGEST_RETENTION_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const old = tx
      .select({ id: alertDigests.id })
      .from(alertDigests)
      .where(and(lt(alertDigests.createdAt, before), ne(alertDigests.status, "pending")));
    await tx.delete(alertEvents).where(inArray(alertEvents.digestId, old));
    const gone = await tx
      .delete(alertDigests)
      .where(and(lt(alertDigests.createdAt, before), ne(alertDigests.status, "pending")))
      .returning({ id: alertDigests.id });
    return gone.length;
  });
}

const job = processSingleton<DigestJob>("alert-digest-job");

/** The server's one digest loop, started at boot. */
export function startDigestJobOnce(create: () => DigestJob): DigestJob {
  return job.get(create);
}

/** Make due digests now (an import just recorded alert events); a no-op where no loop runs (CLI, tests). */
export function kickDigestJob(): void {
  job.peek()?.kick();
}

export async function stopDigestJob(): Promise<void> {
  await job.clear()?.stop();
}
