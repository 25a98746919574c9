import "server-only";
import type { Database } from "../db/client";
import { refreshPlannerStatistics } from "../db/planner-statistics";

/**
 * The leads table's planner statistics, checked on demand by the inbox (issue 31 §4, decision 0050)
 * between the PGlite server's ten-minute sweep of every table (server/db/planner-statistics): a burst
 * of leads is analyzed before the next inbox page is planned. At most once every few minutes a process,
 * one catalogue read.
 */

const CHECK_EVERY_MS = 5 * 60_000;
let lastCheck = 0;

/** Whether the leads table's statistics were missing or stale, and so refreshed now. */
export async function refreshLeadStatistics(db: Database, now = Date.now()): Promise<boolean> {
  if (now - lastCheck < CHECK_EVERY_MS) return false;
  lastCheck = now;
  return (await refreshPlannerStatistics(db, "leads")).length > 0;
}

/** Forgets the last check (tests). */
export function resetLeadStatisticsCheck(): void {
  lastCheck = 0;
}
