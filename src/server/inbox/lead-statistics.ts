import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * The planner's statistics of the leads table, kept fresh for the inbox (issue 31 §4, docs/benchmarks
 * "Leads inbox"). Embedded PGlite runs no autovacuum, so a served database is never ANALYZEd: the
 * planner then guesses that one site's leads are 0.5% of the table and reads a whole site into a sort
 * for every first page (200 ms at 50,000 leads instead of 0.1 ms). This runs ANALYZE on `leads` when
 * it has no column statistics, or has grown a tenth since they were taken, as PostgreSQL's
 * autovacuum would; it looks at most once every few minutes a process, and costs one catalogue read.
 */

const CHECK_EVERY_MS = 5 * 60_000;
/** Below this many pages the planner's guesses do no harm, and the table changes too fast to follow. */
const MIN_PAGES = 16;
let lastCheck = 0;

/** Whether the statistics are missing or stale; ANALYZEs `leads` if so. Returns whether it did. */
export async function refreshLeadStatistics(db: Database, now = Date.now()): Promise<boolean> {
  if (now - lastCheck < CHECK_EVERY_MS) return false;
  lastCheck = now;
  const { rows } = (await db.execute(sql`
    select c.relpages as analyzed_pages,
           (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages,
           exists (select 1 from pg_stats s where s.schemaname = current_schema() and s.tablename = 'leads'
                   and s.attname = 'site_id') as has_stats
    from pg_class c where c.oid = 'leads'::regclass`)) as unknown as {
    rows: { analyzed_pages: number; pages: number; has_stats: boolean }[];
  };
  const table = rows[0];
  if (!table || table.pages < MIN_PAGES) return false;
  if (table.has_stats && table.pages <= table.analyzed_pages * 1.1) return false;
  await db.execute(sql`analyze leads`);
  return true;
}

/** Forgets the last check (tests). */
export function resetLeadStatisticsCheck(): void {
  lastCheck = 0;
}
