import type { GeoPoint } from "../locations/distance";
import type { SortOption } from "../stock/stock-values";
import type { SearchRequest, SearchState } from "./search-types";

/**
 * What order a search page's results are in, and what its sort box says (issue 34 item 4: after
 * "Nearest first" the box went on saying "Most relevant"). Decision 0073: with a postcode, the
 * default order *is* nearest first, so the box's first option reads "Nearest first" (the URL keeps
 * `postcode=…` with no `sortBy`, as before); another sort orders by itself, the postcode then only
 * giving each card its distance.
 */

/** Spec 01 §2 "Sort options by default: most relevant, latest, highest price, lowest price". */
export const SORT_LABELS: Record<SortOption, string> = {
  relevance: "Most relevant",
  latest: "Latest",
  price_desc: "Highest price",
  price_asc: "Lowest price",
};

export const NEAREST_FIRST_LABEL = "Nearest first";

/** Whether the results are ordered by distance from the search's postcode. */
export function ordersByDistance(state: Pick<SearchState, "postcode" | "sortBy">): boolean {
  return Boolean(state.postcode) && state.sortBy === "relevance";
}

/** The sort box's choices: the site's options, the default one read "Nearest first" under a postcode. */
export function sortChoices(
  state: Pick<SearchState, "postcode">,
  options: readonly SortOption[],
): { value: SortOption; label: string }[] {
  // Under a postcode, nearest first is on offer even on a site that lists no "most relevant".
  const values: readonly SortOption[] =
    state.postcode && !options.includes("relevance") ? ["relevance", ...options] : options;
  return values.map((value) => ({
    value,
    label: value === "relevance" && state.postcode ? NEAREST_FIRST_LABEL : SORT_LABELS[value],
  }));
}

/** The engines' request for a page's search: the postcode's point only when it orders the results. */
export function searchRequestFor(
  state: SearchState,
  near: GeoPoint | null,
  hitsPerPage: number,
): SearchRequest {
  return { ...state, hitsPerPage, near: ordersByDistance(state) ? near : null };
}
