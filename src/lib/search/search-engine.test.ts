import { describe, expect, it } from "vitest";
import { mulberry32 } from "@/demo/prng";
import { randomDocs, randomRequest } from "../../../test/random-stock";
import { buildSearchIndex, buildSearchIndexInSlices } from "./index-build";
import { facetValues } from "./index-columns";
import { CONJUNCTIVE_FACETS, hasEveryKeyword } from "./keywords";
import { presentFacet } from "./present-result";
import {
  FACET_ATTRIBUTES,
  type FacetAttribute,
  RANGE_ATTRIBUTES,
  type RangeAttribute,
  SEARCH_PAGE_FACETS,
} from "./search-attributes";
import { documentAttribute, documentSearchText, type SearchDocument } from "./search-document";
import { searchIndex } from "./search-engine";
import { EMPTY_SEARCH_STATE } from "./search-params";
import type { SearchRequest, SearchResult } from "./search-types";
import { queryTokens, tokenize } from "./text-query";

/*
 * The engine's counting shortcuts (subtracting from totals, co-occurrence rows, near-miss lists) must
 * give exactly what the plain definition gives (spec 01 §5 and issue 3 §1: disjunctive facets, range
 * stats ignoring their own range). This checks them against a brute-force reading of that definition
 * on random stock; the integration suite separately holds the index to the SQL reference.
 */

function passesList(doc: SearchDocument, attribute: FacetAttribute, selected: string[]): boolean {
  // Decision 0087: the keywords must all be words of the car; any other facet's values are alternatives.
  if (CONJUNCTIVE_FACETS.has(attribute)) return hasEveryKeyword(facetValues(doc, attribute), selected);
  const wanted = new Set(selected.map((v) => v.trim().toLowerCase()));
  return facetValues(doc, attribute).some((v) => wanted.has(v.toLowerCase()));
}

function rangeOf(doc: SearchDocument, attribute: RangeAttribute): number | null {
  const v = documentAttribute(doc, attribute);
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** The definition, car by car: `except` is the attribute whose own refinement is ignored. */
const wordsOf = new WeakMap<SearchDocument, string[]>();
function matches(doc: SearchDocument, request: SearchRequest, except?: string): boolean {
  let words = wordsOf.get(doc);
  if (!words) {
    words = tokenize(documentSearchText(doc));
    wordsOf.set(doc, words);
  }
  for (const token of queryTokens(request.query)) if (!words.some((w) => w.startsWith(token))) return false;
  for (const [attribute, selected] of Object.entries(request.refinements)) {
    if (attribute === except || !selected?.length) continue;
    if (!passesList(doc, attribute as FacetAttribute, selected)) return false;
  }
  for (const [attribute, range] of Object.entries(request.ranges)) {
    if (attribute === except || !range || (range.min === undefined && range.max === undefined)) continue;
    const v = rangeOf(doc, attribute as RangeAttribute);
    if (v === null || v < (range.min ?? -Infinity) || v > (range.max ?? Infinity)) return false;
  }
  return true;
}

function bruteForce(
  docs: SearchDocument[],
  request: SearchRequest,
  facetAttributes: readonly FacetAttribute[],
) {
  const facets: SearchResult["facets"] = {};
  for (const attribute of facetAttributes) {
    const counts = new Map<string, number>();
    for (const doc of docs) {
      if (!matches(doc, request, attribute)) continue;
      for (const v of facetValues(doc, attribute)) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    facets[attribute] = presentFacet(attribute, counts);
  }
  const stats: SearchResult["stats"] = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const values = docs
      .filter((doc) => matches(doc, request, attribute))
      .map((doc) => rangeOf(doc, attribute))
      .filter((v): v is number => v !== null);
    if (values.length) stats[attribute] = { min: Math.min(...values), max: Math.max(...values) };
  }
  const latest = docs
    .filter((doc) => matches(doc, request))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  return { count: latest.length, facets, stats, latest };
}

describe("searchIndex counts as the definition says (spec 01 §5, issue 3 §1 disjunctive facets)", () => {
  it("250 random searches over 800 random cars match a brute-force reading", () => {
    const docs = randomDocs(800, 7);
    const index = buildSearchIndex(docs);
    const random = mulberry32(99);
    let twoRefinementSearches = 0;
    for (let i = 0; i < 250; i++) {
      const request = randomRequest(random, docs);
      if (Object.keys(request.refinements).length === 2 && !request.query) twoRefinementSearches++;
      const got = searchIndex(index, request, SEARCH_PAGE_FACETS);
      const want = bruteForce(docs, request, SEARCH_PAGE_FACETS);
      const label = JSON.stringify(request);
      expect(got.count, label).toBe(want.count);
      expect(got.facets, label).toEqual(want.facets);
      expect(got.stats, label).toEqual(want.stats);
      const start = (request.page - 1) * request.hitsPerPage;
      expect(
        got.hits.map((h) => h.id),
        label,
      ).toEqual(want.latest.slice(start, start + request.hitsPerPage).map((d) => d.id));
    }
    expect(twoRefinementSearches).toBeGreaterThan(20);
  }, 60_000); // CPU-bound by design (a brute force per facet); the suite runs files in parallel

  it("a search with nothing selected counts every car (totals)", () => {
    const docs = randomDocs(400, 3);
    const got = searchIndex(
      buildSearchIndex(docs),
      { ...EMPTY_SEARCH_STATE, hitsPerPage: 21 },
      FACET_ATTRIBUTES,
    );
    expect(got.facets).toEqual(
      bruteForce(docs, { ...EMPTY_SEARCH_STATE, hitsPerPage: 21 }, FACET_ATTRIBUTES).facets,
    );
    expect(got.count).toBe(400);
  });
});

describe("an index built in slices (issue 15 §4: search never waits on a rebuild)", () => {
  it("issue 15 §4: answers every search exactly as an index built at once, in every sort order", async () => {
    const docs = randomDocs(3_000, 11);
    let clock = 0;
    let pauses = 0;
    const sliced = await buildSearchIndexInSlices(docs, {
      // Each reading of the clock is a millisecond later, so every step overruns a 5 ms slice.
      now: () => clock++,
      sliceMs: 5,
      pause: async () => {
        pauses++;
      },
    });
    const whole = buildSearchIndex(docs);
    // Built in many slices, not one (44 at 3,000 cars: a slice per 5 steps of 512 cars): the server's other work runs in between.
    expect(pauses).toBeGreaterThan(25);
    const random = mulberry32(5);
    for (let i = 0; i < 60; i++) {
      const request = {
        ...randomRequest(random, docs),
        sortBy: (["relevance", "latest", "price_desc", "price_asc"] as const)[i % 4]!,
      };
      expect(searchIndex(sliced, request, FACET_ATTRIBUTES), JSON.stringify(request)).toEqual(
        searchIndex(whole, request, FACET_ATTRIBUTES),
      );
    }
  });

  it("issue 15 §4: a build that fits in one slice never pauses", async () => {
    let pauses = 0;
    await buildSearchIndexInSlices(randomDocs(50, 2), {
      now: () => 0,
      pause: async () => {
        pauses++;
      },
    });
    expect(pauses).toBe(0);
  });
});

describe("cars near me: ordered by distance from a postcode (issue 17 item 5, spec 02 §9 R = 6371 km)", () => {
  // Three yards and cars with no location: Parramatta, Doncaster (Melbourne), Cannington (Perth).
  const YARDS = [
    { latitude: -33.8043, longitude: 151.0031 },
    { latitude: -37.7863, longitude: 145.1392 },
    { latitude: -32.0172, longitude: 115.9362 },
    null,
  ];
  const docs = randomDocs(120, 11).map((doc, i) => {
    const yard = YARDS[i % YARDS.length]!;
    return { ...doc, latitude: yard?.latitude ?? null, longitude: yard?.longitude ?? null };
  });
  const index = buildSearchIndex(docs);
  const yardOf = (id: number) => YARDS.indexOf(YARDS[docs.findIndex((d) => d.id === id) % YARDS.length]!);
  const SYDNEY_CBD = { latitude: -33.8688, longitude: 151.2093 };
  const PERTH_CBD = { latitude: -31.9523, longitude: 115.8613 };

  it("from Sydney: the Parramatta yard's cars, then Melbourne's, then Perth's, then cars with no place", () => {
    const all = searchIndex(index, {
      ...EMPTY_SEARCH_STATE,
      sortBy: "latest",
      hitsPerPage: 200,
      near: SYDNEY_CBD,
    });
    expect(all.count).toBe(120);
    const yards = all.hits.map((h) => yardOf(h.id));
    expect(yards).toEqual([...yards].sort((a, b) => a - b));
    // Within a yard the chosen sort still holds (latest first).
    const parramatta = all.hits.filter((h) => yardOf(h.id) === 0).map((h) => Date.parse(h.createdAt));
    expect(parramatta).toEqual([...parramatta].sort((a, b) => b - a));
  });

  it("from Perth the Perth yard comes first; pages follow the distance order; no postcode, no change", () => {
    const first = searchIndex(index, { ...EMPTY_SEARCH_STATE, hitsPerPage: 21, near: PERTH_CBD });
    expect(first.hits.every((h) => yardOf(h.id) === 2)).toBe(true);
    const second = searchIndex(index, { ...EMPTY_SEARCH_STATE, page: 2, hitsPerPage: 21, near: PERTH_CBD });
    expect(second.hits.map((h) => yardOf(h.id))).toEqual([...Array(9).fill(2), ...Array(12).fill(1)]); // Melbourne is nearer Perth than Sydney is;
    const plain = searchIndex(index, { ...EMPTY_SEARCH_STATE, hitsPerPage: 21 });
    expect(searchIndex(index, { ...EMPTY_SEARCH_STATE, hitsPerPage: 21, near: null })).toEqual(plain);
    // Facets and counts do not depend on the postcode: it orders, it does not filter.
    expect(first.facets).toEqual(plain.facets);
    expect(first.count).toBe(plain.count);
  });
});
