/**
 * Index-update benchmark (issue 35 §2, decision 0086): seeds the demo with N cars in the dealer group
 * (default 50,000) into in-memory PGlite, builds the group's search index, then, round by round, has a
 * feed change C cars (default 100; prices, written as a serving import writes them: batches of 50,
 * each bumping its dealerships' versions) and times bringing the index up to date in place (reloading
 * the cars written) against rebuilding it whole from the database, in the same run: the ratio holds
 * on a busy machine. For each it prints the longest hold of the event loop. Every round checks that
 * the updated index answers 50 searches exactly as the rebuilt one does.
 *
 *   npm run bench:index-update
 *   npm run bench:index-update -- --cars 20000 --changed 1000 --rounds 3
 */
import { isDeepStrictEqual, parseArgs } from "node:util";
import { inArray } from "drizzle-orm";
import { mulberry32 } from "@/demo/prng";
import { openDatabase } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/migrate";
import { cars } from "@/server/db/schema";
import { seedDemo } from "@/server/demo/seed-demo";
import { bumpStockVersions } from "@/server/import/sections/car-batches";
import { indexedStockSearch } from "@/server/search/stock-search";
import { loadSearchDocuments } from "@/server/stock/search-documents";
import { readSite } from "@/server/tenancy/sites";
import { randomRequest } from "../test/random-stock";
import { pauses } from "./event-loop-holds";

const { values } = parseArgs({
  options: {
    cars: { type: "string", default: "50000" },
    changed: { type: "string", default: "100" },
    rounds: { type: "string", default: "3" },
  },
});
const NOW = new Date();
const f0 = (n: number) => Math.round(n).toLocaleString("en-AU");

async function main() {
  const handle = await openDatabase({ kind: "memory" });
  await prepareDatabase(handle);
  const { db } = handle;
  await seedDemo(db, { cars: Number(values.cars), now: NOW });
  const site = (await readSite(db, "metro-motor-group"))!;
  const index = indexedStockSearch(db, { checkIntervalMs: 60_000 });
  const first = await pauses(() => index.warm(site, NOW));
  console.log(
    `first build: ${f0(index.memory().sites[0]!.cars)} cars in ${f0(first.ms)} ms, longest hold ${f0(first.maxMs)} ms`,
  );
  console.log(
    "round  changed  in place: ms  hold (CPU)   rebuilt whole: ms  hold (CPU)   in place / whole  same answers",
  );
  const random = mulberry32(35);
  for (let round = 1; round <= Number(values.rounds); round++) {
    const ids = (await loadSearchDocuments(db, site, NOW)).map((d) => d.id);
    const picked = [
      ...new Set(
        Array.from({ length: Number(values.changed) }, () => ids[Math.floor(random() * ids.length)]!),
      ),
    ];
    for (let start = 0; start < picked.length; start += 50) {
      await db.transaction(async (tx) => {
        const written = await tx
          .update(cars)
          .set({ price: 9_000 + Math.floor(random() * 60) * 1_000 })
          .where(inArray(cars.id, picked.slice(start, start + 50)))
          .returning({ dealershipId: cars.dealershipId });
        await bumpStockVersions(
          tx,
          written.map((w) => w.dealershipId),
          NOW,
        );
      });
    }
    const inPlace = await pauses(() => index.warm(site, NOW));
    const whole = indexedStockSearch(db, { checkIntervalMs: 60_000 });
    const rebuilt = await pauses(() => whole.warm(site, NOW));
    const docs = await loadSearchDocuments(db, site, NOW);
    let same = 0;
    for (let q = 0; q < 50; q++) {
      const request = randomRequest(random, docs);
      const a = await index.search(site, request, { now: NOW });
      const b = await whole.search(site, request, { now: NOW });
      if (isDeepStrictEqual({ ...a, ms: 0 }, { ...b, ms: 0 })) same++;
    }
    console.log(
      `${String(round).padStart(5)}  ${String(picked.length).padStart(7)}  ${f0(inPlace.ms).padStart(12)}  ${f0(inPlace.maxMs).padStart(4)} (${f0(inPlace.maxCpuMs).padStart(3)})   ${f0(rebuilt.ms).padStart(17)}  ${f0(rebuilt.maxMs).padStart(4)} (${f0(rebuilt.maxCpuMs).padStart(3)})   ${(inPlace.ms / rebuilt.ms).toFixed(2).padStart(16)}  ${same}/50`,
    );
  }
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
