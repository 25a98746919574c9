import { mulberry32 } from "@/demo/prng";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import type { SearchRequest, SearchResult } from "@/lib/search/search-types";
import { SORT_OPTIONS } from "@/lib/stock/stock-values";

/**
 * The search benchmarks' mix of searches (bench/search.ts, bench/sql-plans.ts): a word of text now and
 * then, up to four refinements drawn from the site's own facets, price and km ranges, every sort, page
 * 1 or 2. Seeded, so two runs (or two engines) get the same searches.
 */
export const WORDS = [
  "toyota",
  "hilux",
  "sr5",
  "rav4",
  "white",
  "hybrid",
  "diesel",
  "mazda",
  "cx",
  "ute",
  "suv",
  "auto",
  "gt",
  "kia",
];

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function mixedQueries(all: SearchResult, count: number, seed = 42): SearchRequest[] {
  const random = mulberry32(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, () => {
    const refinements: SearchRequest["refinements"] = {};
    for (const attribute of ["car_type", "make", "body", "fuel"] as const) {
      const items = all.facets[attribute] ?? [];
      if (items.length && random() < 0.35) refinements[attribute] = [pick(items).value];
    }
    const ranges: SearchRequest["ranges"] = {};
    if (random() < 0.3)
      ranges.price = {
        min: 10_000 + Math.floor(random() * 20) * 1000,
        max: 60_000 + Math.floor(random() * 40) * 1000,
      };
    if (random() < 0.2) ranges.km = { max: 20_000 + Math.floor(random() * 10) * 10_000 };
    return {
      ...EMPTY_SEARCH_STATE,
      query: random() < 0.3 ? pick(WORDS) : "",
      refinements,
      ranges,
      sortBy: pick(SORT_OPTIONS),
      page: random() < 0.8 ? 1 : 2,
      hitsPerPage: 21,
    };
  });
}
