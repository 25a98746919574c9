import { haversineKm } from "../locations/distance";
import type { SearchHit } from "../stock/listed-car";
import { PRICE_BUCKETS, WEEKLY_PRICE_BUCKETS } from "./price-range";
import {
  CAR_TYPE_ORDER,
  DEFAULT_FACET_LIMIT,
  FACET_ATTRIBUTES,
  FACET_LIMITS,
  type FacetAttribute,
  RANGE_ATTRIBUTES,
  type RangeAttribute,
} from "./search-attributes";
import {
  availabilityRank,
  documentAttribute,
  documentSearchText,
  type SearchDocument,
  sortablePrice,
} from "./search-document";
import type { FacetItem, SearchRequest, SearchResult } from "./search-types";
import { MAX_QUERY_TOKENS, queryTokens, tokenize } from "./text-query";

/**
 * The in-memory stock search: one site's listed cars held column by column (dictionary-coded values,
 * typed arrays) so a search is a single pass over the cars. Pure; server/stock keeps one index per
 * site and rebuilds it when the site's stock version changes.
 *
 * Semantics (shared with the SQL reference in server/search/sql-stock-search.ts):
 * - refinements: OR within an attribute, AND across attributes, values compared case-insensitively;
 * - facets are disjunctive: an attribute's counts apply every filter except that attribute's own;
 * - range stats likewise ignore their own range; null values never match a range nor count in stats;
 * - sort orders and their tie-breaks are in `ORDERINGS`; a text query ranks by whole-word matches first
 *   when sorting by relevance.
 */

/**
 * One attribute's values: a dictionary, and per car a run of slots (`slots[offsets[doc]..offsets[doc +
 * 1]]`), where slot s stands for `dict[s - 1]`. When no car has two values and the dictionary is small,
 * `single[doc]` also holds each car's one slot, 0 for none, in 16 bits: counting then needs no branch
 * (slot 0 is counted and ignored) and reads a quarter of the memory.
 */
type Column = {
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

/** The refinement-list values of a car for one attribute (blank values are no value: spec 01 §5). */
export function facetValues(doc: SearchDocument, attribute: FacetAttribute): string[] {
  const value = documentAttribute(doc, attribute);
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return [...new Set(value.map((v) => v.trim()).filter(Boolean))];
  if (typeof value === "boolean") return [value ? "true" : "false"];
  if (typeof value === "number") return Number.isFinite(value) ? [String(value)] : [];
  const trimmed = value.trim();
  return trimmed ? [trimmed] : [];
}

function rangeValue(doc: SearchDocument, attribute: RangeAttribute): number {
  const v = documentAttribute(doc, attribute);
  return typeof v === "number" && Number.isFinite(v) ? v : Number.NaN;
}

/**
 * Building an index is a series of steps, each a bounded amount of work (at most `BUILD_STEP` cars of
 * one loop, one run of a sort, or a slice of a merge): the generator yields between them. `buildSearchIndex` runs
 * them back to back; `buildSearchIndexInSlices` hands control back to the caller's event loop every
 * few milliseconds, so a server building a 50,000-car index (seconds of work) keeps answering.
 */
type BuildSteps<T> = Generator<void, T, void>;

/** Cars handled between two yields of the build: a few hundred microseconds of work. */
const BUILD_STEP = 512;

/** `of` each car, yielding every BUILD_STEP cars. */
function* perCar<T>(count: number, of: (doc: number) => T): BuildSteps<T[]> {
  const out = new Array<T>(count);
  for (let doc = 0; doc < count; doc++) {
    out[doc] = of(doc);
    if (doc % BUILD_STEP === BUILD_STEP - 1) yield;
  }
  return out;
}

function* buildColumn(perDoc: string[][]): BuildSteps<Column> {
  const codeOf = new Map<string, number>();
  const dict: string[] = [];
  const offsets = new Int32Array(perDoc.length + 1);
  let total = 0;
  for (const values of perDoc) total += values.length;
  const slots = new Int32Array(total);
  let at = 0;
  for (let i = 0; i < perDoc.length; i++) {
    offsets[i] = at;
    for (const v of perDoc[i]!) {
      let slot = codeOf.get(v);
      if (slot === undefined) {
        dict.push(v);
        slot = dict.length;
        codeOf.set(v, slot);
      }
      slots[at++] = slot;
    }
    if (i % BUILD_STEP === BUILD_STEP - 1) yield;
  }
  offsets[perDoc.length] = at;
  let single: Uint16Array | null = null;
  let byValueStart: Int32Array | null = null;
  let byValue: Int32Array | null = null;
  if (dict.length < 0xffff && perDoc.every((values) => values.length <= 1)) {
    single = new Uint16Array(perDoc.length);
    for (let i = 0; i < perDoc.length; i++)
      if (offsets[i + 1]! > offsets[i]!) single[i] = slots[offsets[i]!]!;
    byValueStart = new Int32Array(dict.length + 2);
    for (let i = 0; i < perDoc.length; i++) byValueStart[single[i]! + 1]!++;
    for (let slot = 0; slot <= dict.length; slot++) byValueStart[slot + 1]! += byValueStart[slot]!;
    byValue = new Int32Array(perDoc.length);
    const fill = byValueStart.slice(0, dict.length + 1);
    for (let i = 0; i < perDoc.length; i++) byValue[fill[single[i]!]!++] = i;
    yield;
  }
  return { dict, lower: dict.map((d) => d.toLowerCase()), offsets, slots, single, byValueStart, byValue };
}

/** Row facets with at most this many values keep co-occurrence counts (see `rows.cooccur`). */
const COOCCUR_MAX_VALUES = 64;

/** Items a merge pass of `sortSteps` handles between two yields. */
const MERGE_STEP = 8_192;
/** Length of the runs `sortSteps` sorts in one step each before merging them. */
const SORT_RUN = 2_048;

/**
 * Sorts `items` by `compare` (a total order, or one whose ties need no particular order) as steps:
 * runs of SORT_RUN sorted one per step, then merged pass by pass. One sort of 50,000 cars in one
 * go takes 30–60 ms; a step here takes a few.
 */
function* sortSteps(
  items: Int32Array<ArrayBuffer>,
  compare: (a: number, b: number) => number,
): BuildSteps<Int32Array<ArrayBuffer>> {
  const n = items.length;
  for (let start = 0; start < n; start += SORT_RUN) {
    items.subarray(start, Math.min(n, start + SORT_RUN)).sort(compare);
    yield;
  }
  let from = items;
  let to = new Int32Array(n);
  for (let width = SORT_RUN; width < n; width *= 2) {
    let merged = 0;
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(n, lo + width);
      const hi = Math.min(n, lo + 2 * width);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) to[k++] = compare(from[j]!, from[i]!) < 0 ? from[j++]! : from[i++]!;
      while (i < mid) to[k++] = from[i++]!;
      while (j < hi) to[k++] = from[j++]!;
      merged += hi - lo;
      if (merged >= MERGE_STEP) {
        merged = 0;
        yield;
      }
    }
    [from, to] = [to, from];
    yield;
  }
  return from;
}

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

function* buildSteps(docs: SearchDocument[]): BuildSteps<SearchIndex> {
  // The sort keys, read into typed arrays so each comparison of a sort is a few array reads.
  const ids = new Float64Array(docs.length);
  const created = new Float64Array(docs.length);
  const rank = new Uint8Array(docs.length);
  const prices = new Float64Array(docs.length);
  for (let doc = 0; doc < docs.length; doc++) {
    const d = docs[doc]!;
    ids[doc] = d.id;
    created[doc] = Date.parse(d.createdAt);
    rank[doc] = availabilityRank(d.status);
    prices[doc] = sortablePrice(d.price) ?? Number.NaN;
    if (doc % BUILD_STEP === BUILD_STEP - 1) yield;
  }
  const facets = {} as Record<FacetAttribute, Column>;
  for (const attribute of FACET_ATTRIBUTES) {
    const perDoc = yield* perCar(docs.length, (doc) => facetValues(docs[doc]!, attribute));
    facets[attribute] = yield* buildColumn(perDoc);
  }
  const ranges = {} as Record<RangeAttribute, Float64Array>;
  for (const attribute of RANGE_ATTRIBUTES) {
    ranges[attribute] = Float64Array.from(
      yield* perCar(docs.length, (doc) => rangeValue(docs[doc]!, attribute)),
    );
  }
  const facetTotals = {} as Record<FacetAttribute, Int32Array>;
  for (const attribute of FACET_ATTRIBUTES) {
    const column = facets[attribute];
    const totals = new Int32Array(column.dict.length + 1);
    for (let k = 0; k < column.slots.length; k++) totals[column.slots[k]!]!++;
    facetTotals[attribute] = totals;
  }
  yield;
  const rangeOrder = {} as Record<RangeAttribute, Int32Array>;
  for (const attribute of RANGE_ATTRIBUTES) {
    const values = ranges[attribute];
    let withValue = 0;
    for (let d = 0; d < docs.length; d++) if (!Number.isNaN(values[d]!)) withValue++;
    const order = new Int32Array(withValue);
    for (let d = 0, at = 0; d < docs.length; d++) if (!Number.isNaN(values[d]!)) order[at++] = d;
    rangeOrder[attribute] = yield* sortSteps(order, (a, b) => values[a]! - values[b]!);
  }
  const rowFacets = FACET_ATTRIBUTES.filter((attribute) => facets[attribute].single);
  const width = rowFacets.length;
  const rowSlots = new Uint16Array(docs.length * width);
  const rowBase = new Int32Array(width);
  let rowSize = 0;
  rowFacets.forEach((attribute, j) => {
    const single = facets[attribute].single!;
    for (let doc = 0; doc < docs.length; doc++) rowSlots[doc * width + j] = single[doc]!;
    rowBase[j] = rowSize;
    rowSize += facets[attribute].dict.length + 1;
  });
  yield;
  const cooccurRow = new Int32Array(rowSize).fill(-1);
  let cooccurRows = 0;
  const small: number[] = [];
  rowFacets.forEach((attribute, j) => {
    if (facets[attribute].dict.length > COOCCUR_MAX_VALUES) return;
    small.push(j);
    for (let slot = 1; slot <= facets[attribute].dict.length; slot++)
      cooccurRow[rowBase[j]! + slot] = cooccurRows++;
  });
  const cooccur = new Int32Array(cooccurRows * rowSize);
  for (let doc = 0; doc < docs.length; doc++) {
    const row = doc * width;
    for (const j of small) {
      const r = cooccurRow[rowBase[j]! + rowSlots[row + j]!]!;
      if (r < 0) continue;
      const at = r * rowSize;
      for (let k = 0; k < width; k++) cooccur[at + rowBase[k]! + rowSlots[row + k]!]!++;
    }
    if (doc % BUILD_STEP === BUILD_STEP - 1) yield;
  }
  const words = yield* buildColumn(
    yield* perCar(docs.length, (doc) => [...new Set(tokenize(documentSearchText(docs[doc]!)))]),
  );
  const postingOffsets = new Int32Array(words.dict.length + 1);
  for (let k = 0; k < words.slots.length; k++) postingOffsets[words.slots[k]!]!++;
  for (let w = 0; w < words.dict.length; w++) postingOffsets[w + 1]! += postingOffsets[w]!;
  const postingDocs = new Int32Array(words.slots.length);
  const fill = postingOffsets.slice(0, words.dict.length);
  for (let doc = 0; doc < docs.length; doc++) {
    for (let k = words.offsets[doc]!; k < words.offsets[doc + 1]!; k++)
      postingDocs[fill[words.slots[k]! - 1]!++] = doc;
  }
  yield;
  const sortedWords = yield* sortSteps(Int32Array.from(words.dict.keys()), (a, b) =>
    words.dict[a]! < words.dict[b]! ? -1 : words.dict[a]! > words.dict[b]! ? 1 : 0,
  );
  const newest = (a: number, b: number) => created[b]! - created[a]!;
  const relevance = yield* ordering(ids, (a, b) => rank[a]! - rank[b]! || newest(a, b));
  const latest = yield* ordering(ids, newest);
  const priceDesc = yield* ordering(ids, priceOrder(prices, -1));
  const priceAsc = yield* ordering(ids, priceOrder(prices, 1));
  const cars = yield* perCar(docs.length, (doc) => toHit(docs[doc]!));
  const latitude = Float64Array.from(docs, (d) => d.latitude ?? Number.NaN);
  const longitude = Float64Array.from(docs, (d) => d.longitude ?? Number.NaN);
  return {
    latitude,
    longitude,
    cars,
    facets,
    ranges,
    rows: {
      width,
      slots: rowSlots,
      position: new Map(rowFacets.map((attribute, j) => [attribute, j])),
      base: rowBase,
      size: rowSize,
      cooccurRow,
      cooccur,
    },
    facetTotals,
    rangeOrder,
    words,
    postingOffsets,
    postingDocs,
    scratch: {
      fails: new Uint8Array(docs.length),
      failedSum: new Uint16Array(docs.length),
      nextMiss: new Int32Array(docs.length),
      hitList: new Int32Array(docs.length),
      restList: new Int32Array(docs.length),
      baseList: new Int32Array(docs.length),
      scoreOf: new Uint8Array(docs.length),
      marks: Array.from({ length: MAX_QUERY_TOKENS }, () => new Uint8Array(docs.length)),
    },
    sortedWords,
    orderings: { relevance, latest, price_desc: priceDesc, price_asc: priceAsc },
  };
}

/** Builds a site's index in one go (tests, the SQL parity suite, benchmarks). */
export function buildSearchIndex(docs: SearchDocument[]): SearchIndex {
  const steps = buildSteps(docs);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export type BuildSlicing = {
  /** Hands control back to the caller's event loop (a server: `() => new Promise(setImmediate)`). */
  pause: () => Promise<void>;
  /** How long a slice of building may run before it pauses; default 8 ms. */
  sliceMs?: number;
  /** The clock slices are measured on; default `performance.now`. */
  now?: () => number;
};

/**
 * Builds the same index as `buildSearchIndex` in slices of about `sliceMs` of work (a slice ends
 * after the step that reaches it, so it can overrun by one step: a few milliseconds), pausing
 * between them, so whatever else shares the thread (a server's requests) runs between slices.
 */
export async function buildSearchIndexInSlices(
  docs: SearchDocument[],
  { pause, sliceMs = 8, now = () => performance.now() }: BuildSlicing,
): Promise<SearchIndex> {
  const steps = buildSteps(docs);
  let sliceStarted = now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (now() - sliceStarted >= sliceMs) {
      await pause();
      sliceStarted = now();
    }
  }
}

function compareFacet(attribute: FacetAttribute) {
  const fixed =
    attribute === "car_type"
      ? (CAR_TYPE_ORDER as readonly string[])
      : attribute === "price_range"
        ? PRICE_BUCKETS.map((b) => b.label)
        : attribute === "weekly_price_range"
          ? WEEKLY_PRICE_BUCKETS.map((b) => b.label)
          : null;
  return (a: FacetItem, b: FacetItem) => {
    if (fixed) {
      const ia = fixed.indexOf(a.value);
      const ib = fixed.indexOf(b.value);
      if (ia !== ib)
        return (ia === -1 ? Number.MAX_SAFE_INTEGER : ia) - (ib === -1 ? Number.MAX_SAFE_INTEGER : ib);
    }
    return b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  };
}

/** Sorts facet counts the one way both engines present them, and applies the facet's limit. */
export function presentFacet(attribute: FacetAttribute, counts: Map<string, number>): FacetItem[] {
  const items: FacetItem[] = [];
  for (const [value, count] of counts) if (count > 0) items.push({ label: value, value, count });
  items.sort(compareFacet(attribute));
  return items.slice(0, FACET_LIMITS[attribute] ?? DEFAULT_FACET_LIMIT);
}

/** The page a request asks for (1-based), and the result for it. */
export function searchIndex(
  index: SearchIndex,
  request: SearchRequest,
  facetAttributes: readonly FacetAttribute[] = FACET_ATTRIBUTES,
): Omit<SearchResult, "ms"> {
  const { cars } = index;
  const tokens = queryTokens(request.query);

  // Every refinement (list or range) is a test; a car failing exactly one is a "near miss" for it,
  // which is what that attribute's disjunctive facet counts and stats are made of. Pass 1 works out
  // per car `fails[doc]`, the tests it fails, and `failedSum[doc]`, the sum of their numbers (so for
  // a car failing exactly one it is that test's number). A query word the car lacks counts 2 (out).
  // Each car starts failing everything; walking the cars that pass (a word's postings, a value's
  // cars, a range's run of the value order) takes the test off, so a test costs what it lets
  // through, not the whole stock. Multi-valued lists are the exception: a full pass adds failures.
  const { fails, failedSum, nextMiss, hitList, restList } = index.scratch;
  type Test =
    | { attribute: FacetAttribute; kind: "list"; column: Column; failing: Uint8Array }
    | { attribute: RangeAttribute; kind: "range"; min: number; max: number };
  const tests: Test[] = [];
  const failingOf = new Map<FacetAttribute, Uint8Array>();
  for (const attribute of FACET_ATTRIBUTES) {
    const selected = request.refinements[attribute];
    if (!selected?.length) continue;
    const wanted = new Set(selected.map((v) => v.trim().toLowerCase()));
    const column = index.facets[attribute];
    // 1 for the slots that fail, by slot; slot 0 (no value) always fails.
    const failing = new Uint8Array(column.dict.length + 1).fill(1);
    column.lower.forEach((v, code) => {
      if (wanted.has(v)) failing[code + 1] = 0;
    });
    failingOf.set(attribute, failing);
    tests.push({ attribute, kind: "list", column, failing });
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = request.ranges[attribute];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    tests.push({ attribute, kind: "range", min: range.min ?? -Infinity, max: range.max ?? Infinity });
  }
  const testAttributes: string[] = tests.map((test) => test.attribute);
  let startFails = 2 * tokens.length;
  let startSum = 0;
  tests.forEach((test, t) => {
    if (test.kind === "range" || test.column.single) {
      startFails++;
      startSum += t;
    }
  });
  fails.fill(startFails);
  failedSum.fill(startSum);

  // Per query word, per car: 0 no match, 1 starts a word of the car, 2 is a whole word of it.
  const tokenMarks = tokens.map((token, t) => {
    const mark = index.scratch.marks[t]!.fill(0);
    const { sortedWords, postingOffsets, postingDocs } = index;
    const dict = index.words.dict;
    let lo = 0;
    let hi = sortedWords.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (dict[sortedWords[mid]!]! < token) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sortedWords.length; i++) {
      const code = sortedWords[i]!;
      const w = dict[code]!;
      if (!w.startsWith(token)) break;
      const value = w.length === token.length ? 2 : 1;
      for (let p = postingOffsets[code]!; p < postingOffsets[code + 1]!; p++) {
        const doc = postingDocs[p]!;
        if (mark[doc] === 0) fails[doc]! -= 2;
        if (mark[doc]! < value) mark[doc] = value;
      }
    }
    return mark;
  });
  tests.forEach((test, t) => {
    if (test.kind === "range") {
      const values = index.ranges[test.attribute];
      const order = index.rangeOrder[test.attribute];
      const from = lowerBound(order, values, test.min, false);
      const to = lowerBound(order, values, test.max, true);
      passAll(order, from, to, t, fails, failedSum);
      return;
    }
    const { column, failing } = test;
    if (column.single) {
      for (let slot = 1; slot < failing.length; slot++) {
        if (failing[slot] === 0)
          passAll(
            column.byValue!,
            column.byValueStart![slot]!,
            column.byValueStart![slot + 1]!,
            t,
            fails,
            failedSum,
          );
      }
    } else failMultiListTest(column.offsets, column.slots, failing, t, fails, failedSum);
  });

  // Pass 2: the hits, the rest and each test's near misses. A facet or range then counts the hits
  // plus its own refinement's near misses (disjunctive).
  const scoreOf = tokens.length ? index.scratch.scoreOf : null;
  const missHead = new Int32Array(testAttributes.length).fill(-1);
  const missTail = new Int32Array(testAttributes.length).fill(-1);
  const hitCount = classify(fails, failedSum, hitList, restList, nextMiss, missHead, missTail);
  const restCount = cars.length - hitCount;
  if (scoreOf) {
    for (let i = 0; i < hitCount; i++) {
      const doc = hitList[i]!;
      let score = 0;
      for (const mark of tokenMarks) if (mark[doc] === 2) score++;
      scoreOf[doc] = score;
    }
  }
  // When most cars match, counting the few that don't and subtracting from the totals is cheaper.
  const broad = hitCount > cars.length / 2;

  // Each facet counts the hits plus its own refinement's near misses. A broad search gets the hits'
  // counts as the totals less the rest's. Single-valued facets are counted together, row by row.
  const facets: SearchResult["facets"] = {};
  const { rows } = index;
  const rowFacets = facetAttributes.filter((a) => rows.position.has(a));
  const columns = Int32Array.from(rowFacets, (a) => rows.position.get(a)!);
  const bases = Int32Array.from(columns, (j) => rows.base[j]!);
  // Where the row-facet counts start from: every car (the totals, less the rest when broad) or, if
  // it means counting fewer cars, the cars having the selected values of one small refined facet
  // (their co-occurrence rows, less those cars that are not hits).
  const hasCooccurrences = (attribute: string) => {
    const j = rows.position.get(attribute as FacetAttribute);
    return j !== undefined && rows.cooccurRow[rows.base[j]! + 1]! >= 0;
  };
  let baseFacet: FacetAttribute | null = null;
  let baseCost = Math.min(hitCount, restCount) * rowFacets.length;
  for (const [attribute, failing] of failingOf) {
    if (!hasCooccurrences(attribute)) continue;
    let having = 0;
    const totals = index.facetTotals[attribute];
    for (let slot = 1; slot < failing.length; slot++) if (failing[slot] === 0) having += totals[slot]!;
    const cost = (having - hitCount) * rowFacets.length + hitCount;
    if (cost < baseCost) {
      baseCost = cost;
      baseFacet = attribute;
    }
  }
  /** Adds the co-occurrence counts of the selected values of `attribute` to `into`, from `from`. */
  const addCooccurrences = (attribute: FacetAttribute, into: Int32Array, from: number) => {
    const j = rows.position.get(attribute)!;
    const failing = failingOf.get(attribute)!;
    for (let slot = 1; slot < failing.length; slot++) {
      if (failing[slot] !== 0) continue;
      const at = rows.cooccurRow[rows.base[j]! + slot]! * rows.size + from;
      for (let k = 0; k < into.length; k++) into[k]! += rows.cooccur[at + k]!;
    }
  };
  /** With no words and exactly two tests, test `own`'s other one when it keeps co-occurrences. */
  const pairedWith = (own: number): FacetAttribute | null => {
    if (own < 0 || tokens.length || tests.length !== 2) return null;
    const other = tests[1 - own]!;
    return other.kind === "list" && hasCooccurrences(other.attribute) ? other.attribute : null;
  };
  const rowCounts = new Int32Array(rows.size);
  if (baseFacet) {
    const j = rows.position.get(baseFacet)!;
    addCooccurrences(baseFacet, rowCounts, 0);
    const { baseList: outside } = index.scratch;
    const n = selectNotHits(index.facets[baseFacet], failingOf.get(baseFacet)!, fails, outside);
    tallyRows(rows.slots, rows.width, columns, bases, outside, n, -1, rowCounts);
    // The base facet itself counts without its own refinement: the hits, plus its near misses below.
    const own = rows.base[j]!;
    rowCounts.fill(0, own, own + index.facets[baseFacet].dict.length + 1);
    tallyRows(rows.slots, rows.width, Int32Array.of(j), Int32Array.of(own), hitList, hitCount, 1, rowCounts);
  } else if (broad) {
    rowFacets.forEach((attribute, j) => {
      rowCounts.set(index.facetTotals[attribute], bases[j]);
    });
    tallyRows(rows.slots, rows.width, columns, bases, restList, restCount, -1, rowCounts);
  } else tallyRows(rows.slots, rows.width, columns, bases, hitList, hitCount, 1, rowCounts);
  for (const attribute of facetAttributes) {
    const { dict, offsets, slots } = index.facets[attribute];
    const j = rowFacets.indexOf(attribute);
    let counts: Int32Array;
    if (j >= 0) counts = rowCounts.subarray(bases[j], bases[j]! + dict.length + 1);
    else if (broad) {
      counts = index.facetTotals[attribute].slice();
      tallyMulti(offsets, slots, restList, restCount, -1, counts);
    } else {
      counts = new Int32Array(dict.length + 1);
      tallyMulti(offsets, slots, hitList, hitCount, 1, counts);
    }
    const own = testAttributes.indexOf(attribute);
    const other = pairedWith(own);
    if (j >= 0 && other) {
      // Refined on this and one other small facet only: its counts are that facet's co-occurrences.
      counts.fill(0);
      addCooccurrences(other, counts, bases[j]!);
    } else {
      for (let doc = own >= 0 ? missHead[own]! : -1; doc !== -1; doc = nextMiss[doc]!) {
        for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) counts[slots[k]!]!++;
      }
    }
    const byValue = new Map<string, number>();
    for (let slot = 1; slot < counts.length; slot++) {
      if (counts[slot]! > 0) byValue.set(dict[slot - 1]!, counts[slot]!);
    }
    facets[attribute] = presentFacet(attribute, byValue);
  }
  const stats: SearchResult["stats"] = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const values = index.ranges[attribute];
    const own = testAttributes.indexOf(attribute);
    let min = Infinity;
    let max = -Infinity;
    // With many matches, min and max are near the ends of the value order: walk in from both ends.
    if (hitCount * 4 > cars.length) {
      const order = index.rangeOrder[attribute];
      const counts = (doc: number) => fails[doc] === 0 || (fails[doc] === 1 && failedSum[doc] === own);
      for (let i = 0; i < order.length; i++) {
        if (counts(order[i]!)) {
          min = values[order[i]!]!;
          break;
        }
      }
      for (let i = order.length - 1; i >= 0; i--) {
        if (counts(order[i]!)) {
          max = values[order[i]!]!;
          break;
        }
      }
    } else {
      for (let i = 0; i < hitCount; i++) {
        const v = values[hitList[i]!]!;
        if (v < min) min = v;
        if (v > max) max = v;
      }
      for (let doc = own >= 0 ? missHead[own]! : -1; doc !== -1; doc = nextMiss[doc]!) {
        const v = values[doc]!;
        if (v < min) min = v;
        if (v > max) max = v;
      }
    }
    if (min <= max) stats[attribute] = { min, max };
  }

  // The page, walking the precomputed sort order. With a text query under "most relevant", whole-word
  // matches come first: one walk per score, highest first, each keeping the relevance order.
  const order = index.orderings[request.sortBy];
  const start = (request.page - 1) * request.hitsPerPage;
  const end = start + request.hitsPerPage;
  const pageHits: SearchResult["hits"] = [];
  // "Cars near me" (issue 17 item 5): every hit in the sort order, then stably by distance from the
  // postcode's point (cars with no point last), so the sort order breaks ties between cars of a yard.
  const near = request.near;
  const ordered: number[] | null = near ? [] : null;
  const last = near ? hitCount : end;
  let seen = 0;
  const scoresToWalk = scoreOf && request.sortBy === "relevance" ? tokens.length : 0;
  for (let score = scoresToWalk; score >= 0 && seen < last; score--) {
    for (let o = 0; o < order.length && seen < last; o++) {
      const doc = order[o]!;
      if (fails[doc] !== 0 || (scoresToWalk > 0 && scoreOf![doc] !== score)) continue;
      // A copy: the page is the caller's to change, the index's cars are not.
      if (ordered) ordered.push(doc);
      else if (seen >= start) pageHits.push({ ...cars[doc]! });
      seen++;
    }
  }
  if (near && ordered) {
    const distance = new Map<number, number>();
    for (const doc of ordered) {
      const latitude = index.latitude[doc]!;
      const longitude = index.longitude[doc]!;
      distance.set(
        doc,
        Number.isNaN(latitude) || Number.isNaN(longitude)
          ? Number.POSITIVE_INFINITY
          : haversineKm(near, { latitude, longitude }),
      );
    }
    ordered.sort((a, b) => {
      const da = distance.get(a)!;
      const db = distance.get(b)!;
      return da === db ? 0 : da < db ? -1 : 1;
    });
    for (const doc of ordered.slice(start, end)) pageHits.push({ ...cars[doc]! });
  }
  return {
    hits: pageHits,
    count: hitCount,
    pages: Math.ceil(hitCount / request.hitsPerPage),
    page: request.page,
    facets,
    stats,
  };
}

/*
 * The column loops of a search, kept as plain functions over typed arrays so V8 compiles each once,
 * monomorphic. A failed test bumps `fails[doc]` and adds its number to `failedSum[doc]`; a passed
 * one (when every car starts failing it) takes them off.
 */
/** Takes test t off the cars `list[from..to)`: they pass it. */
function passAll(
  list: Int32Array,
  from: number,
  to: number,
  t: number,
  fails: Uint8Array,
  failedSum: Uint16Array,
) {
  for (let i = from; i < to; i++) {
    const doc = list[i]!;
    fails[doc]!--;
    failedSum[doc]! -= t;
  }
}

/**
 * The first position in `order` (cars by ascending value) whose value is at least `bound` (or, with
 * `after`, above it).
 */
function lowerBound(order: Int32Array, values: Float64Array, bound: number, after: boolean): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = values[order[mid]!]!;
    if (v < bound || (after && v === bound)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function failMultiListTest(
  offsets: Int32Array,
  slots: Int32Array,
  failing: Uint8Array,
  t: number,
  fails: Uint8Array,
  failedSum: Uint16Array,
) {
  for (let doc = 0; doc < offsets.length - 1; doc++) {
    let fail = 1;
    for (let k = offsets[doc]!; k < offsets[doc + 1]! && fail; k++) fail = failing[slots[k]!]!;
    fails[doc]! += fail;
    failedSum[doc]! += fail * t;
  }
}

/**
 * Splits the cars into hits and the rest (in car order) and links each test's near misses through
 * `nextMiss` from `missHead[t]` (ascending car order, no allocation per car). Returns the hit count.
 */
function classify(
  fails: Uint8Array,
  failedSum: Uint16Array,
  hitList: Int32Array,
  restList: Int32Array,
  nextMiss: Int32Array,
  missHead: Int32Array,
  missTail: Int32Array,
): number {
  let hitCount = 0;
  let restCount = 0;
  for (let doc = 0; doc < fails.length; doc++) {
    const f = fails[doc]!;
    // Written to both lists, kept by one: no branch on whether the car is a hit.
    const hit = f === 0 ? 1 : 0;
    hitList[hitCount] = doc;
    restList[restCount] = doc;
    hitCount += hit;
    restCount += 1 - hit;
    if (f === 1) {
      const t = failedSum[doc]!;
      nextMiss[doc] = -1;
      if (missHead[t] === -1) missHead[t] = doc;
      else nextMiss[missTail[t]!] = doc;
      missTail[t] = doc;
    }
  }
  return hitCount;
}

/** Copies into `out` the cars having a selected value of a single-valued column that are not hits. */
function selectNotHits(column: Column, failing: Uint8Array, fails: Uint8Array, out: Int32Array): number {
  const { byValue, byValueStart } = column;
  let m = 0;
  for (let slot = 1; slot < failing.length; slot++) {
    if (failing[slot] !== 0) continue;
    for (let i = byValueStart![slot]!; i < byValueStart![slot + 1]!; i++) {
      const doc = byValue![i]!;
      out[m] = doc;
      m += fails[doc] === 0 ? 0 : 1;
    }
  }
  return m;
}

/**
 * Adds `step` to each listed car's slot count of several single-valued facets at once: facet j is
 * column `columns[j]` of the rows and counts at `counts[bases[j] + slot]`.
 */
function tallyRows(
  rows: Uint16Array,
  width: number,
  columns: Int32Array,
  bases: Int32Array,
  list: Int32Array,
  n: number,
  step: number,
  counts: Int32Array,
) {
  const m = columns.length;
  for (let i = 0; i < n; i++) {
    const row = list[i]! * width;
    for (let j = 0; j < m; j++) counts[bases[j]! + rows[row + columns[j]!]!]! += step;
  }
}

/** Adds `step` to the count of each slot of each listed car, for a facet whose cars may have several. */
function tallyMulti(
  offsets: Int32Array,
  slots: Int32Array,
  list: Int32Array,
  n: number,
  step: number,
  counts: Int32Array,
) {
  for (let i = 0; i < n; i++) {
    const doc = list[i]!;
    for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) counts[slots[k]!]! += step;
  }
}

/** Strips the filter-only fields so hits are the same shape from both engines. */
export function toHit(doc: SearchDocument): SearchResult["hits"][number] {
  const {
    series: _s,
    body: _b,
    drive: _d,
    seats: _se,
    itemType: _i,
    categories: _c,
    filteredFeatures: _f,
    latitude: _lat,
    longitude: _lng,
    ...hit
  } = doc;
  return hit;
}

/**
 * What an index's cars cost beyond its typed arrays and dictionaries: each car as a page shows it (an
 * object of 39 fields, with its strings). Measured by `npm run bench:search-memory` (docs/benchmarks.md,
 * issue 15), rounded up so the estimate errs on the side of the budget.
 */
export const CAR_BYTES = 1_200;

/**
 * An index's size in bytes, estimated cheaply: its typed arrays exactly, its dictionaries' strings
 * roughly, and `CAR_BYTES` per car. Servers count it against their memory budget for indexes
 * (SEARCH_INDEX_BUDGET_MB).
 */
export function estimatedIndexBytes(index: SearchIndex): number {
  let bytes = index.cars.length * CAR_BYTES;
  const walk = (value: unknown): void => {
    if (typeof value === "string") bytes += 16 + value.length * 2;
    else if (ArrayBuffer.isView(value)) bytes += value.byteLength;
    else if (value instanceof Map) for (const v of value.values()) walk(v);
    else if (Array.isArray(value)) {
      bytes += 16 + value.length * 8;
      for (const v of value) walk(v);
    } else if (value && typeof value === "object") for (const v of Object.values(value)) walk(v);
  };
  const { cars: _cars, ...structures } = index;
  walk(structures);
  return bytes;
}

/**
 * Typed-array bytes per car of an index of the demo's stock (measured 600–690 by
 * `npm run bench:search-memory`), for estimating an index before it is built.
 */
const TYPED_BYTES_PER_CAR = 700;

/** The estimated size of an index of `cars` cars before building it (the boot warm-up's check). */
export function estimatedBytesForCars(cars: number): number {
  return cars * (CAR_BYTES + TYPED_BYTES_PER_CAR);
}
