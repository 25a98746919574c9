import { rangeText } from "../search/filter-labels";
import { FACET_ATTRIBUTES, type FacetAttribute, RANGE_ATTRIBUTES } from "../search/search-attributes";
import { hasFilters, type ParamIssue, parseSearchParams, searchStateToParams } from "../search/search-params";
import { searchTitle } from "../search/search-presets";
import type { SearchState } from "../search/search-types";

/**
 * A saved search (issue 21 §6) IS a search URL's query (ARCHITECTURE rule 5): what the search page
 * holds in its address, read by lib/search/search-params and written back in one canonical form, so
 * two ways of writing the same search are one saved search and the alert matches exactly what the
 * page would list. Only the filters are kept: the page, the sort and the postcode (which orders, not
 * filters) say nothing about which cars are news.
 */

/** How many searches one shopper may save on a site: enough for a real hunt, few enough to read in one message. */
export const SAVED_SEARCHES_MAX = 10;
/** Where a saved search opens. */
export const SEARCH_PATH = "/search";

/**
 * Beyond these a "search" is not one a person means: a query string of a few hundred characters
 * covers every filter the page offers; thirty chosen values is more than a page of checkboxes.
 */
export const MAX_SAVED_QUERY_LENGTH = 1_500;
export const MAX_SAVED_VALUES = 30;

export type SavedSearchFilters = Pick<SearchState, "query" | "refinements" | "ranges">;

export type CanonicalSearch =
  | { ok: true; query: string; filters: SavedSearchFilters }
  | { ok: false; issues: ParamIssue[] };

/** Keys of a search URL that do not filter: dropped from a saved search, their mistakes ignored. */
const NOT_FILTERS = new Set(["page", "sortBy", "postcode"]);

/**
 * The canonical form of a search to save: the query string parsed strictly (every malformed filter is
 * a reason, by its key), the page, sort and postcode left out, each attribute's values de-duplicated
 * (case aside, as the engines compare them) and sorted, and the result written by
 * `searchStateToParams`. A search with no filter at all, or an absurd one, is refused.
 */
export function canonicalSavedSearch(raw: string): CanonicalSearch {
  const text = raw.trim().replace(/^\?/, "");
  if (text.length > MAX_SAVED_QUERY_LENGTH) {
    return {
      ok: false,
      issues: [
        { key: "query", message: `is longer than a search can be (${MAX_SAVED_QUERY_LENGTH} characters)` },
      ],
    };
  }
  const parsed = parseSearchParams(new URLSearchParams(text));
  const issues = parsed.issues.filter((issue) => !NOT_FILTERS.has(issue.key));
  if (issues.length) return { ok: false, issues };
  const filters = normalisedFilters(parsed.state);
  const values = Object.values(filters.refinements).reduce((n, list) => n + (list?.length ?? 0), 0);
  if (values > MAX_SAVED_VALUES) {
    return {
      ok: false,
      issues: [
        {
          key: "query",
          message: `chooses ${values} values; a saved search may choose at most ${MAX_SAVED_VALUES}`,
        },
      ],
    };
  }
  if (!hasFilters({ ...parsed.state, ...filters })) {
    return {
      ok: false,
      issues: [{ key: "query", message: "has no filters: choose a make, a price or search words first" }],
    };
  }
  return { ok: true, query: savedSearchQuery(filters), filters };
}

function normalisedFilters(state: SearchState): SavedSearchFilters {
  const refinements: SavedSearchFilters["refinements"] = {};
  for (const attribute of FACET_ATTRIBUTES) {
    const values = state.refinements[attribute];
    if (!values?.length) continue;
    // One value per spelling case aside (the engines compare that way), the same one whichever came
    // first: the smallest by code point ("Mazda" over "mazda").
    const byKey = new Map<string, string>();
    for (const value of values) {
      const key = value.toLowerCase();
      const kept = byKey.get(key);
      if (kept === undefined || value < kept) byKey.set(key, value);
    }
    refinements[attribute] = [...byKey.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, value]) => value);
  }
  return { query: state.query, refinements, ranges: { ...state.ranges } };
}

/** The stored form of a search's filters: search-params' canonical writing, without the '?'. */
export function savedSearchQuery(filters: SavedSearchFilters): string {
  return searchStateToParams({ ...filters, page: 1, sortBy: "relevance" }).toString();
}

/** A stored query back to its filters (lenient: a stored search always parsed once). */
export function savedSearchFilters(query: string): SavedSearchFilters {
  const { state } = parseSearchParams(new URLSearchParams(query));
  return { query: state.query, refinements: state.refinements, ranges: state.ranges };
}

/** Where a saved search opens: the search page with its filters; `latest` first for "what's new". */
export function savedSearchPath(query: string, sort?: "latest"): string {
  const params = new URLSearchParams(query);
  if (sort) params.set("sortBy", sort);
  const text = params.toString();
  return text ? `${SEARCH_PATH}?${text}` : SEARCH_PATH;
}

/** Facets the title (`searchTitle`) names when exactly one value is chosen. */
const TITLED = new Set<FacetAttribute>([
  "car_type",
  "make",
  "model",
  "body",
  "item_type",
  "location_name",
  "dealership_name",
  "city",
]);

const LABEL_MAX = 160;

function facetText(attribute: FacetAttribute, values: readonly string[]): string {
  if (attribute === "seats") return `${values.join(" or ")} seats`;
  if (attribute === "certified")
    return values.includes("true") && values.length === 1 ? "Certified" : "Certified or not";
  return values.join(" or ");
}

/**
 * A saved search in words, for its owner's list and the digest: the search page's own title for
 * what it names ("Used Toyota HiLux for sale"), then every other filter ("Diesel · up to $40,000 ·
 * 2019 or newer"), cut at 160 characters.
 */
export function savedSearchLabel(filters: SavedSearchFilters): string {
  const parts = [searchTitle(filters)];
  for (const attribute of FACET_ATTRIBUTES) {
    const values = filters.refinements[attribute];
    if (!values?.length) continue;
    if (TITLED.has(attribute) && values.length === 1) continue;
    // car_type values the title reads as "New and Demo"; every type is no filter in words.
    if (attribute === "car_type") continue;
    parts.push(facetText(attribute, values));
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = filters.ranges[attribute];
    const text = range ? rangeText(attribute, range) : null;
    if (text) parts.push(text);
  }
  const label = parts.join(" · ");
  return label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1).trimEnd()}…` : label;
}

/** Saved-search and alert-setting changes one shopper, or one address, may make in a window. */
export const ALERT_CHANGES_PER_WINDOW = 60;
/** Unsubscribe posts one address may make in a window (a token is unguessable; this stops a flood). */
export const UNSUBSCRIBES_PER_WINDOW = 30;
export const ALERT_WINDOW_MS = 10 * 60 * 1000;
