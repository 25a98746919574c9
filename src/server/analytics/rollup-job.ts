import "server-only";
import { eq, sql } from "drizzle-orm";
import { addDays, localDay } from "@/lib/analytics/calendar";
import { nextFinalThrough, rollupPlan } from "@/lib/analytics/rollup-days";
import { type BackgroundLoop, startBackgroundLoop } from "../background-loop";
import type { Database } from "../db/client";
import { analyticsRollupState, sites } from "../db/schema";
import { logger } from "../observability/log";
import { processSingleton } from "../process-singleton";
import { readSite } from "../tenancy/sites";
import { earliestDay, rollUpDay } from "./rollup-day";
import { analyticsTimeZone } from "./site-clock";
import { deleteEndedSalts } from "./visitor-salts";

const log = logger("analytics");

/**
 * The analytics background job (issue 33 §3, decision 0061), every ANALYTICS_ROLLUP_SECONDS on every
 * server (the rollup's advisory lock makes them take turns): for each live site it deletes the salts
 * of days that have ended on the site's clock, rolls the days not yet final (lib/analytics/rollup-days)
 * and, once an hour, purges raw events older than ANALYTICS_RAW_DAYS, a few thousand rows a statement.
 */
export const MAX_DAYS_PER_PASS = 7;
const PURGE_BATCH = 5_000;
const PURGE_BATCHES_PER_PASS = 20;
const PURGE_EVERY_MS = 3_600_000;

export type RollupDeps = { db: Database; rawDays: number; now?: () => Date; maxDays?: number };
export type RollupReport = { days: number; purged: number; salts: number };

/** One pass over every live site; `purge` also runs the retention purge. */
export async function runAnalyticsPass(deps: RollupDeps, purge: boolean): Promise<RollupReport> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  const report: RollupReport = { days: 0, purged: 0, salts: 0 };
  const live = await db
    .select({ id: sites.id, slug: sites.slug })
    .from(sites)
    .where(sql`${sites.archivedAt} is null`)
    .orderBy(sites.id);
  for (const { slug } of live) {
    const site = await readSite(db, slug);
    if (!site) continue;
    const zone = await analyticsTimeZone(db, site, now.getTime());
    const today = localDay(now, zone);
    report.salts += await deleteEndedSalts(db, site.id, today);
    report.days += await rollSite(deps, site.id, zone, now);
    if (purge) report.purged += await purgeRawEvents(db, site.id, addDays(today, -deps.rawDays));
  }
  return report;
}

/** Rolls one site's due days; answers how many. */
export async function rollSite(deps: RollupDeps, siteId: number, zone: string, now: Date): Promise<number> {
  const { db } = deps;
  const [state] = await db
    .select({ finalThrough: analyticsRollupState.finalThrough })
    .from(analyticsRollupState)
    .where(eq(analyticsRollupState.siteId, siteId));
  const finalThrough = state?.finalThrough ?? null;
  const earliest = finalThrough ? null : await earliestDay(db, siteId, zone);
  if (!finalThrough && !earliest) return 0;
  const plan = rollupPlan({
    now,
    timeZone: zone,
    finalThrough,
    earliest,
    rawDays: deps.rawDays,
    maxDays: deps.maxDays ?? MAX_DAYS_PER_PASS,
  });
  for (const day of plan.days) await rollUpDay(db, siteId, day, zone);
  const through = nextFinalThrough(finalThrough, plan.days, now, zone);
  if (through && through !== finalThrough) {
    await db
      .insert(analyticsRollupState)
      .values({ siteId, finalThrough: through, updatedAt: now })
      .onConflictDoUpdate({
        target: analyticsRollupState.siteId,
        set: { finalThrough: through, updatedAt: now },
      });
  }
  return plan.days.length;
}

/**
 * Deletes the site's raw events of days before `before`, PURGE_BATCH rows a statement (so no
 * statement holds the database long), at most PURGE_BATCHES_PER_PASS; the rest goes next time.
 */
export async function purgeRawEvents(db: Database, siteId: number, before: string): Promise<number> {
  let purged = 0;
  for (let batch = 0; batch < PURGE_BATCHES_PER_PASS; batch++) {
    const deleted = await db.execute(sql`
      delete from analytics_events where ctid in (
        select ctid from analytics_events where site_id = ${siteId} and day < ${before}::date limit ${PURGE_BATCH})`);
    const result = deleted as unknown as { affectedRows?: number; rowCount?: number | null };
    const count = result.affectedRows ?? result.rowCount ?? 0;
    purged += count;
    if (count < PURGE_BATCH) break;
  }
  return purged;
}

export function startAnalyticsJob(deps: RollupDeps, intervalMs: number): BackgroundLoop {
  let purgedAt = Number.NEGATIVE_INFINITY;
  return startBackgroundLoop(async () => {
    try {
      const purge = Date.now() - purgedAt >= PURGE_EVERY_MS;
      if (purge) purgedAt = Date.now();
      const report = await runAnalyticsPass(deps, purge);
      if (report.purged) log.info(`purged ${report.purged} raw events past ${deps.rawDays} days`);
    } catch (error) {
      log.error(`the rollup pass failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, intervalMs);
}

const job = processSingleton<BackgroundLoop>("analytics-job");

export function startAnalyticsJobOnce(create: () => BackgroundLoop): BackgroundLoop {
  return job.get(create);
}

export async function stopAnalyticsJob(): Promise<void> {
  await job.clear()?.stop();
}
