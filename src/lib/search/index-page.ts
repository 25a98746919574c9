import { type GeoPoint, haversineKm } from "../locations/distance";
import type { SearchHit } from "../stock/listed-car";
import type { Matches } from "./index-filter";
import type { SearchIndex } from "./search-index";
import type { SearchRequest } from "./search-types";

/*
 * The page of an index search: its hits in the requested sort order, walking the precomputed order.
 * With a text query under "most relevant", whole-word matches come first; with "cars near me", the
 * hits are ordered by distance from the postcode's point.
 */

/** The hits on the requested page (1-based), each a copy: the page is the caller's to change. */
export function pageOfHits(index: SearchIndex, request: SearchRequest, matches: Matches): SearchHit[] {
  const start = (request.page - 1) * request.hitsPerPage;
  const end = start + request.hitsPerPage;
  // "Cars near me" (issue 17 item 5): every hit in the sort order, then stably by distance from the
  // postcode's point (cars with no point last), so the sort order breaks ties between cars of a yard.
  const near = request.near;
  const docs = near
    ? byDistance(index, hitsInOrder(index, request, matches, 0, matches.hitCount), near).slice(start, end)
    : hitsInOrder(index, request, matches, start, end);
  const pageHits: SearchHit[] = [];
  // A copy: the index's cars are not the caller's to change.
  for (const doc of docs) pageHits.push({ ...index.cars[doc]! });
  return pageHits;
}

/**
 * The hits from position `from` to `to` (exclusive) in the request's sort order, as car numbers.
 * With a text query under "most relevant", one walk per score, highest first, each keeping the
 * relevance order.
 */
function hitsInOrder(
  index: SearchIndex,
  request: SearchRequest,
  matches: Matches,
  from: number,
  to: number,
): number[] {
  const { fails } = index.scratch;
  const { scoreOf } = matches;
  const order = index.orderings[request.sortBy];
  const docs: number[] = [];
  let seen = 0;
  const scoresToWalk = scoreOf && request.sortBy === "relevance" ? matches.tokens.length : 0;
  for (let score = scoresToWalk; score >= 0 && seen < to; score--) {
    for (let o = 0; o < order.length && seen < to; o++) {
      const doc = order[o]!;
      if (fails[doc] !== 0 || (scoresToWalk > 0 && scoreOf![doc] !== score)) continue;
      if (seen >= from) docs.push(doc);
      seen++;
    }
  }
  return docs;
}

/** Sorts `docs` stably by distance from `near`, cars with no point last; returns it. */
function byDistance(index: SearchIndex, docs: number[], near: GeoPoint): number[] {
  const distance = new Map<number, number>();
  for (const doc of docs) {
    const latitude = index.latitude[doc]!;
    const longitude = index.longitude[doc]!;
    distance.set(
      doc,
      Number.isNaN(latitude) || Number.isNaN(longitude)
        ? Number.POSITIVE_INFINITY
        : haversineKm(near, { latitude, longitude }),
    );
  }
  return docs.sort((a, b) => {
    const da = distance.get(a)!;
    const db = distance.get(b)!;
    return da === db ? 0 : da < db ? -1 : 1;
  });
}
