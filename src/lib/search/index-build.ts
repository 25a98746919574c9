import type { SearchHit } from "../stock/listed-car";
import {
  BUILD_STEP,
  type BuildSlicing,
  type BuildSteps,
  perCar,
  runSteps,
  runStepsInSlices,
  sortSteps,
} from "./index-build-steps";
import { buildAttributeColumns } from "./index-columns";
import { buildRows } from "./index-rows";
import { buildWords } from "./index-words";
import { toHit } from "./present-result";
import { availabilityRank, type SearchDocument, sortablePrice } from "./search-document";
import type { SearchIndex } from "./search-index";
import { MAX_QUERY_TOKENS } from "./text-query";

/*
 * Building a site's search index from its listed cars' documents: the attribute columns, the facet
 * rows, the words, the precomputed sort orders and the search's scratch buffers, in bounded steps
 * (index-build-steps.ts) run back to back or in slices between a server's requests.
 */

/** The cars in the order `compare` gives, ties broken by id, highest first. */
function ordering(ids: Float64Array, compare: (a: number, b: number) => number): BuildSteps<Int32Array> {
  const idx = new Int32Array(ids.length);
  for (let i = 0; i < idx.length; i++) idx[i] = i;
  return sortSteps(idx, (a, b) => compare(a, b) || ids[b]! - ids[a]!);
}

function priceOrder(prices: Float64Array, direction: 1 | -1) {
  // NaN stands for a price that does not count (sortablePrice null): those cars sort last.
  return (a: number, b: number) => {
    const pa = prices[a]!;
    const pb = prices[b]!;
    const noA = Number.isNaN(pa);
    const noB = Number.isNaN(pb);
    if (noA || noB) return noA === noB ? 0 : noA ? 1 : -1;
    return (pa - pb) * direction;
  };
}

/** The keys the sort orders compare, per car. */
type SortKeys = { ids: Float64Array; created: Float64Array; rank: Uint8Array; prices: Float64Array };

function* readSortKeys(docs: SearchDocument[]): BuildSteps<SortKeys> {
  // The sort keys, read into typed arrays so each comparison of a sort is a few array reads.
  const ids = new Float64Array(docs.length);
  const created = new Float64Array(docs.length);
  const rank = new Uint8Array(docs.length);
  const prices = new Float64Array(docs.length);
  for (let doc = 0; doc < docs.length; doc++) {
    const d = docs[doc]!;
    ids[doc] = d.id;
    created[doc] = Date.parse(d.createdAt);
    // Within each availability, cars staff featured come first (decision 0051).
    rank[doc] = availabilityRank(d.status) * 2 + (d.featured ? 0 : 1);
    prices[doc] = sortablePrice(d.price) ?? Number.NaN;
    if (doc % BUILD_STEP === BUILD_STEP - 1) yield;
  }
  return { ids, created, rank, prices };
}

/** The cars in each sort order (tie-breaks in decision 0007). */
function* buildOrderings({ ids, created, rank, prices }: SortKeys): BuildSteps<SearchIndex["orderings"]> {
  const newest = (a: number, b: number) => created[b]! - created[a]!;
  const relevance = yield* ordering(ids, (a, b) => rank[a]! - rank[b]! || newest(a, b));
  const latest = yield* ordering(ids, newest);
  const priceDesc = yield* ordering(ids, priceOrder(prices, -1));
  const priceAsc = yield* ordering(ids, priceOrder(prices, 1));
  return { relevance, latest, price_desc: priceDesc, price_asc: priceAsc };
}

/** The per-car buffers every search of the index reuses. */
function scratchFor(cars: number): SearchIndex["scratch"] {
  return {
    fails: new Uint8Array(cars),
    failedSum: new Uint16Array(cars),
    nextMiss: new Int32Array(cars),
    hitList: new Int32Array(cars),
    restList: new Int32Array(cars),
    baseList: new Int32Array(cars),
    scoreOf: new Uint8Array(cars),
    marks: Array.from({ length: MAX_QUERY_TOKENS }, () => new Uint8Array(cars)),
  };
}

/** Hits to reuse for some documents (an index updated in place: decision 0086) instead of copying them. */
export type ReusedHits = WeakMap<SearchDocument, SearchHit>;

function* buildSteps(docs: SearchDocument[], reuse?: ReusedHits): BuildSteps<SearchIndex> {
  const keys = yield* readSortKeys(docs);
  const { facets, ranges, facetTotals, rangeOrder } = yield* buildAttributeColumns(docs);
  const rows = yield* buildRows(facets, docs.length);
  const { words, postingOffsets, postingDocs, sortedWords } = yield* buildWords(docs);
  const orderings = yield* buildOrderings(keys);
  const cars = yield* perCar(docs.length, (doc) => reuse?.get(docs[doc]!) ?? toHit(docs[doc]!));
  const latitude = Float64Array.from(docs, (d) => d.latitude ?? Number.NaN);
  const longitude = Float64Array.from(docs, (d) => d.longitude ?? Number.NaN);
  return {
    latitude,
    longitude,
    cars,
    facets,
    ranges,
    rows,
    facetTotals,
    rangeOrder,
    words,
    postingOffsets,
    postingDocs,
    scratch: scratchFor(docs.length),
    sortedWords,
    orderings,
  };
}

/** Builds a site's index in one go (tests, the SQL parity suite, benchmarks). */
export function buildSearchIndex(docs: SearchDocument[]): SearchIndex {
  return runSteps(buildSteps(docs));
}

export type { BuildSlicing };

/**
 * Builds the same index as `buildSearchIndex` in slices of about `sliceMs` of work, pausing between
 * them, so whatever else shares the thread (a server's requests) runs between slices.
 */
export function buildSearchIndexInSlices(
  docs: SearchDocument[],
  slicing: BuildSlicing,
  reuse?: ReusedHits,
): Promise<SearchIndex> {
  return runStepsInSlices(buildSteps(docs, reuse), slicing);
}
