import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSearchParams } from "@/lib/search/search-params";
import type { Site } from "@/lib/tenancy/site";
import { comparable, searchRequest } from "../../../test/search-requests";
import type { DatabaseHandle } from "../db/client";
import { carOverrides, cars } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { seedDemo } from "../demo/seed-demo";
import { readSite } from "../tenancy/sites";
import {
  type IndexedStockSearch,
  indexedStockSearch,
  type StockSearch,
  sqlStockSearch,
} from "./stock-search";

/*
 * The keyword facet (spec 02 §7, decision 0087) in both engines: a keyword is a word of a car's make,
 * model, badge or the dealer comments shoppers see (staff's, decision 0051, over the feed's), and every
 * keyword must hold.
 */

const NOW = new Date("2026-11-20T00:00:00Z");
let handle: DatabaseHandle;
let site: Site;
let index: IndexedStockSearch;
let reference: StockSearch;
let feedCar: { id: number };
let staffCar: { id: number };

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { cars: 300, now: NOW });
  site = (await readSite(handle.db, "metro-motor-group"))!;
  const listed = await sqlStockSearch(handle.db).search(site, searchRequest({ hitsPerPage: 50 }), {
    now: NOW,
  });
  const [a, b] = listed.hits.filter((h) => h.stocknum && h.status === "in_stock");
  feedCar = a!;
  staffCar = b!;
  await handle.db
    .update(cars)
    .set({ dealercomments: "Zebrawood dashboard | towbar fitted, one owner" })
    .where(eq(cars.id, feedCar.id));
  // Staff's comments replace the feed's: the car's old words no longer find it, the new ones do.
  await handle.db.update(cars).set({ dealercomments: "Quokka orange paint" }).where(eq(cars.id, staffCar.id));
  // The demo may have featured this car already (decision 0078): staff's comments join its override.
  await handle.db
    .insert(carOverrides)
    .values({
      dealershipId: b!.dealershipId,
      carKey: `stocknum:${b!.stocknum!.trim()}`,
      dealerComments: "Platypus edition with zebrawood trim",
    })
    .onConflictDoUpdate({
      target: [carOverrides.dealershipId, carOverrides.carKey],
      set: { dealerComments: "Platypus edition with zebrawood trim" },
    });
  index = indexedStockSearch(handle.db, { checkIntervalMs: 0 });
  await index.warm(site, NOW);
  reference = sqlStockSearch(handle.db);
});
afterAll(async () => {
  await handle?.close();
});

async function both(query: string) {
  const { state } = parseSearchParams(new URLSearchParams(query));
  const req = searchRequest({ ...state, hitsPerPage: 400 });
  const [a, b] = await Promise.all([
    index.search(site, req, { now: NOW }),
    reference.search(site, req, { now: NOW }),
  ]);
  expect(comparable(a), query).toEqual(comparable(b));
  return a;
}

describe("the keyword facet in the index and the SQL reference (spec 02 §7, decision 0087)", () => {
  it("finds a car by a word of its description, and both engines give the same answer", async () => {
    const found = await both("keyword=zebrawood");
    expect(found.hits.map((h) => h.id).sort()).toEqual([feedCar.id, staffCar.id].sort());
  });

  it("every keyword must hold: a second word narrows the cars found", async () => {
    expect((await both("keyword=zebrawood+towbar")).hits.map((h) => h.id)).toEqual([feedCar.id]);
    expect((await both("keyword=zebrawood&keyword=platypus")).hits.map((h) => h.id)).toEqual([staffCar.id]);
    expect((await both("keyword=towbar+platypus")).count).toBe(0);
  });

  it("reads the comments shoppers see: staff's over the feed's", async () => {
    expect((await both("keyword=quokka")).count).toBe(0);
    expect((await both("keyword=platypus")).hits.map((h) => h.id)).toEqual([staffCar.id]);
  });

  it("matches make, model and badge words with the other filters, and counts alike", async () => {
    const used = await index.search(site, searchRequest({ refinements: { car_type: ["used"] } }), {
      now: NOW,
    });
    const make = used.facets.make![0]!;
    const result = await both(`keyword=${encodeURIComponent(make.value)}&car_type=used&sortBy=price_desc`);
    // Every used car of the make, and any other whose comments name it: used, all of them.
    expect(result.count).toBeGreaterThanOrEqual(make.count);
    expect(result.hits.filter((h) => h.make === make.value)).toHaveLength(make.count);
    expect(result.hits.every((h) => h.carType === "used")).toBe(true);
    // Whole words only: part of a word finds nothing that the word alone would not.
    expect((await both(`keyword=${encodeURIComponent(make.value.slice(0, 2))}x`)).count).toBe(0);
  });

  it("counts the keyword facet like any other, when asked for it", async () => {
    const req = searchRequest({ refinements: { keyword: ["zebrawood"] } });
    const [a, b] = await Promise.all([
      index.search(site, req, { now: NOW, facets: ["keyword", "make"] }),
      reference.search(site, req, { now: NOW, facets: ["keyword", "make"] }),
    ]);
    expect(comparable(a)).toEqual(comparable(b));
    expect(a.facets.make!.reduce((n, f) => n + f.count, 0)).toBe(2);
  });
});
