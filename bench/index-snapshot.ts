/**
 * What a snapshot of a site's search documents beside the data would cost and save (issue 35 §2, the
 * warm time after a start; decision 0088): on a seeded data directory, times in one run
 *   - loading the site's listed cars from the database, as a boot does today (`loadSearchDocuments`),
 *   - writing and reading those documents as a file (JSON and V8's structured clone), each read timed
 *     whole (it holds the thread: no slices),
 *   - building the index from documents in memory (`buildSearchIndexInSlices`, as the server does),
 * and prints the snapshot path's sum against today's load + build as a ratio, over N rounds.
 *
 *   npm run forecourt -- seed-demo --cars 50000 --data-dir /tmp/fc50k
 *   npx tsx --conditions=react-server bench/index-snapshot.ts --data-dir /tmp/fc50k --rounds 3
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { deserialize, serialize } from "node:v8";
import { buildSearchIndexInSlices } from "@/lib/search/index-build";
import type { SearchDocument } from "@/lib/search/search-document";
import { openDatabase } from "@/server/db/client";
import { loadSearchDocuments, pauseForOthers } from "@/server/stock/search-documents";
import { readSite } from "@/server/tenancy/sites";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    rounds: { type: "string", default: "3" },
    site: { type: "string", default: "metro-motor-group" },
  },
});

async function timed<T>(work: () => T | Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function main() {
  const handle = await openDatabase({ kind: "pglite", dataDir: values["data-dir"] ?? ".data" });
  const site = (await readSite(handle.db, values.site))!;
  const dir = mkdtempSync(join(tmpdir(), "index-snapshot-"));
  const now = new Date();
  console.log(
    "round  cars    load from db  build  | json: write  read  size | v8: write  read  size | snapshot ÷ today",
  );
  for (let round = 1; round <= Number(values.rounds); round++) {
    const [docs, loadMs] = await timed(() => loadSearchDocuments(handle.db, site, now));
    const [, buildMs] = await timed(() => buildSearchIndexInSlices(docs, { pause: pauseForOthers }));
    const jsonFile = join(dir, "docs.json");
    const [, jsonWrite] = await timed(() => writeFileSync(jsonFile, JSON.stringify(docs)));
    const [jsonDocs, jsonRead] = await timed(
      () => JSON.parse(readFileSync(jsonFile, "utf8")) as SearchDocument[],
    );
    const v8File = join(dir, "docs.v8");
    const [, v8Write] = await timed(() => writeFileSync(v8File, serialize(docs)));
    const [, v8Read] = await timed(() => deserialize(readFileSync(v8File)) as SearchDocument[]);
    const size = (file: string) => `${(readFileSync(file).length / 2 ** 20).toFixed(0)} MB`;
    // The snapshot path: read the file, build from memory (then an in-place update of what changed).
    const [, snapshotBuild] = await timed(() =>
      buildSearchIndexInSlices(jsonDocs, { pause: pauseForOthers }),
    );
    const today = loadMs + buildMs;
    const snapshot = Math.min(jsonRead, v8Read) + snapshotBuild;
    console.log(
      `${String(round).padEnd(6)} ${String(docs.length).padEnd(7)} ${loadMs.toFixed(0).padStart(8)} ms ${buildMs.toFixed(0).padStart(6)} ms | ${jsonWrite.toFixed(0).padStart(6)} ms ${jsonRead.toFixed(0).padStart(5)} ms ${size(jsonFile)} | ${v8Write.toFixed(0).padStart(6)} ms ${v8Read.toFixed(0).padStart(5)} ms ${size(v8File)} | ${snapshot.toFixed(0)} ms ÷ ${today.toFixed(0)} ms = ${(snapshot / today).toFixed(2)}`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
