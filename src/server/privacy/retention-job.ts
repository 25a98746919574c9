import "server-only";
import { asc } from "drizzle-orm";
import {
  addCounts,
  describePurge,
  NO_PURGE,
  type PurgeCounts,
  purgedAnything,
} from "@/lib/privacy/retention";
import { type BackgroundLoop, startBackgroundLoop } from "../background-loop";
import type { Database } from "../db/client";
import { sites } from "../db/schema";
import { logger } from "../observability/log";
import { processSingleton } from "../process-singleton";
import { readSite } from "../tenancy/sites";
import { claimSitePurge, purgeSite, recordPurge, releaseSitePurge } from "./retention-purge";

const privacyLog = logger("privacy");

/**
 * The daily retention purge (issue 36 item 6, decision 0070), on every server: every PASS_MS it asks,
 * site by site, whether today's (UTC) purge is still to run, and runs those it claims
 * (server/privacy/retention-purge `claimSitePurge`: one server per site and day, the next pass carrying
 * on what a budget-limited or crashed one left). Archived sites are purged too: their data is kept, so
 * its periods still hold. Each site that lost anything gets a log line and an audit entry.
 */
export const PASS_MS = 10 * 60_000;

export type RetentionDeps = {
  db: Database;
  /** ANALYTICS_RAW_DAYS: no site keeps raw events longer. */
  rawDays?: number;
  now?: () => Date;
  log?: (line: string) => void;
};

export type RetentionReport = { sites: number; counts: PurgeCounts };

export async function runRetentionPass(deps: RetentionDeps): Promise<RetentionReport> {
  const now = deps.now?.() ?? new Date();
  const log = deps.log ?? ((line: string) => privacyLog.info(line));
  const day = now.toISOString().slice(0, 10);
  const all = await deps.db.select({ id: sites.id, slug: sites.slug }).from(sites).orderBy(asc(sites.id));
  let report: RetentionReport = { sites: 0, counts: NO_PURGE };
  for (const { id, slug } of all) {
    if (!(await claimSitePurge(deps.db, id, day, now))) continue;
    let counts = NO_PURGE;
    let finished = false;
    try {
      const site = await readSite(deps.db, slug);
      if (site) ({ counts, finished } = await purgeSite(deps.db, site, now, deps.rawDays));
      else finished = true;
      if (site && purgedAnything(counts)) {
        await recordPurge(deps.db, site, counts);
        log(`[privacy] ${slug}: past retention, took out ${describePurge(counts)}`);
      }
    } finally {
      await releaseSitePurge(deps.db, id, counts, finished, now);
    }
    report = { sites: report.sites + 1, counts: addCounts(report.counts, counts) };
  }
  return report;
}

export function startRetentionJob(deps: RetentionDeps, intervalMs = PASS_MS): BackgroundLoop {
  return startBackgroundLoop(async () => {
    try {
      await runRetentionPass(deps);
    } catch (error) {
      privacyLog.error(
        `the retention purge failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }, intervalMs);
}

const job = processSingleton<BackgroundLoop>("retention-job");

export function startRetentionJobOnce(create: () => BackgroundLoop): BackgroundLoop {
  return job.get(create);
}

export async function stopRetentionJob(): Promise<void> {
  await job.clear()?.stop();
}
