import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import type { SearchState } from "@/lib/search/search-types";
import type { Site } from "@/lib/tenancy/site";
import { searchRequest } from "../../../test/search-requests";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { seedDemo } from "../demo/seed-demo";
import { readSite } from "../tenancy/sites";
import { answerSearch, NEARBY_CARS } from "./search-answer";
import {
  type IndexedStockSearch,
  indexedStockSearch,
  type StockSearch,
  sqlStockSearch,
} from "./stock-search";

/** Issue 34 item 4: the search page's answer: an empty search's ways forward, and each card's distance. */
const NOW = new Date("2026-11-20T00:00:00Z");
const PERTH = { latitude: -32.0171, longitude: 115.9385 };
let handle: DatabaseHandle;
let site: Site;
let index: StockSearch;
let indexed: IndexedStockSearch;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { cars: 300, now: NOW });
  site = (await readSite(handle.db, "metro-motor-group"))!;
  indexed = indexedStockSearch(handle.db, { checkIntervalMs: 60_000 });
  await indexed.warm(site, NOW);
  index = indexed;
});
afterAll(async () => {
  // A search at the real clock may have started a background check: let it finish on an open database.
  await indexed?.warm(site).catch(() => undefined);
  await handle?.close();
});

/** The engine, counting what it is asked: whole searches and counts. */
function watched(engine: StockSearch) {
  const asked = { searches: 0, counts: 0 };
  const search: StockSearch = {
    search: (...args) => {
      asked.searches++;
      return engine.search(...args);
    },
    counts: engine.counts
      ? (...args) => {
          asked.counts++;
          return engine.counts!(...args);
        }
      : undefined,
  };
  return { search, asked };
}

const state = (over: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, ...over });

describe("an empty search's ways forward", () => {
  const empty = state({
    refinements: { make: ["Toyota"] },
    ranges: { price: { max: 1000 }, year: { min: 2000 } },
  });

  it("counts each filter taken off alone from the index in one call, and fetches one page of nearby cars", async () => {
    const { search, asked } = watched(index);
    const result = await answerSearch(handle.db, search, { site, state: empty, near: null, hitsPerPage: 21 });
    expect(result.count).toBe(0);
    // The search itself and the nearby cars: no search per suggestion.
    expect(asked).toEqual({ searches: 2, counts: 1 });
    const options = result.relaxed!.options;
    expect(options.map((o) => o.key)).toEqual(["refine:make", "range:price", "range:year"]);
    // Each count is what the search without that filter finds.
    const withoutPrice = await index.search(
      site,
      searchRequest({ ...empty, ranges: { year: { min: 2000 } } }),
    );
    expect(options[1]!.count).toBe(withoutPrice.count);
    expect(withoutPrice.count).toBeGreaterThan(0);
    expect(options[0]!.count).toBe(0);
    // The nearby cars are those of the option that finds the most.
    const best = options.reduce((a, b) => ((b.count ?? 0) > (a.count ?? 0) ? b : a));
    expect(result.relaxed!.nearbyKey).toBe(best.key);
    expect(result.relaxed!.nearby.length).toBe(NEARBY_CARS);
  });

  it("without an index, offers the same filters uncounted rather than asking the database for each", async () => {
    const { search, asked } = watched(sqlStockSearch(handle.db));
    const result = await answerSearch(handle.db, search, { site, state: empty, near: null, hitsPerPage: 21 });
    expect(result.relaxed!.options.every((o) => o.count === null)).toBe(true);
    expect(asked.searches).toBe(2);
    // Not knowing which filter finds the most, it shows the site's cars with no filters.
    expect(result.relaxed!.nearbyKey).toBeNull();
    expect(result.relaxed!.nearby.length).toBe(NEARBY_CARS);
  });

  it("a search that finds cars has no ways forward to offer", async () => {
    const result = await answerSearch(handle.db, index, {
      site,
      state: state({}),
      near: null,
      hitsPerPage: 21,
    });
    expect(result.count).toBeGreaterThan(0);
    expect(result.relaxed).toBeUndefined();
  });
});

describe("each card's distance from the postcode", () => {
  it("is given with a postcode, nearest first under the default order", async () => {
    const result = await answerSearch(handle.db, index, {
      site,
      state: state({ postcode: "6107" }),
      near: PERTH,
      hitsPerPage: 21,
    });
    const distances = result.hits.map((h) => h.distanceKm!);
    expect(distances.every((d) => typeof d === "number")).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(20);
  });

  it("keeps its distances under another sort, ordered by that sort", async () => {
    const result = await answerSearch(handle.db, index, {
      site,
      state: state({ postcode: "6107", sortBy: "price_asc" }),
      near: PERTH,
      hitsPerPage: 21,
    });
    const prices = result.hits.map((h) => h.price ?? 0).filter((p) => p > 10);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(result.hits.every((h) => typeof h.distanceKm === "number")).toBe(true);
    const distances = result.hits.map((h) => h.distanceKm!);
    expect(distances).not.toEqual([...distances].sort((a, b) => a - b));
  });

  it("is not given without a postcode", async () => {
    const result = await answerSearch(handle.db, index, {
      site,
      state: state({}),
      near: null,
      hitsPerPage: 21,
    });
    expect(result.hits.some((h) => "distanceKm" in h)).toBe(false);
  });
});
