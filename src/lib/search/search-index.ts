import type { SearchHit } from "../stock/listed-car";
import type { FacetAttribute, RangeAttribute } from "./search-attributes";

/*
 * The layout of the in-memory stock search index: one site's listed cars held column by column
 * (dictionary-coded values, typed arrays). index-build.ts makes one; search-engine.ts searches it.
 */

/**
 * One attribute's values: a dictionary, and per car a run of slots (`slots[offsets[doc]..offsets[doc +
 * 1]]`), where slot s stands for `dict[s - 1]`. When no car has two values and the dictionary is small,
 * `single[doc]` also holds each car's one slot, 0 for none, in 16 bits: counting then needs no branch
 * (slot 0 is counted and ignored) and reads a quarter of the memory.
 */
export type Column = {
  dict: string[];
  lower: string[];
  offsets: Int32Array;
  slots: Int32Array;
  single: Uint16Array | null;
  /** With `single`: the cars by slot, `byValue[byValueStart[s]..byValueStart[s + 1]]` have slot s. */
  byValueStart: Int32Array | null;
  byValue: Int32Array | null;
};

export type SearchIndex = {
  /**
   * The cars as a page shows them, by car number: the documents less their filter-only fields, which
   * only the build reads (dropping them saves about a fifth of what an index holds per car).
   */
  cars: SearchHit[];
  facets: Record<FacetAttribute, Column>;
  ranges: Record<RangeAttribute, Float64Array>;
  /**
   * The single-valued facets again, car by car (`slots[doc * width + position.get(attribute)]`), so
   * counting a car's facets reads one cache line instead of one per facet.
   */
  rows: {
    width: number;
    slots: Uint16Array;
    position: Map<FacetAttribute, number>;
    /** Where each row facet's counts start in a counts array of `size` (slot s of facet j at base[j] + s). */
    base: Int32Array;
    size: number;
    /**
     * For each value of a small row facet (at most COOCCUR_MAX_VALUES values), the row-facet counts of
     * the cars having it: `cooccur[cooccurRow[base[j] + slot] * size + base[k] + slot2]`, or -1 rows for
     * facets too large to keep. A search refined on such a facet counts from its values' rows,
     * less the cars with the value that are not hits, when that is fewer cars to count.
     */
    cooccurRow: Int32Array;
    cooccur: Int32Array;
  };
  /** Each facet's counts by slot over every car: a broad search counts what it leaves out and subtracts. */
  facetTotals: Record<FacetAttribute, Int32Array>;
  /** Cars with a value for each range, by ascending value: a broad search reads min and max off the ends. */
  rangeOrder: Record<RangeAttribute, Int32Array>;
  words: Column;
  /** Word code → the cars containing it (an inverted index): `postingDocs[postingOffsets[w]..postingOffsets[w + 1]]`. */
  postingOffsets: Int32Array;
  postingDocs: Int32Array;
  /** Word codes in string order, so the words a query word starts are one contiguous run. */
  sortedWords: Int32Array;
  /**
   * Per-car scratch buffers reused by every search (a search is synchronous, so one runs at a time),
   * so a query allocates nothing in proportion to the stock.
   */
  scratch: {
    fails: Uint8Array;
    failedSum: Uint16Array;
    nextMiss: Int32Array;
    hitList: Int32Array;
    restList: Int32Array;
    baseList: Int32Array;
    scoreOf: Uint8Array;
    marks: Uint8Array[];
  };
  orderings: Record<"relevance" | "latest" | "price_desc" | "price_asc", Int32Array>;
  /** Each car's location's point (NaN for none): "cars near me" orders by distance from a postcode. */
  latitude: Float64Array;
  longitude: Float64Array;
};
