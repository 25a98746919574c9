/**
 * The analytics write path's cost (issue 33 §3, decision 0061): TOTAL raw events (default 100,000) on one
 * site-day written as the event buffer writes them (500-row `insert … select from jsonb_to_recordset`
 * statements), then each rollup statement of that day timed (its plan printed when it takes over 2 s),
 * then the whole day rolled twice. Embedded PGlite on disk by default; `postgres` with DATABASE_URL.
 *
 *   npx tsx --conditions=react-server bench/analytics-write.ts [pglite|postgres]
 *
 * The dashboard's queries and ingestion under page load are bench/analytics.ts (issue 33's Done-when).
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { dayRange } from "../src/lib/analytics/calendar";
import { ROLLUP_STATEMENTS, rollUpDay } from "../src/server/analytics/rollup-day";
import { type EventRow, writeEvents } from "../src/server/analytics/write-events";
import { openDatabase } from "../src/server/db/client";
import { prepareDatabase } from "../src/server/db/migrate";
import { createScratchDatabase } from "../src/server/db/test-database";
import { importBundle } from "../src/server/import/import-bundle";
import { readSite } from "../src/server/tenancy/sites";
import { carRecord } from "../test/car-records";

const kind = process.argv[2] ?? "pglite";
const url = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), "fc-analytics-write-"));
const scratch = kind === "postgres" && url ? await createScratchDatabase(url, "fc_anb") : null;
const handle =
  kind === "postgres" && scratch
    ? await openDatabase({ kind: "postgres", url: scratch.url })
    : await openDatabase({ kind: "pglite", dataDir });
await prepareDatabase(handle);
const db = handle.db;
await importBundle(db, {
  site: { slug: "bench", name: "Bench", dealerships: ["d1"], config: {} },
  dealerships: [{ slug: "d1", name: "D1" }],
  locations: [
    { slug: "l1", dealership_slug: "d1", name: "L", location_type: "sales", address: { state: "QLD" } },
  ],
  cars: Array.from({ length: 300 }, (_, i) => carRecord("d1", `S${i}`)),
} as never);
const site = (await readSite(db, "bench"))!;
const { rows: carRows } = (await db.execute("select id from cars")) as unknown as { rows: { id: number }[] };
const cars = carRows.map((r) => r.id);
const rows = (n: number, offset: number): EventRow[] =>
  Array.from({ length: n }, (_, i) => {
    const k = offset + i;
    const car = k % 3 === 0 ? cars[k % cars.length]! : null;
    return {
      siteId: site.id,
      day: "2026-11-20",
      at: new Date(1_763_600_000_000 + k * 50),
      event: car ? (k % 7 === 0 ? 25 : 0) : k % 5 === 0 ? 49 : 0,
      page: car ? "car" : "search",
      carId: car,
      visitor: BigInt(k % 4000),
      source: "google",
      medium: "cpc",
      campaign: "",
      device: k % 2 ? "phone" : "desktop",
      query: k % 5 === 0 ? `q${k % 50}` : null,
      results: k % 5 === 0 ? k % 3 : null,
    };
  });
const BATCH = 500;
const TOTAL = Number(process.env.TOTAL ?? 100_000);
const times: number[] = [];
for (let done = 0; done < TOTAL; done += BATCH) {
  const t = performance.now();
  await writeEvents(db, rows(BATCH, done));
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const sum = times.reduce((a, b) => a + b, 0);
console.log(
  `${kind}: ${TOTAL} rows in ${(sum / 1000).toFixed(2)} s of statements (${Math.round(TOTAL / (sum / 1000))} rows/s); per ${BATCH}-row statement p50 ${times[times.length >> 1]!.toFixed(1)} ms, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms`,
);
if (process.env.ANALYZE) await db.execute("analyze analytics_events");
const range = dayRange("2026-11-20", "Australia/Brisbane");
for (const [name, make] of Object.entries(ROLLUP_STATEMENTS)) {
  const t = performance.now();
  const plan = (await db.execute(
    sql`explain analyze ${make({ siteId: site.id, day: "2026-11-20", ...range })}`,
  )) as unknown as { rows: Record<string, string>[] };
  const ms = performance.now() - t;
  console.log(`${name}: ${Math.round(ms)} ms`);
  if (ms > 2000) console.log(plan.rows.map((r) => Object.values(r)[0]).join("\n"));
}
for (let i = 0; i < 2; i++) {
  const t = performance.now();
  await rollUpDay(db, site.id, "2026-11-20", "Australia/Brisbane");
  console.log(`${kind}: rolling the day of ${TOTAL} events: ${Math.round(performance.now() - t)} ms`);
}
await handle.close();
await scratch?.drop();
rmSync(dataDir, { recursive: true, force: true });
