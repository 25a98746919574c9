import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import type { SearchRequest, SearchResult } from "@/lib/search/search-types";

/** Test support: a search request (the empty search, 21 a page) with the parts a test sets. */
export const searchRequest = (partial: Partial<SearchRequest> = {}): SearchRequest => ({
  ...EMPTY_SEARCH_STATE,
  refinements: {},
  ranges: {},
  hitsPerPage: 21,
  ...partial,
});

/** A result without its timing, so two engines' answers can be compared. */
export function comparable(result: SearchResult) {
  const { ms: _ms, ...rest } = result;
  return rest;
}
