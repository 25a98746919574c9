/**
 * Search index memory and build pauses (issue 15 §4). Seeds the demo with N cars in the dealer group
 * (default 50,000) into in-memory PGlite, as bench/search.ts does, then:
 *
 * 1. Build pauses: the longest time the event loop was held while the dealer group's index was built,
 *    the way it was built before (one query for every car, one synchronous build) and the way the
 *    server builds it now (pages of cars, the index in slices), in the same process.
 * 2. Memory: the heap (after a full GC) and typed-array bytes an index costs per car, against two
 *    baselines measured in the same run: the documents alone and their JSON size; at N cars and for
 *    10 sites of 3,000 cars held by one `indexedStockSearch`; how close `estimatedIndexBytes` (what
 *    the budget counts) comes to it; and a budget holding half those sites.
 * 3. `import` (not run by default): the latency of searches made every 20 ms while the dealer group
 *    is re-imported in the same process (PGlite), and for 5 s after.
 *
 * Pauses are wall time (what a shopper waits) and, beside it, CPU time of this process over the same
 * stretch (what the code did; on a shared machine wall time also counts other processes' turns).
 *
 *   npm run bench:search-memory
 *   npm run bench:search-memory -- --cars 5000 --sites 4 --site-cars 1000
 *   npm run bench:search-memory -- --phases import
 */
import { parseArgs } from "node:util";
import { and, asc, gt } from "drizzle-orm";
import { generateDemoBundles } from "@/demo/generate-demo";
import { env } from "@/env";
import { buildSearchIndex } from "@/lib/search/index-build";
import { estimatedIndexBytes } from "@/lib/search/index-size";
import type { SearchDocument } from "@/lib/search/search-document";
import type { SearchIndex } from "@/lib/search/search-index";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import type { Site } from "@/lib/tenancy/site";
import { type Database, openDatabase } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/migrate";
import { cars } from "@/server/db/schema";
import { seedDemo } from "@/server/demo/seed-demo";
import { importBundle } from "@/server/import/import-bundle";
import { indexedStockSearch } from "@/server/search/stock-search";
import { listedCarsWhere } from "@/server/stock/listed-stock";
import { loadSearchDocuments, rowToDocument, searchFrom } from "@/server/stock/search-documents";
import { readSite } from "@/server/tenancy/sites";
import { timeSlicer } from "@/server/time-slice";
import { pauses } from "./event-loop-holds";

const { values } = parseArgs({
  options: {
    cars: { type: "string", default: "50000" },
    sites: { type: "string", default: "10" },
    "site-cars": { type: "string", default: "3000" },
    phases: { type: "string", default: "pauses,memory" },
  },
});
const CARS = Number(values.cars);
const SITES = Number(values.sites);
const SITE_CARS = Number(values["site-cars"]);
const PHASES = new Set(values.phases.split(","));
const NOW = new Date();
const MB = 2 ** 20;

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error("run with node's --expose-gc (npm run bench:search-memory does)");

/** Heap in use and bytes outside it (typed arrays), after full collections. */
function settled(): { heap: number; external: number } {
  for (let i = 0; i < 3; i++) collect!();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, external: m.external };
}

/** Bytes of an index's typed arrays, exactly. */
function typedArrayBytes(index: SearchIndex): number {
  let bytes = 0;
  const walk = (value: unknown): void => {
    if (ArrayBuffer.isView(value)) bytes += value.byteLength;
    else if (value instanceof Map) for (const v of value.values()) walk(v);
    else if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value && typeof value === "object") for (const v of Object.values(value)) walk(v);
  };
  const { cars: _cars, ...structures } = index;
  walk(structures);
  return bytes;
}

const f0 = (n: number) => Math.round(n).toLocaleString("en-AU");
const f1 = (n: number) => n.toFixed(1);

async function buildPauses(db: Database, site: Site) {
  console.log(
    "\n1. Build pauses: the longest the event loop was held while the dealer group's index was built",
  );
  const before = await pauses(async () => {
    const rows = await searchFrom(db).where(listedCarsWhere(site, NOW));
    return buildSearchIndex(rows.map(rowToDocument));
  });
  console.log(
    `   before (one query, one synchronous build): ${f0(before.result.cars.length)} cars in ${f0(before.ms)} ms, longest pause ${f0(before.maxMs)} ms (${f0(before.maxCpuMs)} ms CPU)`,
  );
  for (let round = 1; round <= 2; round++) {
    const search = indexedStockSearch(db, { checkIntervalMs: 60_000 });
    const after = await pauses(() => search.warm(site, NOW));
    console.log(
      `   now, round ${round} (pages of cars, index in slices): ${f0(search.memory().sites[0]?.cars ?? 0)} cars in ${f0(after.ms)} ms, longest pause ${f0(after.maxMs)} ms (${f0(after.maxCpuMs)} ms CPU), p99 ${f1(after.p99Ms)} ms`,
    );
  }
}

async function memory(db: Database, site: Site) {
  console.log("\n2. Memory per car (heap after full GC, plus typed arrays)");
  // Each figure is what releasing the thing gives back, which other garbage cannot inflate. What is
  // measured lives only in `held`, filled and emptied by helpers: a reference left in this function's
  // frame (an argument register) would keep it alive through the collection.
  const held: { docs?: SearchDocument[]; index?: SearchIndex } = {};
  await (async () => {
    held.docs = await loadSearchDocuments(db, site, NOW);
  })();
  const n = (() => held.docs!.length)();
  const json = (() => Buffer.byteLength(JSON.stringify(held.docs)))();
  const docsOnly = settled();
  (() => {
    held.index = buildSearchIndex(held.docs!);
  })();
  const typed = (() => typedArrayBytes(held.index!))();
  const estimate = (() => estimatedIndexBytes(held.index!))();
  const both = settled();
  delete held.docs;
  const indexOnly = settled();
  delete held.index;
  const none = settled();
  const bytes = (m: { heap: number; external: number }) => m.heap - none.heap + (m.external - none.external);
  const indexBytes = bytes(indexOnly);
  const docsBytes = docsOnly.heap - none.heap;
  console.log(`   ${f0(n)} cars (one site):`);
  console.log(
    `     baseline: the documents as loaded ${f0(docsBytes / n)} B/car; their JSON ${f0(json / n)} B/car`,
  );
  console.log(
    `     the index as a server holds it ${f0(indexBytes / n)} B/car (${f0(typed / n)} of it typed arrays) = ${f1(indexBytes / docsBytes)}× the documents, ${f1(indexBytes / json)}× their JSON; ${f0(indexBytes / MB)} MB`,
  );
  console.log(`     while building (documents and index both held) ${f0(bytes(both) / n)} B/car`);
  console.log(`     estimate ${f0(estimate / n)} B/car (${f1((estimate / indexBytes) * 100)}% of measured)`);

  // Many sites held by one server: each site its own slice of the dealer group's cars, loaded afresh.
  const all = (await loadSearchDocuments(db, site, NOW)).length;
  const sliceLoader = async (database: Database, s: Site, now: Date) => {
    const i = Number(s.slug.split("-")[1]);
    const rows = await searchFrom(database)
      .where(and(listedCarsWhere(site, now), gt(cars.id, 0)))
      .orderBy(asc(cars.id))
      .offset((i * SITE_CARS) % Math.max(1, all - SITE_CARS))
      .limit(SITE_CARS);
    return rows.map(rowToDocument);
  };
  const sites = Array.from({ length: SITES }, (_, i) => ({ ...site, slug: `bench-${i}` }));
  const server: { search?: ReturnType<typeof indexedStockSearch> } = {};
  await (async () => {
    server.search = indexedStockSearch(db, { checkIntervalMs: 60_000, loadDocuments: sliceLoader });
    for (const s of sites) await server.search.warm(s, NOW);
  })();
  const heldBy = (() => server.search!.memory())();
  const heldCars = heldBy.sites.reduce((sum, s) => sum + s.cars, 0);
  const holding = settled();
  delete server.search;
  const released = settled();
  const measured = holding.heap - released.heap + (holding.external - released.external);
  console.log(`   ${SITES} sites × ${f0(SITE_CARS)} cars held by one server (${f0(heldCars)} cars):`);
  console.log(
    `     measured ${f0(measured / heldCars)} B/car, ${f0(measured / MB)} MB; estimate ${f0(heldBy.usedBytes / heldCars)} B/car (${f1((heldBy.usedBytes / measured) * 100)}% of measured)`,
  );

  // A budget of about half the sites: the server drops the least recently searched to stay within it.
  const budgetBytes = Math.round(heldBy.usedBytes * 0.55);
  const bounded = indexedStockSearch(db, {
    checkIntervalMs: 60_000,
    loadDocuments: sliceLoader,
    budgetBytes,
  });
  const quiet = console.log;
  console.log = () => {};
  try {
    for (const s of sites) await bounded.warm(s, NOW);
    // Searching the first site again brings it back (SQL answers meanwhile), dropping another.
    await bounded.search(sites[0]!, { ...EMPTY_SEARCH_STATE, hitsPerPage: 21 }, { now: NOW });
    await bounded.warm(sites[0]!, NOW);
  } finally {
    console.log = quiet;
  }
  const kept = bounded.memory();
  console.log(
    `   budget ${f0(budgetBytes / MB)} MB: ${kept.sites.length} of ${SITES} sites held, ${f0(kept.usedBytes / MB)} MB by estimate; most recently searched ${kept.sites.at(-1)?.slug}, next to go ${kept.sites[0]?.slug}`,
  );
  const perCar = measured / heldCars;
  const budget = env.SEARCH_INDEX_BUDGET_MB;
  console.log(
    `   at ${f0(perCar)} B/car: 300 sites × 3,000 cars would hold ${f1((perCar * 900_000) / 2 ** 30)} GB; a budget of ${f0(budget)} MB (SEARCH_INDEX_BUDGET_MB) holds ${f0((budget * MB) / perCar)} cars (${f0((budget * MB) / perCar / 3000)} sites of 3,000)`,
  );
}

async function duringImport(db: Database, site: Site) {
  console.log("\n3. Search latency during a re-import of the dealer group in the same process (PGlite)");
  const search = indexedStockSearch(db);
  await search.warm(site, NOW);
  const later = new Date(NOW.getTime() + 3_600_000);
  const bundle = generateDemoBundles({ cars: CARS, now: later }).find((b) => b.site === site.slug)!.bundle;
  const latencies: number[] = [];
  let importing = true;
  const probe = (async () => {
    const request = { ...EMPTY_SEARCH_STATE, hitsPerPage: 21 };
    let after = Number.POSITIVE_INFINITY;
    while (importing || performance.now() < after) {
      if (!importing && after === Number.POSITIVE_INFINITY) after = performance.now() + 5_000;
      const asked = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const due = asked + 20;
      await search.search(site, request, { now: later });
      latencies.push(performance.now() - due);
    }
  })();
  const started = performance.now();
  // As a serving server imports (server/import/ingest-feed.ts): pausing every 10 ms of work.
  await importBundle(db, bundle, { replaceStock: true, now: later, pause: timeSlicer() });
  const importMs = performance.now() - started;
  importing = false;
  await probe;
  // Any rebuild the searches started finishes before the database closes.
  await search.warm(site, later);
  latencies.sort((a, b) => a - b);
  console.log(
    `   import ${f1(importMs / 1000)} s; ${latencies.length} searches: p50 ${f1(latencies[latencies.length >> 1]!)} ms, p99 ${f1(latencies[Math.floor(latencies.length * 0.99)]!)} ms, max ${f1(latencies.at(-1)!)} ms (from when each was due)`,
  );
}

async function main() {
  const handle = await openDatabase({ kind: "memory" });
  await prepareDatabase(handle);
  const seeded = performance.now();
  await seedDemo(handle.db, { cars: CARS, now: NOW });
  const site = (await readSite(handle.db, "metro-motor-group"))!;
  console.log(
    `Seeded the demo with ${f0(CARS)} cars in the dealer group in ${f1((performance.now() - seeded) / 1000)} s`,
  );
  if (PHASES.has("pauses")) await buildPauses(handle.db, site);
  if (PHASES.has("memory")) await memory(handle.db, site);
  if (PHASES.has("import")) await duringImport(handle.db, site);
  console.log(`\nprocess RSS at the end: ${f0(process.memoryUsage().rss / MB)} MB`);
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
