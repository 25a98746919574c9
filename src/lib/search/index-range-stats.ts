import type { Matches } from "./index-filter";
import { RANGE_ATTRIBUTES, type RangeAttribute } from "./search-attributes";
import type { SearchIndex } from "./search-index";
import type { SearchResult } from "./search-types";

/*
 * The range stats of an index search (min and max of each range attribute), disjunctive like the
 * facets: each range's over the hits plus its own refinement's near misses. Cars with no value never
 * count.
 */

type MinMax = { min: number; max: number };

/** Each range attribute's min and max for the search that found `matches`; absent when no car counts. */
export function rangeStats(index: SearchIndex, matches: Matches): SearchResult["stats"] {
  const stats: SearchResult["stats"] = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const own = matches.testAttributes.indexOf(attribute);
    // With many matches, min and max are near the ends of the value order: walk in from both ends.
    const range =
      matches.hitCount * 4 > index.cars.length
        ? fromValueOrder(index, attribute, own)
        : fromMatches(index, matches, attribute, own);
    if (range) stats[attribute] = range;
  }
  return stats;
}

/** Walks the cars by value in from both ends to the first that counts (a hit, or a near miss of `own`). */
function fromValueOrder(index: SearchIndex, attribute: RangeAttribute, own: number): MinMax | null {
  const values = index.ranges[attribute];
  const order = index.rangeOrder[attribute];
  const { fails, failedSum } = index.scratch;
  const counts = (doc: number) => fails[doc] === 0 || (fails[doc] === 1 && failedSum[doc] === own);
  let min = Infinity;
  let max = -Infinity;
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
  return min <= max ? { min, max } : null;
}

/** Reads the value of every hit and every near miss of `own`. */
function fromMatches(
  index: SearchIndex,
  matches: Matches,
  attribute: RangeAttribute,
  own: number,
): MinMax | null {
  const values = index.ranges[attribute];
  const { hitList, nextMiss } = index.scratch;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < matches.hitCount; i++) {
    const v = values[hitList[i]!]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  for (let doc = own >= 0 ? matches.missHead[own]! : -1; doc !== -1; doc = nextMiss[doc]!) {
    const v = values[doc]!;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? { min, max } : null;
}
