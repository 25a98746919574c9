/**
 * The console's stock list at scale (issue 32 §1, decisions 0051 and 0052): seeds the demo with N
 * cars (default 30,000) through the import, gives it a feed history (H imports, default 5,000, each
 * car naming one of its dealership's recent ones as its last feed, as after months of hourly feeds),
 * then times the list's own statements (listConsoleStock, as the page runs them) over R runs each:
 * the first page for a group admin and a manager, deep pages, each sort, the search box, filters.
 * Each case prints p50 / p95, and how many statements one page sent (the query log); then the plan
 * of the first page's statement (EXPLAIN ANALYZE), which should read each listed car's import by its
 * primary key. Timed as the seed leaves the tables, then after ANALYZE (PGlite runs no autovacuum).
 *
 *   npm run bench:console-stock                           # in-memory PGlite
 *   DATABASE_URL=postgres://… npm run bench:console-stock   # and PostgreSQL (a scratch database)
 *   npm run bench:console-stock -- --cars 100000 --imports 20000 --runs 20
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { dealershipVisibility } from "@/lib/staff/dealership-visibility";
import type { StaffScope } from "@/lib/staff/roles";
import { parseStockQuery } from "@/lib/stock/console-stock-query";
import { type DatabaseHandle, openDatabase } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/migrate";
import { seedDemo } from "@/server/demo/seed-demo";
import { consoleStockQueries, listConsoleStock } from "@/server/stock/console-stock";
import { readSite } from "@/server/tenancy/sites";

const { values } = parseArgs({
  options: {
    cars: { type: "string", default: "30000" },
    imports: { type: "string", default: "5000" },
    runs: { type: "string", default: "30" },
  },
});
const CARS = Number(values.cars);
const IMPORTS = Number(values.imports);
const RUNS = Number(values.runs);
const NOW = new Date("2026-11-26T00:00:00Z");

type Case = { name: string; manager?: true; query: Record<string, string> };
const CASES: Case[] = [
  { name: "first page (group admin)", query: {} },
  { name: "first page (manager, 1 dealership)", manager: true, query: {} },
  { name: "page 20", query: { page: "20" } },
  { name: "page 200 (deep)", query: { page: "200" } },
  { name: "price, high to low", query: { sort: "price_desc" } },
  { name: "days in stock, most first", query: { sort: "days_desc" } },
  { name: "status: sold", query: { status: "sold" } },
  { name: "changed by staff: no", query: { changed: "no" } },
  { name: "search: a make", query: { q: "toyota" } },
  { name: "search: nothing matches", query: { q: "zz-no-such-car" } },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed(runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

/** A feed history: IMPORTS rows over the site's dealerships, each car naming a recent one of its own. */
async function seedHistory(handle: DatabaseHandle, siteId: number, dealershipIds: number[]) {
  const db = handle.db;
  await db.execute(sql`
    insert into feed_imports (source, actor, site_id, dealership_ids, format, outcome, report, started_at, finished_at)
    select 'inbox', 'Inbox folder', ${siteId}, array[(${`{${dealershipIds.join(",")}}`}::int[])[1 + n % ${dealershipIds.length}]],
      'csv', 'imported', '{"counts": {}, "markedSold": 0, "issues": [], "warnings": []}'::jsonb,
      ${NOW}::timestamptz - (n || ' hours')::interval, ${NOW}::timestamptz - (n || ' hours')::interval
    from generate_series(1, ${IMPORTS}) as n`);
  // Each car names one of the last 24 imports of its dealership.
  await db.execute(sql`
    update cars set last_import_id = (
      select id from feed_imports f where f.dealership_ids[1] = cars.dealership_id
      order by f.id offset (cars.id % 24) limit 1)
    where dealership_id in (select unnest(${`{${dealershipIds.join(",")}}`}::int[]))`);
}

async function measure(
  handle: DatabaseHandle,
  label: string,
  log: string,
  site: Awaited<ReturnType<typeof readSite>>,
) {
  const s = site!;
  const admin: StaffScope = {
    staffId: 1,
    role: "group-admin",
    siteId: s.id,
    dealershipIds: [],
    seesAllDealershipLeads: false,
  };
  const manager: StaffScope = { ...admin, role: "manager", dealershipIds: [s.dealershipIds[0]!] };
  const trivial = await timed(RUNS * 5, () => handle.db.execute(sql`select 1`));
  console.log(`${label}: select 1  p50 ${trivial.p50.toFixed(2)} ms  p95 ${trivial.p95.toFixed(2)} ms`);
  console.log(
    `${"case".padEnd(36)} ${"rows".padStart(7)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} statements`,
  );
  let worst = 0;
  for (const c of CASES) {
    const visibility = dealershipVisibility(c.manager ? manager : admin, "stock.write", s.id)!;
    const query = parseStockQuery(c.query);
    const before = readFileSync(log, "utf8").split("\n").length;
    const { total } = await listConsoleStock(handle.db, s.dealershipIds, visibility, query);
    const statements = readFileSync(log, "utf8").split("\n").length - before;
    const result = await timed(RUNS, () => listConsoleStock(handle.db, s.dealershipIds, visibility, query));
    worst = Math.max(worst, result.p95);
    console.log(
      `${c.name.padEnd(36)} ${String(total).padStart(7)} ${result.p50.toFixed(2).padStart(8)} ${result.p95.toFixed(2).padStart(8)} ${statements}`,
    );
  }
  console.log(`${label}: worst p95 ${worst.toFixed(1)} ms`);
  const ids = s.dealershipIds.slice();
  const { rows } = (await handle.db.execute(
    sql`explain (analyze, costs off, timing off, summary on) ${consoleStockQueries(handle.db, ids, parseStockQuery({})).page}`,
  )) as unknown as { rows: { "QUERY PLAN": string }[] };
  console.log(`${label}: the first page's plan\n${rows.map((r) => `  ${r["QUERY PLAN"]}`).join("\n")}\n`);
}

/** Seeds a fresh database and measures it, as seeded and after ANALYZE. */
async function run(kind: "pglite" | "postgres") {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-console-stock-"));
  const log = path.join(dir, "queries.log");
  const url = process.env.DATABASE_URL;
  const handle = await openDatabase(
    kind === "postgres" && url ? { kind, url, queryLog: log } : { kind: "memory", queryLog: log },
  );
  try {
    await prepareDatabase(handle);
    const started = performance.now();
    await seedDemo(handle.db, { cars: CARS, now: NOW });
    const {
      rows: [big],
    } = (await handle.db.execute(sql`
      select s.slug from sites s join site_dealerships sd on sd.site_id = s.id
      join cars c on c.dealership_id = sd.dealership_id group by s.slug order by count(*) desc limit 1`)) as unknown as {
      rows: { slug: string }[];
    };
    const site = await readSite(handle.db, big!.slug);
    await seedHistory(handle, site!.id, site!.dealershipIds);
    const [counted] = (
      (await handle.db.execute(sql`
        select count(*)::int as cars, count(last_import_id)::int as named from cars
        where dealership_id in (select unnest(${`{${site!.dealershipIds.join(",")}}`}::int[]))`)) as unknown as {
        rows: { cars: number; named: number }[];
      }
    ).rows;
    console.log(
      `${kind}: seeded the demo (${CARS.toLocaleString("en-AU")} cars) and ${IMPORTS.toLocaleString("en-AU")} imports in ${((performance.now() - started) / 1000).toFixed(1)} s; site ${site!.slug}: ${counted!.cars} cars over ${site!.dealershipIds.length} dealerships, ${counted!.named} naming their last import, ${RUNS} runs a case\n`,
    );
    await measure(handle, `${kind}, as seeded`, log, site);
    await handle.db.execute(sql`analyze`);
    await measure(handle, `${kind}, after ANALYZE`, log, site);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  await run("pglite");
  // A scratch database (scripts/pg-test-server.sh): the demo is seeded into it.
  if (process.env.DATABASE_URL) await run("postgres");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
