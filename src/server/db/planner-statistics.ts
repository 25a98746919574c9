import "server-only";
import { sql } from "drizzle-orm";
import { type BackgroundLoop, startBackgroundLoop } from "../background-loop";
import { logger } from "../observability/log";
import type { Database } from "./client";

const log = logger("db");

/**
 * The planner's statistics on embedded PGlite, which runs no autovacuum: a served database would keep
 * what the last migration's ANALYZE saw (or nothing) for ever, and the planner would then guess, for
 * example, that one site's leads are 0.5% of the table and sort a whole site for every first page of
 * the inbox (200 ms at 50,000 leads instead of 0.1 ms; decision 0050). A table is analyzed when it has
 * no column statistics, or has grown a tenth since they were taken (its pages against the `relpages`
 * the last ANALYZE recorded), as PostgreSQL's autovacuum would; PGlite's activity counters
 * (`n_mod_since_analyze`) are flushed too lazily to judge by. On PostgreSQL autovacuum does this.
 */

/** Below this many pages the planner's guesses do no harm, and the table changes too fast to follow. */
export const MIN_PAGES = 16;
/** A table grown by more than this share since its last ANALYZE is analyzed again. */
const GROWTH = 0.1;

export type TableSize = { name: string; analyzedPages: number; pages: number; hasStats: boolean };

/** Whether a table's statistics are missing or stale enough to mislead the planner. */
export function needsAnalyze(table: TableSize): boolean {
  if (table.pages < MIN_PAGES) return false;
  return !table.hasStats || table.pages > table.analyzedPages * (1 + GROWTH);
}

/** The schema's tables (or the one named) as the rule reads them: one catalogue query. */
export async function tableSizes(db: Database, only?: string): Promise<TableSize[]> {
  const { rows } = (await db.execute(sql`
    select c.relname as name, c.relpages as analyzed_pages,
           (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages,
           exists (select 1 from pg_stats s where s.schemaname = n.nspname and s.tablename = c.relname) as has_stats
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
      ${only === undefined ? sql`` : sql`and c.relname = ${only}`}
    order by c.relname`)) as unknown as {
    rows: { name: string; analyzed_pages: number; pages: number; has_stats: boolean }[];
  };
  return rows.map((row) => ({
    name: row.name,
    analyzedPages: Number(row.analyzed_pages),
    pages: Number(row.pages),
    hasStats: row.has_stats,
  }));
}

/** ANALYZEs each table (or the one named) whose statistics are stale; answers the names analyzed. */
export async function refreshPlannerStatistics(db: Database, only?: string): Promise<string[]> {
  const stale = (await tableSizes(db, only)).filter(needsAnalyze).map((table) => table.name);
  // One table at a time: PGlite serves one statement at a time, so a request waits at most one table.
  for (const name of stale) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return stale;
}

/** Every ten minutes on a PGlite server (started by the boot): the whole schema, stale tables only. */
export function startPlannerStatisticsJob(db: Database, intervalMs = 10 * 60_000): BackgroundLoop {
  return startBackgroundLoop(async () => {
    try {
      const started = performance.now();
      const analyzed = await refreshPlannerStatistics(db);
      if (analyzed.length)
        log.info(
          `planner statistics refreshed for ${analyzed.join(", ")} in ${Math.round(performance.now() - started)} ms`,
        );
    } catch (error) {
      log.error("refreshing planner statistics failed", { err: error });
    }
  }, intervalMs);
}
