import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSearchIndex } from "@/lib/search/index-build";
import type { Site } from "@/lib/tenancy/site";
import { searchRequest } from "../../../test/search-requests";
import { watchStretches } from "../../../test/thread-cpu";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { seedDemo } from "../demo/seed-demo";
import { listedCarsWhere } from "../stock/listed-stock";
import { loadSearchDocuments, pauseForOthers, rowToDocument, searchFrom } from "../stock/search-documents";
import { readSite } from "../tenancy/sites";
import { writeSnapshotFile } from "./search-snapshot-files";
import { type IndexedStockSearch, indexedStockSearch } from "./stock-search";

/**
 * Issue 15 §4: "Search never waits on a rebuild." On embedded PGlite the database runs in the server's
 * own thread, so a rebuild that read every car in one query and built the index in one go held that
 * thread, and every shopper's request, for the whole of it: 6.8 s at 47,686 cars
 * (docs/benchmarks.md). Now the cars are read a page at a time and the index built in slices, handing
 * the thread back in between.
 *
 * What is measured is the longest stretch of work between two turns of the event loop, in the thread's CPU time
 * (a shopper's request arriving then waits at least that long), while a shopper searches another
 * site every 5 ms. CPU time, not wall time, because this 2-core machine is shared: with other
 * processes (or the other test worker) busy, a stretch of 30 ms of work can take 150 ms of wall time,
 * which no code here can prevent. The bound, 100 ms at about 4,800 cars, is a behavioural guarantee,
 * not a benchmark: the longest stretch is one page of 100 cars read from PGlite, measured at 20–60 ms
 * of wall time on a quiet run; the old way is 0.5–1 s of CPU here, far past it, and the same
 * measurement of it guards the recorder itself. Wall-clock figures at 50,000 cars are in
 * docs/benchmarks.md (`npm run bench:search-memory`).
 */

const NOW = new Date("2026-11-20T00:00:00Z");
const BOUND_MS = 100;
/** Issue 35 §2's bound, for the work that reads no page of cars from PGlite: the snapshot's (decision 0089). */
const SNAPSHOT_BOUND_MS = 50;
let handle: DatabaseHandle;
let group: Site;
let used: Site;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { cars: 5_000, now: NOW });
  group = (await readSite(handle.db, "metro-motor-group"))!;
  used = (await readSite(handle.db, "outback-used-cars"))!;
});
afterAll(async () => {
  await handle?.close();
});

/**
 * Runs `work` while a shopper searches `site` every 5 ms; returns the longest stretch of the thread's
 * work between two turns of the event loop (1 ms timer ticks, test/thread-cpu.ts), and how many
 * searches were answered.
 */
async function longestStretch(search: IndexedStockSearch, site: Site, work: () => Promise<unknown>) {
  const stretches = watchStretches(1);
  let running = true;
  let answered = 0;
  const shopper = (async () => {
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if ((await search.search(site, searchRequest(), { now: NOW })).count > 0) answered += 1;
    }
  })();
  await work();
  running = false;
  await shopper;
  // One more tick, so a stretch that ends with the work is counted.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return { longest: stretches.stop(), answered };
}

describe("issue 15 §4: building an index never holds the server's thread for long", () => {
  it("issue 15 §4: while a site's index builds, a shopper's searches on another site never wait behind more than 100 ms of it", async () => {
    const search = indexedStockSearch(handle.db, { checkIntervalMs: 60_000 });
    await search.warm(used, NOW);
    const { longest, answered } = await longestStretch(search, used, () => search.warm(group, NOW));
    expect(search.memory().sites.find((s) => s.slug === group.slug)?.cars).toBeGreaterThan(4_000);
    expect(answered).toBeGreaterThan(10);
    expect(longest).toBeLessThan(BOUND_MS);
  });

  it("issue 15 §4: the way it was built before (one query, one build) held the thread far longer: the measurement sees it", async () => {
    const search = indexedStockSearch(handle.db, { checkIntervalMs: 60_000 });
    await search.warm(used, NOW);
    const { longest } = await longestStretch(search, used, async () => {
      const rows = await searchFrom(handle.db).where(listedCarsWhere(group, NOW));
      return buildSearchIndex(rows.map(rowToDocument));
    });
    expect(longest).toBeGreaterThan(BOUND_MS);
  });

  it("decision 0089: writing a site's snapshot, and building its index from it at the next start, never holds the thread more than 50 ms", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "snapshot-pauses-"));
    try {
      const first = indexedStockSearch(handle.db, { checkIntervalMs: 60_000, snapshotDir: dir });
      await first.warm(used, NOW);
      await first.warm(group, NOW);
      await first.snapshotsWritten();
      // The write alone, measured again on its own (the first ran beside the build's last slices).
      const docs = await loadSearchDocuments(handle.db, group, NOW);
      const header = {
        format: 1,
        site: "pauses",
        database: "d",
        recipe: "r",
        version: "v",
        basis: { stock: "0", cars: "0", xmin: 0 },
        staleAt: null,
        cars: docs.length,
        writtenAt: NOW.toISOString(),
      };
      const writing = await longestStretch(first, used, () =>
        writeSnapshotFile(path.join(dir, "pauses.ndjson"), header, docs, pauseForOthers),
      );
      expect(writing.longest, "writing the snapshot: longest stretch, ms").toBeLessThan(SNAPSHOT_BOUND_MS);

      const restarted = indexedStockSearch(handle.db, { checkIntervalMs: 60_000, snapshotDir: dir });
      await restarted.warm(used, NOW);
      const reading = await longestStretch(restarted, used, () => restarted.warm(group, NOW));
      expect(restarted.memory().sites.find((s) => s.slug === group.slug)?.cars).toBe(docs.length);
      expect(reading.answered).toBeGreaterThan(3);
      expect(reading.longest, "building from the snapshot: longest stretch, ms").toBeLessThan(
        SNAPSHOT_BOUND_MS,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
