import { describe, expect, it } from "vitest";
import { mulberry32 } from "@/demo/prng";
import { randomDocs, randomRequest } from "../../../test/random-stock";
import { buildSearchIndex, buildSearchIndexInSlices } from "./index-build";
import { runSteps } from "./index-build-steps";
import { documentExtras, indexDocuments, indexDocumentsSteps, mergeDocuments } from "./index-documents";
import type { SearchDocument } from "./search-document";
import { searchIndex } from "./search-engine";

/*
 * Decision 0086: an index updated in place (its documents recovered from it, the changed cars swapped
 * in) must answer exactly as an index rebuilt from a full load of the same stock.
 */

/** Random stock over two dealerships, with points on some cars: in full-load order (dealership, id). */
function stock(count: number, seed: number): SearchDocument[] {
  const random = mulberry32(seed + 1);
  return randomDocs(count, seed)
    .map((d) => ({
      ...d,
      dealershipId: random() < 0.5 ? 7 : 3,
      series: random() < 0.5 ? null : "Series II",
      body: random() < 0.5 ? null : "Wagon",
      latitude: random() < 0.5 ? null : -27 - random(),
      longitude: random() < 0.5 ? null : 153 + random(),
    }))
    .map((d) => (d.latitude === null || d.longitude === null ? { ...d, latitude: null, longitude: null } : d))
    .sort((a, b) => (a.dealershipId === b.dealershipId ? a.id - b.id : a.dealershipId === 7 ? -1 : 1));
}

describe("updating an index in place (decision 0086)", () => {
  it("recovers from an index exactly the documents it was built from", () => {
    const docs = stock(300, 5);
    const index = buildSearchIndex(docs);
    expect(indexDocuments(index, documentExtras(docs))).toEqual(docs);
  });

  it("a build from recovered documents reuses their cars and equals a build from the originals", async () => {
    const docs = stock(300, 6);
    const index = buildSearchIndex(docs);
    const recovered = runSteps(indexDocumentsSteps(index, documentExtras(docs)));
    const rebuilt = await buildSearchIndexInSlices(recovered.docs, { pause: async () => {} }, recovered.hits);
    expect(rebuilt.cars[17]).toBe(index.cars[17]);
    expect(rebuilt).toEqual(buildSearchIndex(docs));
  });

  it("shares equal strings and lists between cars' extras", () => {
    const docs = stock(50, 9).map((d) => ({ ...d, filteredFeatures: ["Tow bar"] }));
    const extras = documentExtras(docs);
    expect(extras[0]!.filteredFeatures).toBe(extras[1]!.filteredFeatures);
  });

  it("shares each keyword between cars, and never mistakes one list for another", () => {
    const docs = stock(3, 4).map((d, i) => ({
      ...d,
      keywords: [`towbar`, `w${i}`],
      categories: [[], [""], ["a", "b"]][i]!,
    }));
    const extras = documentExtras(docs);
    expect(extras.map((e) => e.keywords)).toEqual([
      ["towbar", "w0"],
      ["towbar", "w1"],
      ["towbar", "w2"],
    ]);
    expect(extras.map((e) => e.categories)).toEqual([[], [""], ["a", "b"]]);
  });

  it("puts changed, new and removed cars where a full load would, for random changes", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const random = mulberry32(seed * 31);
      const before = stock(400, seed);
      // The stock after a feed: some cars changed (price, make, status), some gone, some new.
      const changedIds = new Set<number>();
      const after: SearchDocument[] = [];
      for (const d of before) {
        const r = random();
        if (r < 0.05) {
          changedIds.add(d.id); // no longer listed
        } else if (r < 0.15) {
          changedIds.add(d.id);
          after.push({
            ...d,
            price: 1_000 + Math.floor(random() * 90) * 1_000,
            make: "Changed",
            status: "sold",
          });
        } else after.push(d);
      }
      const added = stock(30, seed + 100).map((d, i) => ({ ...d, id: 10_000 + i * 3, slug: `new-${i}` }));
      for (const d of added) changedIds.add(d.id);
      after.push(...added);
      const dealerships = [7, 3];
      const fullLoad = [...after].sort(
        (a, b) => dealerships.indexOf(a.dealershipId) - dealerships.indexOf(b.dealershipId) || a.id - b.id,
      );
      const loaded = after.filter((d) => changedIds.has(d.id)).reverse();

      const index = buildSearchIndex(before);
      const merged = mergeDocuments(
        indexDocuments(index, documentExtras(before)),
        changedIds,
        loaded,
        dealerships,
      );
      expect(merged).toEqual(fullLoad);

      const updated = buildSearchIndex(merged);
      const rebuilt = buildSearchIndex(fullLoad);
      for (let q = 0; q < 20; q++) {
        const request = randomRequest(random, fullLoad);
        expect(searchIndex(updated, request)).toEqual(searchIndex(rebuilt, request));
      }
    }
  });
});
