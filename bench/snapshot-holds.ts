/**
 * How long each step of a start from a search snapshot holds the thread (issue 35 §2, decision 0089):
 * on a seeded data directory, in this process, writes the site's snapshot and then runs the steps a
 * start runs (versions, the snapshot's header, the cars written since, the documents read, the merge,
 * the index built, its extras), each under a 1 ms timer that records the longest gap between two of
 * its ticks (wall time: on a busy machine other processes' turns count too). Prints the time and the
 * longest hold of each step, over N rounds.
 *
 *   npx tsx --conditions=react-server bench/snapshot-holds.ts --data-dir /tmp/fc50k-snap --rounds 3
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildSearchIndexInSlices } from "@/lib/search/index-build";
import { runStepsInSlices } from "@/lib/search/index-build-steps";
import { documentExtrasSteps, mergeDocuments } from "@/lib/search/index-documents";
import { openDatabase } from "@/server/db/client";
import { searchSnapshots } from "@/server/search/search-snapshots";
import { storedVersions, versionOf } from "@/server/search/stock-version";
import { nextSpecialPriceChange } from "@/server/stock/car-override-read";
import {
  loadChangedSearchDocuments,
  loadSearchDocuments,
  pauseForOthers,
} from "@/server/stock/search-documents";
import { readSite } from "@/server/tenancy/sites";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    rounds: { type: "string", default: "3" },
    site: { type: "string", default: "metro-motor-group" },
  },
});

async function measured<T>(name: string, work: () => Promise<T>, rows: string[]): Promise<T> {
  let last = performance.now();
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  await new Promise((r) => setTimeout(r, 2));
  clearInterval(tick);
  longest = Math.max(longest, performance.now() - last);
  rows.push(
    `${name.padEnd(26)} ${ms.toFixed(0).padStart(7)} ms   longest hold ${longest.toFixed(0).padStart(4)} ms`,
  );
  return result;
}

async function main() {
  const handle = await openDatabase({
    kind: "pglite",
    dataDir: values["data-dir"] ?? ".data",
    role: "bench",
  });
  const site = (await readSite(handle.db, values.site))!;
  const dir = mkdtempSync(path.join(tmpdir(), "snapshot-holds-"));
  const now = new Date();
  try {
    for (let round = 1; round <= Number(values.rounds); round++) {
      const rows: string[] = [];
      const snapshots = searchSnapshots(handle.db, dir, pauseForOthers);
      const stored = await storedVersions(handle.db, site);
      const docs = await loadSearchDocuments(handle.db, site, now);
      await measured(
        "write the snapshot",
        async () => {
          snapshots.save(site, { version: versionOf(site, stored), staleAt: Infinity, basis: stored }, docs);
          await snapshots.written();
        },
        rows,
      );
      const target = await measured("read the versions", () => storedVersions(handle.db, site), rows);
      const prior = (await measured("open and check its header", () => snapshots.prior(site), rows))!;
      const changed = (await measured(
        "the cars written since",
        () => loadChangedSearchDocuments(handle.db, site, now, prior.basis.xmin, 20_000),
        rows,
      ))!;
      const read = (await measured("read its documents", () => prior.documents(), rows))!;
      const merged = await measured(
        "merge",
        async () => mergeDocuments(read, changed.changedIds, changed.docs, site.dealershipIds),
        rows,
      );
      await measured(
        "next special price change",
        () => nextSpecialPriceChange(handle.db, site.dealershipIds, now),
        rows,
      );
      await measured(
        "build the index",
        () => buildSearchIndexInSlices(merged, { pause: pauseForOthers }),
        rows,
      );
      await measured(
        "its extras",
        () => runStepsInSlices(documentExtrasSteps(merged), { pause: pauseForOthers }),
        rows,
      );
      console.log(
        `round ${round}: ${merged.length} cars, ${changed.changedIds.size} written since (${target.stock})`,
      );
      for (const row of rows) console.log(`  ${row}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
