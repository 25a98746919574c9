import type { Matches } from "./index-filter";
import { presentFacet } from "./present-result";
import type { FacetAttribute } from "./search-attributes";
import type { Column, SearchIndex } from "./search-index";
import type { SearchResult } from "./search-types";

/*
 * The facet counts of an index search, disjunctive: each facet counts the hits plus its own
 * refinement's near misses. A broad search (most cars match) gets the hits' counts as the totals less
 * the rest's. Single-valued facets are counted together, row by row, starting from the cheapest base:
 * the hits, every car less the rest, or the co-occurrence counts of one small refined facet's selected
 * values less those of its cars that are not hits.
 */

/** Each facet's counts for the search that found `matches`, presented as both engines present them. */
export function countFacets(
  index: SearchIndex,
  matches: Matches,
  facetAttributes: readonly FacetAttribute[],
): SearchResult["facets"] {
  // When most cars match, counting the few that don't and subtracting from the totals is cheaper.
  const broad = matches.hitCount > index.cars.length / 2;
  const { rows } = index;
  const rowFacets = facetAttributes.filter((a) => rows.position.has(a));
  const columns = Int32Array.from(rowFacets, (a) => rows.position.get(a)!);
  const bases = Int32Array.from(columns, (j) => rows.base[j]!);
  const rowCounts = countRows(index, matches, broad, rowFacets, columns, bases);
  const facets: SearchResult["facets"] = {};
  for (const attribute of facetAttributes) {
    const { dict } = index.facets[attribute];
    const j = rowFacets.indexOf(attribute);
    const counts =
      j >= 0
        ? rowCounts.subarray(bases[j], bases[j]! + dict.length + 1)
        : countMulti(index, matches, broad, attribute);
    addOwnRefinement(index, matches, attribute, counts, j >= 0 ? bases[j]! : -1);
    const byValue = new Map<string, number>();
    for (let slot = 1; slot < counts.length; slot++) {
      if (counts[slot]! > 0) byValue.set(dict[slot - 1]!, counts[slot]!);
    }
    facets[attribute] = presentFacet(attribute, byValue);
  }
  return facets;
}

/**
 * The row facets' counts (`rowFacets[j]`, column `columns[j]` of the rows, at `bases[j] + slot`), not yet counting their own refinement's
 * near misses, from the cheapest base.
 */
function countRows(
  index: SearchIndex,
  matches: Matches,
  broad: boolean,
  rowFacets: FacetAttribute[],
  columns: Int32Array,
  bases: Int32Array,
): Int32Array {
  const { rows } = index;
  const { hitList, restList } = index.scratch;
  const { hitCount, restCount } = matches;
  const baseFacet = cheapestBase(index, matches, rowFacets.length);
  const rowCounts = new Int32Array(rows.size);
  if (baseFacet) {
    const j = rows.position.get(baseFacet)!;
    addCooccurrences(index, matches, baseFacet, rowCounts, 0);
    const { baseList: outside } = index.scratch;
    const failing = matches.failingOf.get(baseFacet)!;
    const n = selectNotHits(index.facets[baseFacet], failing, index.scratch.fails, outside);
    tallyRows(rows.slots, rows.width, columns, bases, outside, n, -1, rowCounts);
    // The base facet itself counts without its own refinement: the hits, plus its near misses later.
    const own = rows.base[j]!;
    rowCounts.fill(0, own, own + index.facets[baseFacet].dict.length + 1);
    tallyRows(rows.slots, rows.width, Int32Array.of(j), Int32Array.of(own), hitList, hitCount, 1, rowCounts);
  } else if (broad) {
    rowFacets.forEach((attribute, j) => {
      rowCounts.set(index.facetTotals[attribute], bases[j]);
    });
    tallyRows(rows.slots, rows.width, columns, bases, restList, restCount, -1, rowCounts);
  } else tallyRows(rows.slots, rows.width, columns, bases, hitList, hitCount, 1, rowCounts);
  return rowCounts;
}

/**
 * Where the row-facet counts start from: null for every car (the totals, less the rest when broad),
 * or, if it means counting fewer cars, the small refined facet whose selected values' cars to start
 * from (their co-occurrence rows, less those cars that are not hits).
 */
function cheapestBase(index: SearchIndex, matches: Matches, rowFacetCount: number): FacetAttribute | null {
  const { hitCount, restCount } = matches;
  let baseFacet: FacetAttribute | null = null;
  let baseCost = Math.min(hitCount, restCount) * rowFacetCount;
  for (const [attribute, failing] of matches.failingOf) {
    if (!hasCooccurrences(index, attribute)) continue;
    let having = 0;
    const totals = index.facetTotals[attribute];
    for (let slot = 1; slot < failing.length; slot++) if (failing[slot] === 0) having += totals[slot]!;
    const cost = (having - hitCount) * rowFacetCount + hitCount;
    if (cost < baseCost) {
      baseCost = cost;
      baseFacet = attribute;
    }
  }
  return baseFacet;
}

/** A facet that is not a row facet counted on its own: the hits, or when broad its totals less the rest. */
function countMulti(index: SearchIndex, matches: Matches, broad: boolean, attribute: FacetAttribute) {
  const { dict, offsets, slots } = index.facets[attribute];
  const { hitList, restList } = index.scratch;
  if (broad) {
    const counts = index.facetTotals[attribute].slice();
    tallyMulti(offsets, slots, restList, matches.restCount, -1, counts);
    return counts;
  }
  const counts = new Int32Array(dict.length + 1);
  tallyMulti(offsets, slots, hitList, matches.hitCount, 1, counts);
  return counts;
}

/**
 * Adds a facet's own refinement's near misses to its counts. Refined on this and one other small
 * facet only, a row facet's counts are instead that facet's co-occurrences (`rowBase`: where the
 * facet's counts start in the rows' counts, -1 for a facet counted on its own).
 */
function addOwnRefinement(
  index: SearchIndex,
  matches: Matches,
  attribute: FacetAttribute,
  counts: Int32Array,
  rowBase: number,
) {
  const own = matches.testAttributes.indexOf(attribute);
  const other = pairedWith(index, matches, own);
  if (rowBase >= 0 && other) {
    counts.fill(0);
    addCooccurrences(index, matches, other, counts, rowBase);
    return;
  }
  const { offsets, slots } = index.facets[attribute];
  const { nextMiss } = index.scratch;
  for (let doc = own >= 0 ? matches.missHead[own]! : -1; doc !== -1; doc = nextMiss[doc]!) {
    for (let k = offsets[doc]!; k < offsets[doc + 1]!; k++) counts[slots[k]!]!++;
  }
}

/** Does the facet keep co-occurrence counts (a small row facet)? */
function hasCooccurrences(index: SearchIndex, attribute: string): boolean {
  const { rows } = index;
  const j = rows.position.get(attribute as FacetAttribute);
  return j !== undefined && rows.cooccurRow[rows.base[j]! + 1]! >= 0;
}

/** Adds the co-occurrence counts of the selected values of `attribute` to `into`, from `from`. */
function addCooccurrences(
  index: SearchIndex,
  matches: Matches,
  attribute: FacetAttribute,
  into: Int32Array,
  from: number,
) {
  const { rows } = index;
  const j = rows.position.get(attribute)!;
  const failing = matches.failingOf.get(attribute)!;
  for (let slot = 1; slot < failing.length; slot++) {
    if (failing[slot] !== 0) continue;
    const at = rows.cooccurRow[rows.base[j]! + slot]! * rows.size + from;
    for (let k = 0; k < into.length; k++) into[k]! += rows.cooccur[at + k]!;
  }
}

/** With no words and exactly two tests, test `own`'s other one when it keeps co-occurrences. */
function pairedWith(index: SearchIndex, matches: Matches, own: number): FacetAttribute | null {
  const { tests } = matches;
  if (own < 0 || matches.tokens.length || tests.length !== 2) return null;
  const other = tests[1 - own]!;
  return other.kind === "list" && hasCooccurrences(index, other.attribute) ? other.attribute : null;
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
