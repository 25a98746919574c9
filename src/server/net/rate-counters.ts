import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { RateCounters, RateWindow } from "@/lib/net/rate-limit";
import type { Database } from "../db/client";
import { rateCounters } from "../db/schema";
import { logger } from "../observability/log";

const log = logger("rate-limits");

/** Ended windows deleted per sweep: a sweep is one short statement, never a scan of the table. */
const SWEEP_BATCH = 500;
/** A process sweeps at most this often, on a hit; rows are never read once ended, so lag is harmless. */
const SWEEP_EVERY_MS = 60_000;
/** Hits past this are not counted: the row stays over any limit without the integer overflowing. */
const MAX_HITS = 1_000_000_000;
/**
 * Longer keys are stored as their hash: a key carries a client's address from a header, and a primary
 * key entry over about 2.7 KB is an error in PostgreSQL, not a refusal.
 */
const MAX_KEY_LENGTH = 200;

/**
 * Rate counters in the database (issue 16 §5), shared by every server on it and kept across restarts.
 * Each hit is one upsert whose `returning` is the count after it: PostgreSQL locks the row, so two
 * servers counting the last slot at once get different counts and only one is allowed. The window
 * rule is lib/net/rate-limit's `nextWindow`, stated in SQL (every SET expression reads the row as it
 * was, so the three CASEs agree). The times are the app's clock, like the in-memory counters were.
 */
export function databaseRateCounters(db: Database): RateCounters & { sweep(nowMs: number): Promise<number> } {
  let lastSweepMs = Number.NEGATIVE_INFINITY;

  async function sweep(nowMs: number): Promise<number> {
    lastSweepMs = nowMs;
    // SKIP LOCKED: a row a hit is counting right now is left for the next sweep rather than waited on.
    const deleted = await db.execute(sql`
      delete from ${rateCounters}
      where ${rateCounters.key} in (
        select ${rateCounters.key} from ${rateCounters}
        where ${lte(rateCounters.expiresAt, new Date(nowMs))}
        order by ${rateCounters.expiresAt}
        limit ${SWEEP_BATCH}
        for update skip locked
      )`);
    // PGlite says affectedRows, node-postgres rowCount.
    const result = deleted as unknown as { affectedRows?: number; rowCount?: number | null };
    return result.affectedRows ?? result.rowCount ?? 0;
  }

  return {
    async hit(given: string, windowMs: number, nowMs: number): Promise<RateWindow> {
      const key = storedKey(given);
      const now = new Date(nowMs);
      const ended = sql`${rateCounters.expiresAt} <= excluded.window_start`;
      const [row] = await db
        .insert(rateCounters)
        .values({ key, windowStart: now, expiresAt: new Date(nowMs + windowMs), hits: 1 })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            hits: sql`case when ${ended} then 1 else least(${rateCounters.hits}, ${MAX_HITS}) + 1 end`,
            windowStart: sql`case when ${ended} then excluded.window_start else ${rateCounters.windowStart} end`,
            expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateCounters.expiresAt} end`,
          },
        })
        .returning({ hits: rateCounters.hits, windowStart: rateCounters.windowStart });
      if (!row) throw new Error(`rate counter upsert for ${key} returned no row`);
      if (nowMs - lastSweepMs >= SWEEP_EVERY_MS) {
        // Housekeeping: a failed sweep must not fail the hit it rode on; the next one tries again.
        await sweep(nowMs).catch((error: unknown) =>
          log.error("the sweep of ended rate windows failed", { err: error }),
        );
      }
      return { startedAtMs: row.windowStart.getTime(), hits: row.hits };
    },
    async peek(given: string, nowMs: number): Promise<RateWindow | null> {
      const [row] = await db
        .select({ hits: rateCounters.hits, windowStart: rateCounters.windowStart })
        .from(rateCounters)
        .where(and(eq(rateCounters.key, storedKey(given)), gt(rateCounters.expiresAt, new Date(nowMs))));
      return row ? { startedAtMs: row.windowStart.getTime(), hits: row.hits } : null;
    },
    sweep,
  };
}

function storedKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  return `sha256:${createHash("sha256").update(key).digest("base64url")}`;
}
