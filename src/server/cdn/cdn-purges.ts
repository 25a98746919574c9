import "server-only";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { DeliveryOutcome } from "@/lib/leads/retry";
import { siteCacheTag } from "../../../scripts/cdn-headers.mjs";
import type { Database, Executor } from "../db/client";
import { cdnPurges } from "../db/schema";
import { logger } from "../observability/log";
import {
  claimOutboxRows,
  type OutboxClaim,
  recordOutboxOutcome,
  releaseStaleOutboxClaims,
  renewOutboxClaims,
} from "../outbox/outbox-table";
import type { OutboxQueue } from "../outbox/outbox-worker";
import type { CachePurger } from "./purge-request";

const log = logger("cdn");

/**
 * The purges of the shared cache in front of the servers (issue 35 §4, decision 0076), through the
 * outbox every server drains (decision 0038): a purge the vendor fails is tried again after the
 * outbox's backoff, from whichever server's worker claims it, and a server that dies mid-send lets its
 * claim lapse to another. One row per site: asking again for the version already asked for is nothing,
 * so servers that see one change each ask once between them; a new version replaces the row (a new id:
 * a send of the old one still in flight records nothing over it).
 */
export type ClaimedPurge = OutboxClaim & { site: string; version: string };

/** Asks for `site`'s tag to be purged for `version`; true when this asked (no one had for this version). */
export async function requestPurge(db: Database, site: string, version: string): Promise<boolean> {
  return db.transaction(async (tx: Executor) => {
    await tx.delete(cdnPurges).where(and(eq(cdnPurges.site, site), ne(cdnPurges.version, version)));
    const made = await tx
      .insert(cdnPurges)
      // Due by the workers' clock, which claims by it (the database's now() can be a fraction of a
      // millisecond ahead of a claim made the same millisecond).
      .values({ site, version, nextAttemptAt: new Date() })
      .onConflictDoNothing({ target: cdnPurges.site })
      .returning({ id: cdnPurges.id });
    return made.length > 0;
  });
}

/** The version each site was last asked to be purged for (its purge sent, due, or given up on). */
export async function purgedVersions(db: Database): Promise<Map<string, string>> {
  const rows = await db.select({ site: cdnPurges.site, version: cdnPurges.version }).from(cdnPurges);
  return new Map(rows.map((row) => [row.site, row.version]));
}

async function claimDuePurges(db: Database, now: Date, limit: number): Promise<ClaimedPurge[]> {
  return claimOutboxRows(db, cdnPurges, now, limit, async (tx, claims) => {
    const rows = await tx
      .select({ id: cdnPurges.id, site: cdnPurges.site, version: cdnPurges.version })
      .from(cdnPurges)
      .where(
        inArray(
          cdnPurges.id,
          claims.map((claim) => claim.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return claims.flatMap((claim) => {
      const row = byId.get(claim.id);
      return row ? [{ ...claim, site: row.site, version: row.version }] : [];
    });
  });
}

/** The outbox's queue of purges, sent through `purger` one site's tag at a time. */
export function cdnPurgeQueue(db: Database, purger: CachePurger): OutboxQueue<ClaimedPurge> {
  return {
    name: `cache purges (${purger.describe})`,
    claim: (now, limit) => claimDuePurges(db, now, limit),
    send: async (job): Promise<DeliveryOutcome> => {
      const outcome = await purger.purge([siteCacheTag(job.site)]);
      if (!outcome.ok) log.warn(`purging ${job.site} failed: ${outcome.reason}`);
      return outcome;
    },
    record: (job, outcome, now) => recordOutboxOutcome(db, cdnPurges, job, outcome, now),
    renew: (jobs, now) => renewOutboxClaims(db, cdnPurges, jobs, now),
  };
}

/** Frees the purge claims a crashed process left (embedded PGlite only; see the lead outbox's). */
export async function releaseStalePurgeClaims(db: Database, now: Date): Promise<number> {
  return releaseStaleOutboxClaims(db, cdnPurges, now);
}
