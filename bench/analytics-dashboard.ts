/**
 * The analytics dashboard's queries at scale (issue 33's Done-when, decision 0067): EVENTS raw events
 * (default 10,000,000) over DAYS site days (default 90) on one site of 3,000 cars at three
 * dealerships, with a lead every ~70 minutes and a phone reveal every ~30, generated inside the
 * database (`insert … select from generate_series`: the write path's own cost is bench:analytics-write)
 * and rolled up day by day by the real rollup (server/analytics/rollup-day). Then the report the console
 * and the API read (server/analytics/analytics-report) is timed, RUNS times each, for the last 28 days,
 * the whole 90, one dealership and one car, against a trivial query (`select 1`) in the same run:
 * p50/p95 and the p95 as a ratio. Goal: p95 ≤ 300 ms on the 2-core machine.
 *
 *   npx tsx --conditions=react-server bench/analytics-dashboard.ts [pglite|postgres]
 *   EVENTS=1000000 DAYS=30 RUNS=30 npx tsx --conditions=react-server bench/analytics-dashboard.ts
 *
 * PGlite on disk by default (what `npm start` runs); `postgres` with DATABASE_URL (a scratch database).
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { addDays, dayRange } from "../src/lib/analytics/calendar";
import { parseReportQuery } from "../src/lib/analytics-report/report-query";
import { readAnalyticsReport } from "../src/server/analytics/analytics-report";
import { rollUpDay } from "../src/server/analytics/rollup-day";
import { openDatabase, queryRows } from "../src/server/db/client";
import { prepareDatabase } from "../src/server/db/migrate";
import { createScratchDatabase } from "../src/server/db/test-database";
import { importBundle } from "../src/server/import/import-bundle";
import { readSite } from "../src/server/tenancy/sites";
import { carRecord } from "../test/car-records";

const kind = process.argv[2] ?? "pglite";
const EVENTS = Number(process.env.EVENTS ?? 10_000_000);
const DAYS = Number(process.env.DAYS ?? 90);
const RUNS = Number(process.env.RUNS ?? 40);
const CARS = 3000;
const ZONE = "Australia/Brisbane";
const LAST_DAY = "2026-11-26";
const PER_DAY = Math.ceil(EVENTS / DAYS);

const url = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), "fc-analytics-dash-"));
const scratch = kind === "postgres" && url ? await createScratchDatabase(url, "fc_and") : null;
const handle =
  kind === "postgres" && scratch
    ? await openDatabase({ kind: "postgres", url: scratch.url })
    : await openDatabase({ kind: "pglite", dataDir });
await prepareDatabase(handle);
const db = handle.db;
const started = performance.now();
const secs = () => ((performance.now() - started) / 1000).toFixed(0);

const dealers = ["north", "south", "west"];
await importBundle(db, {
  site: { slug: "bench", name: "Bench", dealerships: dealers, config: {} },
  dealerships: dealers.map((slug) => ({ slug, name: slug.toUpperCase() })),
  locations: dealers.map((d) => ({
    slug: `${d}-sales`,
    dealership_slug: d,
    name: d,
    location_type: "sales",
    address: { state: "QLD", city: "Brisbane" },
  })),
  cars: Array.from({ length: CARS }, (_, i) => carRecord(dealers[i % 3]!, `S${i}`)),
} as never);
const site = (await readSite(db, "bench"))!;
// Cars arrived over the last 120 days, so some are slow movers.
await db.execute(
  sql`update cars set created_at = now() - ((id % 120) * interval '1 day') where dealership_id in (${sql.join(
    site.dealershipIds.map((id) => sql`${id}`),
    sql`, `,
  )})`,
);
await db.execute(sql`create table bench_cars as
  select (row_number() over (order by id) - 1)::int as k, id as car_id, dealership_id from cars`);
await db.execute(sql`create index on bench_cars (k)`);
console.log(`${kind}: ${CARS} cars imported (${secs()} s)`);

const SOURCES = sql.raw(
  `(array['google','facebook.com','(direct)','carsales.com.au','(private)','bing','instagram'])`,
);
const QUERIES = sql.raw(
  `(array['hilux','cx-5','ranger','','corolla','landcruiser 70','tesla','rav4 hybrid'])`,
);
const CATEGORIES = sql.raw(
  `(array['Vehicle Enquiry','Test Drive','Finance Enquiry','Trade-in','General Enquiry'])`,
);

/** One day's events: a fifth car page views, a fifth search pages, searches, calls, saves, enquiries, other pages. */
async function generateDay(day: string) {
  const { start } = dayRange(day, ZONE);
  const step = 86_400 / PER_DAY;
  await db.execute(sql`insert into analytics_events
      (site_id, day, at, event, page, car_id, dealership_id, visitor, source, medium, campaign, device, query, results)
    select ${site.id}, ${day}::date, ${start.toISOString()}::timestamptz + g * ${step}::float8 * interval '1 second',
      case when r < 6 then 0 when r < 10 then 0 when r < 13 then 49 when r = 13 then 25 when r = 14 then 39
           when r = 15 then 15 else 0 end,
      case when r < 6 or r between 13 and 15 then 'car' when r < 13 then 'search' else 'home' end,
      case when r < 6 or r between 13 and 15 then bc.car_id end,
      case when r < 6 or r between 13 and 15 then bc.dealership_id end,
      case when r % 7 = 4 then null else ((g * 2654435761::bigint) % 6000) end,
      case when r % 7 = 4 then null else ${SOURCES}[1 + (g % 7)] end,
      case when r % 7 = 4 then null else '' end,
      case when r % 7 = 4 then null else '' end,
      case when g % 3 = 0 then 'desktop' else 'phone' end,
      case when r between 10 and 12 then ${QUERIES}[1 + (g % 8)] end,
      case when r between 10 and 12 then (case when g % 8 = 6 then 0 else g % 40 end) end
    from generate_series(0, ${PER_DAY - 1}) g
    cross join lateral (select (g % 20)::int as r) x
    join bench_cars bc on bc.k = ((g * 7) % ${CARS})`);
  // Leads (about 20 a day, most answered) and phone reveals (about 50).
  await db.execute(sql`insert into leads (site_id, category, car_id, dealership_id, created_at, first_response_at)
    select ${site.id}, ${CATEGORIES}[1 + (g % 5)], bc.car_id, bc.dealership_id,
      ${start.toISOString()}::timestamptz + g * interval '70 minutes',
      case when g % 6 = 0 then null else ${start.toISOString()}::timestamptz + g * interval '70 minutes' + (g * 13 % 300) * interval '1 minute' end
    from generate_series(0, 19) g join bench_cars bc on bc.k = ((g * 131 + ${day.length}) % ${CARS})`);
  await db.execute(sql`insert into phone_reveals (site_id, car_id, dealership_id, created_at)
    select ${site.id}, bc.car_id, bc.dealership_id, ${start.toISOString()}::timestamptz + g * interval '29 minutes'
    from generate_series(0, 49) g join bench_cars bc on bc.k = ((g * 53) % ${CARS})`);
}

const firstDay = addDays(LAST_DAY, -(DAYS - 1));
let rollMs = 0;
for (let i = 0; i < DAYS; i++) {
  const day = addDays(firstDay, i);
  await generateDay(day);
  const t = performance.now();
  await rollUpDay(db, site.id, day, ZONE);
  rollMs += performance.now() - t;
  if ((i + 1) % 10 === 0) console.log(`  ${i + 1}/${DAYS} days generated and rolled (${secs()} s)`);
}
const [counts] = await queryRows<{ events: number; carDays: number }>(
  db,
  sql`select (select count(*) from analytics_events)::int as events,
             (select count(*) from analytics_car_days)::int as "carDays"`,
);
console.log(
  `${kind}: ${counts!.events.toLocaleString("en-AU")} raw events over ${DAYS} days, ${counts!.carDays.toLocaleString("en-AU")} car-day rollup rows; rolling took ${(rollMs / DAYS / 1000).toFixed(2)} s a day (${secs()} s in all)`,
);
if (kind === "pglite") await db.execute(sql`analyze`);

async function time(
  label: string,
  work: () => Promise<unknown>,
): Promise<{ label: string; p50: number; p95: number }> {
  for (let i = 0; i < 3; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { label, p50: times[times.length >> 1]!, p95: times[Math.floor(times.length * 0.95)]! };
}

const report = (params: Record<string, string>) => async () => {
  const { query } = parseReportQuery(params, LAST_DAY);
  const r = await readAnalyticsReport(db, site, query, new Date(`${LAST_DAY}T12:00:00+10:00`));
  if ("error" in r) throw new Error(r.error);
};
const [firstCar] = await queryRows<{ id: number }>(db, sql`select car_id as id from bench_cars where k = 7`);
const trivial = await time("select 1 (baseline)", () => db.execute(sql`select 1`));
const results = [
  await time("last 28 days, whole site", report({ from: addDays(LAST_DAY, -27), to: LAST_DAY })),
  await time(`all ${DAYS} days, whole site`, report({ from: firstDay, to: LAST_DAY })),
  await time(
    "last 28 days, one dealership",
    report({ from: addDays(LAST_DAY, -27), to: LAST_DAY, dealership: "north" }),
  ),
  await time(
    "last 28 days, one car",
    report({ from: addDays(LAST_DAY, -27), to: LAST_DAY, car: String(firstCar!.id) }),
  ),
];
console.log(`\n${kind}, ${RUNS} runs each: p50 / p95 (ms), p95 as a ratio to the baseline`);
console.log(`  ${trivial.label.padEnd(34)} ${trivial.p50.toFixed(2)} / ${trivial.p95.toFixed(2)}`);
for (const r of results) {
  const ok = r.p95 <= 300 ? "within 300 ms" : "OVER 300 ms";
  console.log(
    `  ${r.label.padEnd(34)} ${r.p50.toFixed(1)} / ${r.p95.toFixed(1)}   ${(r.p95 / trivial.p95).toFixed(0)}x   ${ok}`,
  );
}
await handle.close();
await scratch?.drop();
rmSync(dataDir, { recursive: true, force: true });
