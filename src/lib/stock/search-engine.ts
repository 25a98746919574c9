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
 * Semantics (shared with the SQL reference in server/stock/sql-stock-search.ts):
 * - refinements: OR within an attribute, AND across attributes, values compared case-insensitively;
 * - facets are disjunctive: an attribute's counts apply every filter except that attribute's own;
 * - range stats likewise ignore their own range; null values never match a range nor count in stats;
 * - sort orders and their tie-breaks are in `ORDERINGS`; a text query ranks by whole-word matches first
 *   when sorting by relevance.
 */

/**
 * One attribute's values: a dictionary, and per car either a single code (`single[doc]`, -1 for none,
 * when no car has two values) or a run of codes (`codes[offsets[doc]..offsets[doc + 1]]`).
 */
type Column = {
  dict: string[];
  lower: string[];
  offsets: Int32Array;
  codes: Int32Array;
  single: Int32Array | null;
};

export type SearchIndex = {
  docs: SearchDocument[];
  facets: Record<FacetAttribute, Column>;
  ranges: Record<RangeAttribute, Float64Array>;
  /** Each facet's counts over every car: a broad search counts what it leaves out and subtracts. */
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
    isHit: Uint8Array;
    missOf: Int8Array;
    nextMiss: Int32Array;
    hitList: Int32Array;
    restList: Int32Array;
    scoreOf: Uint8Array;
    marks: Uint8Array[];
  };
  orderings: Record<"relevance" | "latest" | "price_desc" | "price_asc", Int32Array>;
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

function buildColumn(perDoc: string[][]): Column {
  const codeOf = new Map<string, number>();
  const dict: string[] = [];
  const offsets = new Int32Array(perDoc.length + 1);
  let total = 0;
  for (const values of perDoc) total += values.length;
  const codes = new Int32Array(total);
  let at = 0;
  perDoc.forEach((values, i) => {
    offsets[i] = at;
    for (const v of values) {
      let code = codeOf.get(v);
      if (code === undefined) {
        code = dict.length;
        dict.push(v);
        codeOf.set(v, code);
      }
      codes[at++] = code;
    }
  });
  offsets[perDoc.length] = at;
  let single: Int32Array | null = null;
  if (perDoc.every((values) => values.length <= 1)) {
    single = new Int32Array(perDoc.length).fill(-1);
    for (let i = 0; i < perDoc.length; i++)
      if (offsets[i + 1]! > offsets[i]!) single[i] = codes[offsets[i]!]!;
  }
  return { dict, lower: dict.map((d) => d.toLowerCase()), offsets, codes, single };
}

const byId = (docs: SearchDocument[], a: number, b: number) => docs[b]!.id - docs[a]!.id;

function ordering(docs: SearchDocument[], compare: (a: number, b: number) => number): Int32Array {
  const idx = Array.from(docs.keys());
  idx.sort((a, b) => compare(a, b) || byId(docs, a, b));
  return Int32Array.from(idx);
}

function priceOrder(docs: SearchDocument[], direction: 1 | -1) {
  return (a: number, b: number) => {
    const pa = sortablePrice(docs[a]!.price);
    const pb = sortablePrice(docs[b]!.price);
    if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1;
    return (pa - pb) * direction;
  };
}

export function buildSearchIndex(docs: SearchDocument[]): SearchIndex {
  const created = docs.map((d) => Date.parse(d.createdAt));
  const facets = {} as Record<FacetAttribute, Column>;
  for (const attribute of FACET_ATTRIBUTES)
    facets[attribute] = buildColumn(docs.map((d) => facetValues(d, attribute)));
  const ranges = {} as Record<RangeAttribute, Float64Array>;
  for (const attribute of RANGE_ATTRIBUTES)
    ranges[attribute] = Float64Array.from(docs.map((d) => rangeValue(d, attribute)));
  const facetTotals = {} as Record<FacetAttribute, Int32Array>;
  for (const attribute of FACET_ATTRIBUTES) {
    const column = facets[attribute];
    const totals = new Int32Array(column.dict.length);
    for (let k = 0; k < column.codes.length; k++) totals[column.codes[k]!]!++;
    facetTotals[attribute] = totals;
  }
  const rangeOrder = {} as Record<RangeAttribute, Int32Array>;
  for (const attribute of RANGE_ATTRIBUTES) {
    const values = ranges[attribute];
    rangeOrder[attribute] = Int32Array.from(
      Array.from(docs.keys()).filter((d) => !Number.isNaN(values[d]!)),
    ).sort((a, b) => values[a]! - values[b]!);
  }
  const words = buildColumn(docs.map((d) => [...new Set(tokenize(documentSearchText(d)))]));
  const postingOffsets = new Int32Array(words.dict.length + 1);
  for (let k = 0; k < words.codes.length; k++) postingOffsets[words.codes[k]! + 1]!++;
  for (let w = 0; w < words.dict.length; w++) postingOffsets[w + 1]! += postingOffsets[w]!;
  const postingDocs = new Int32Array(words.codes.length);
  const fill = postingOffsets.slice(0, words.dict.length);
  for (let doc = 0; doc < docs.length; doc++) {
    for (let k = words.offsets[doc]!; k < words.offsets[doc + 1]!; k++)
      postingDocs[fill[words.codes[k]!]!++] = doc;
  }
  const newest = (a: number, b: number) => created[b]! - created[a]!;
  return {
    docs,
    facets,
    ranges,
    facetTotals,
    rangeOrder,
    words,
    postingOffsets,
    postingDocs,
    scratch: {
      isHit: new Uint8Array(docs.length),
      missOf: new Int8Array(docs.length),
      nextMiss: new Int32Array(docs.length),
      hitList: new Int32Array(docs.length),
      restList: new Int32Array(docs.length),
      scoreOf: new Uint8Array(docs.length),
      marks: Array.from({ length: MAX_QUERY_TOKENS }, () => new Uint8Array(docs.length)),
    },
    sortedWords: Int32Array.from(words.dict.keys()).sort((a, b) =>
      words.dict[a]! < words.dict[b]! ? -1 : words.dict[a]! > words.dict[b]! ? 1 : 0,
    ),
    orderings: {
      relevance: ordering(
        docs,
        (a, b) => availabilityRank(docs[a]!.status) - availabilityRank(docs[b]!.status) || newest(a, b),
      ),
      latest: ordering(docs, newest),
      price_desc: ordering(docs, priceOrder(docs, -1)),
      price_asc: ordering(docs, priceOrder(docs, 1)),
    },
  };
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
  const { docs } = index;
  const tokens = queryTokens(request.query);
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
        if (mark[doc]! < value) mark[doc] = value;
      }
    }
    return mark;
  });

  // Every refinement (list or range) is a test; a car failing exactly one is a "near miss" for it,
  // which is what that attribute's disjunctive facet counts and stats are made of.
  type Test =
    | { attribute: string; kind: 0; single: Int32Array; mask: Uint8Array }
    | { attribute: string; kind: 1; offsets: Int32Array; codes: Int32Array; mask: Uint8Array }
    | { attribute: string; kind: 2; values: Float64Array; min: number; max: number };
  const tests: Test[] = [];
  for (const attribute of FACET_ATTRIBUTES) {
    const selected = request.refinements[attribute];
    if (!selected?.length) continue;
    const wanted = new Set(selected.map((v) => v.trim().toLowerCase()));
    const column = index.facets[attribute];
    const mask = new Uint8Array(column.dict.length);
    column.lower.forEach((v, code) => {
      if (wanted.has(v)) mask[code] = 1;
    });
    tests.push(
      column.single
        ? { attribute, kind: 0, single: column.single, mask }
        : { attribute, kind: 1, offsets: column.offsets, codes: column.codes, mask },
    );
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = request.ranges[attribute];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    tests.push({
      attribute,
      kind: 2,
      values: index.ranges[attribute],
      min: range.min ?? -Infinity,
      max: range.max ?? Infinity,
    });
  }
  const passes = (test: Test, doc: number): boolean => {
    if (test.kind === 0) {
      const code = test.single[doc]!;
      return code >= 0 && test.mask[code] === 1;
    }
    if (test.kind === 2) {
      const v = test.values[doc]!;
      return v >= test.min && v <= test.max;
    }
    for (let k = test.offsets[doc]!; k < test.offsets[doc + 1]!; k++)
      if (test.mask[test.codes[k]!] === 1) return true;
    return false;
  };

  // Pass 1, in car order: the hits, and for each refinement its near misses (cars failing only it).
  // A facet or range then counts the hits plus its own refinement's near misses (disjunctive).
  const { isHit, missOf, nextMiss, hitList, restList } = index.scratch;
  isHit.fill(0);
  missOf.fill(-1);
  const scoreOf = tokens.length ? index.scratch.scoreOf.fill(0) : null;
  // Near misses per refinement as linked lists through `nextMiss`, in car order: no allocation per car.
  const missHead = new Int32Array(tests.length).fill(-1);
  const missTail = new Int32Array(tests.length).fill(-1);
  let hitCount = 0;
  let restCount = 0;
  for (let doc = 0; doc < docs.length; doc++) {
    let score = 0;
    let matched = true;
    for (let t = 0; t < tokenMarks.length; t++) {
      const m = tokenMarks[t]![doc]!;
      if (m === 0) {
        matched = false;
        break;
      }
      if (m === 2) score++;
    }
    let fails = matched ? 0 : 2;
    let failed = -1;
    for (let t = 0; t < tests.length && fails < 2; t++) {
      if (!passes(tests[t]!, doc)) {
        failed = t;
        fails++;
      }
    }
    if (fails === 0) {
      isHit[doc] = 1;
      if (scoreOf) scoreOf[doc] = score;
      hitList[hitCount++] = doc;
    } else {
      restList[restCount++] = doc;
      if (fails === 1) {
        missOf[doc] = failed;
        nextMiss[doc] = -1;
        if (missHead[failed] === -1) missHead[failed] = doc;
        else nextMiss[missTail[failed]!] = doc;
        missTail[failed] = doc;
      }
    }
  }
  // When most cars match, counting the few that don't and subtracting from the totals is cheaper.
  const broad = hitCount > docs.length / 2;
  const testIndex = (attribute: string) => tests.findIndex((test) => test.attribute === attribute);

  // Pass 2: tight loops over those lists (ascending car order, so memory is read in sequence). Typed
  // arrays throughout keep the loops monomorphic for V8.
  const facets: SearchResult["facets"] = {};
  for (const attribute of facetAttributes) {
    const { dict, single, offsets, codes } = index.facets[attribute];
    const own = testIndex(attribute);
    const counts = broad ? index.facetTotals[attribute].slice() : new Int32Array(dict.length);
    const tally = (list: Int32Array, n: number, step: 1 | -1, skipOwnMisses: boolean) => {
      for (let i = 0; i < n; i++) {
        const doc = list[i]!;
        if (skipOwnMisses && missOf[doc] === own) continue;
        if (single) {
          const code = single[doc]!;
          if (code >= 0) counts[code]! += step;
        } else {
          for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) counts[codes[k]!]! += step;
        }
      }
    };
    if (broad) tally(restList, restCount, -1, own >= 0);
    else {
      tally(hitList, hitCount, 1, false);
      for (let doc = own >= 0 ? missHead[own]! : -1; doc !== -1; doc = nextMiss[doc]!) {
        if (single) {
          const code = single[doc]!;
          if (code >= 0) counts[code]!++;
        } else {
          for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) counts[codes[k]!]!++;
        }
      }
    }
    const byValue = new Map<string, number>();
    counts.forEach((n, code) => {
      if (n > 0) byValue.set(dict[code]!, n);
    });
    facets[attribute] = presentFacet(attribute, byValue);
  }
  const stats: SearchResult["stats"] = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const values = index.ranges[attribute];
    const own = testIndex(attribute);
    let min = Infinity;
    let max = -Infinity;
    if (broad) {
      const order = index.rangeOrder[attribute];
      const counts = (doc: number) => isHit[doc] === 1 || (own >= 0 && missOf[doc] === own);
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
      const scan = (list: Int32Array, n: number) => {
        for (let i = 0; i < n; i++) {
          const v = values[list[i]!]!;
          if (v < min) min = v;
          if (v > max) max = v;
        }
      };
      scan(hitList, hitCount);
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
  let seen = 0;
  const scoresToWalk = scoreOf && request.sortBy === "relevance" ? tokens.length : 0;
  for (let score = scoresToWalk; score >= 0 && seen < end; score--) {
    for (let o = 0; o < order.length && seen < end; o++) {
      const doc = order[o]!;
      if (isHit[doc] !== 1 || (scoresToWalk > 0 && scoreOf![doc] !== score)) continue;
      if (seen >= start) pageHits.push(toHit(docs[doc]!));
      seen++;
    }
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
    ...hit
  } = doc;
  return hit;
}
