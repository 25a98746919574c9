/**
 * The SQL reference's cost at scale (issue 35 §2): opens a seeded data directory (PGlite, or
 * PostgreSQL with DATABASE_URL), prints the `cars` heap's size and EXPLAIN ANALYZE of the reference's
 * count for make=Toyota, then times N mixed searches through the SQL reference (p50/p95).
 *
 *   npm run forecourt -- seed-demo --cars 50000 --data-dir /tmp/fc50k
 *   npx tsx --conditions=react-server bench/sql-plans.ts --data-dir /tmp/fc50k --queries 40
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { SEARCH_PAGE_FACETS } from "@/lib/search/search-attributes";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import { openDatabase, queryRows } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/migrate";
import { sqlSearch } from "@/server/search/sql-stock-search";
import { readSite } from "@/server/tenancy/sites";
import { mixedQueries, percentile } from "./mixed-queries";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    queries: { type: "string", default: "40" },
    site: { type: "string", default: "metro-motor-group" },
  },
});

async function main() {
  const handle = process.env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: values["data-dir"] ?? ".data" });
  await prepareDatabase(handle);
  const { db } = handle;
  const [size] = await queryRows<{ heap: string; total: string }>(
    db,
    sql`select pg_size_pretty(pg_relation_size('cars')) as heap, pg_size_pretty(pg_total_relation_size('cars')) as total`,
  );
  console.log(`cars: heap ${size?.heap}, with TOAST and indexes ${size?.total}`);
  const site = (await readSite(db, values.site))!;
  const options = { facets: SEARCH_PAGE_FACETS };
  const all = await sqlSearch(db, site, { ...EMPTY_SEARCH_STATE, hitsPerPage: 21 }, options);
  const plan = await queryRows<Record<string, string>>(
    db,
    sql`explain (analyze, buffers) select count(*) from cars where dealership_id in ${site.dealershipIds} and lower(make) = 'toyota'`,
  );
  for (const row of plan) console.log(Object.values(row)[0]);
  const queries = mixedQueries(all, Number(values.queries));
  for (const q of mixedQueries(all, 3, 7)) await sqlSearch(db, site, q, options);
  const times: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    await sqlSearch(db, site, q, options);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${handle.kind} ${all.count} listed: SQL reference p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms over ${times.length} searches`,
  );
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
