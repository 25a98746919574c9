import { countFacets } from "./index-facet-counts";
import { matchCars } from "./index-filter";
import { pageOfHits } from "./index-page";
import { rangeStats } from "./index-range-stats";
import { FACET_ATTRIBUTES, type FacetAttribute } from "./search-attributes";
import type { SearchIndex } from "./search-index";
import type { SearchRequest, SearchResult } from "./search-types";

/**
 * The in-memory stock search: one site's listed cars held column by column (dictionary-coded values,
 * typed arrays: search-index.ts, built by index-build.ts) so a search is a single pass over the cars.
 * Pure; server/search keeps one index per site and rebuilds it when the site's stock version changes.
 *
 * Semantics (shared with the SQL reference in server/search/sql-stock-search.ts):
 * - refinements: OR within an attribute, AND across attributes, values compared case-insensitively;
 * - facets are disjunctive: an attribute's counts apply every filter except that attribute's own;
 * - range stats likewise ignore their own range; null values never match a range nor count in stats;
 * - sort orders and their tie-breaks are in index-build.ts (`buildOrderings`); a text query ranks by
 *   whole-word matches first when sorting by relevance.
 */

/** How many cars a request finds, and nothing else: the filtering pass alone. */
export function countIndex(index: SearchIndex, request: SearchRequest): number {
  return matchCars(index, request).hitCount;
}

/** The page a request asks for (1-based), and the result for it. */
export function searchIndex(
  index: SearchIndex,
  request: SearchRequest,
  facetAttributes: readonly FacetAttribute[] = FACET_ATTRIBUTES,
): Omit<SearchResult, "ms"> {
  const matches = matchCars(index, request);
  const facets = countFacets(index, matches, facetAttributes);
  const stats = rangeStats(index, matches);
  const hits = pageOfHits(index, request, matches);
  return {
    hits,
    count: matches.hitCount,
    pages: Math.ceil(matches.hitCount / request.hitsPerPage),
    page: request.page,
    facets,
    stats,
  };
}
