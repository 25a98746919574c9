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
import { queryTokens, tokenize } from "./text-query";

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

type Column = { dict: string[]; lower: string[]; offsets: Int32Array; codes: Int32Array };

export type SearchIndex = {
  docs: SearchDocument[];
  facets: Record<FacetAttribute, Column>;
  ranges: Record<RangeAttribute, Float64Array>;
  words: Column;
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
  return { dict, lower: dict.map((d) => d.toLowerCase()), offsets, codes };
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
  const words = buildColumn(docs.map((d) => [...new Set(tokenize(documentSearchText(d)))]));
  const newest = (a: number, b: number) => created[b]! - created[a]!;
  return {
    docs,
    facets,
    ranges,
    words,
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
  const tokenMasks = tokens.map((token) => {
    const mask = new Uint8Array(index.words.dict.length);
    index.words.dict.forEach((w, code) => {
      if (w.startsWith(token)) mask[code] = w.length === token.length ? 2 : 1;
    });
    return mask;
  });

  const refined: { attribute: FacetAttribute; column: Column; mask: Uint8Array }[] = [];
  for (const attribute of FACET_ATTRIBUTES) {
    const selected = request.refinements[attribute];
    if (!selected?.length) continue;
    const wanted = new Set(selected.map((v) => v.trim().toLowerCase()));
    const column = index.facets[attribute];
    const mask = new Uint8Array(column.dict.length);
    column.lower.forEach((v, code) => {
      if (wanted.has(v)) mask[code] = 1;
    });
    refined.push({ attribute, column, mask });
  }
  const ranged: { attribute: RangeAttribute; values: Float64Array; min: number; max: number }[] = [];
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = request.ranges[attribute];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    ranged.push({
      attribute,
      values: index.ranges[attribute],
      min: range.min ?? -Infinity,
      max: range.max ?? Infinity,
    });
  }

  const counted = facetAttributes.map((attribute) => ({
    attribute,
    column: index.facets[attribute],
    counts: new Int32Array(index.facets[attribute].dict.length),
  }));
  const countedByAttribute = new Map(counted.map((c) => [c.attribute as string, c]));
  const stats = RANGE_ATTRIBUTES.map((attribute) => ({
    attribute,
    values: index.ranges[attribute],
    min: Infinity,
    max: -Infinity,
  }));
  const statsByAttribute = new Map(stats.map((s) => [s.attribute as string, s]));

  const addFacet = (c: (typeof counted)[number], doc: number) => {
    const { offsets, codes } = c.column;
    for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) c.counts[codes[k]!]!++;
  };
  const addStat = (s: (typeof stats)[number], doc: number) => {
    const v = s.values[doc]!;
    if (Number.isNaN(v)) return;
    if (v < s.min) s.min = v;
    if (v > s.max) s.max = v;
  };

  const hitDocs: number[] = [];
  const hitScores: number[] = [];
  const order = index.orderings[request.sortBy];
  const { offsets: wordOffsets, codes: wordCodes } = index.words;

  for (let o = 0; o < order.length; o++) {
    const doc = order[o]!;
    let score = 0;
    if (tokens.length) {
      let matched = true;
      for (const mask of tokenMasks) {
        let best = 0;
        for (let k = wordOffsets[doc]!; k < wordOffsets[doc + 1]!; k++) {
          const m = mask[wordCodes[k]!]!;
          if (m > best) best = m;
          if (best === 2) break;
        }
        if (best === 0) {
          matched = false;
          break;
        }
        if (best === 2) score++;
      }
      if (!matched) continue;
    }

    let fails = 0;
    let failed = "";
    for (const r of refined) {
      let ok = false;
      for (let k = r.column.offsets[doc]!; k < r.column.offsets[doc + 1]!; k++) {
        if (r.mask[r.column.codes[k]!]) {
          ok = true;
          break;
        }
      }
      if (!ok && ++fails === 1) failed = r.attribute;
      if (fails > 1) break;
    }
    if (fails <= 1) {
      for (const r of ranged) {
        const v = r.values[doc]!;
        if (!(v >= r.min && v <= r.max) && ++fails === 1) failed = r.attribute;
        if (fails > 1) break;
      }
    }

    if (fails === 0) {
      hitDocs.push(doc);
      hitScores.push(score);
      for (const c of counted) addFacet(c, doc);
      for (const s of stats) addStat(s, doc);
    } else if (fails === 1) {
      const c = countedByAttribute.get(failed);
      if (c) addFacet(c, doc);
      const s = statsByAttribute.get(failed);
      if (s) addStat(s, doc);
    }
  }

  let ordered = hitDocs;
  if (tokens.length && request.sortBy === "relevance") {
    const positions = Array.from(hitDocs.keys());
    // Stable: equal scores keep the relevance ordering they were collected in.
    positions.sort((a, b) => hitScores[b]! - hitScores[a]!);
    ordered = positions.map((p) => hitDocs[p]!);
  }

  const count = ordered.length;
  const pages = Math.ceil(count / request.hitsPerPage);
  const start = (request.page - 1) * request.hitsPerPage;
  const facets: SearchResult["facets"] = {};
  for (const c of counted) {
    const counts = new Map<string, number>();
    c.counts.forEach((n, code) => {
      if (n > 0) counts.set(c.column.dict[code]!, n);
    });
    facets[c.attribute] = presentFacet(c.attribute, counts);
  }
  const statsOut: SearchResult["stats"] = {};
  for (const s of stats) if (s.min <= s.max) statsOut[s.attribute] = { min: s.min, max: s.max };

  return {
    hits: ordered.slice(start, start + request.hitsPerPage).map((d) => toHit(docs[d]!)),
    count,
    pages,
    page: request.page,
    facets,
    stats: statsOut,
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
