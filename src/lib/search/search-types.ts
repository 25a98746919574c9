import type { GeoPoint } from "../locations/distance";
import type { SearchHit } from "../stock/listed-car";
import type { SortOption } from "../stock/stock-values";
import type { FacetAttribute, RangeAttribute } from "./search-attributes";

/** One range refinement; either side may be open. */
export type RangeValue = { min?: number; max?: number };

/** Spec 01 §4 "Search state": what the URL query holds (query, page, sortBy, one key per attribute). */
export type SearchState = {
  /** Free text; "" when none. */
  query: string;
  /** 1-based. */
  page: number;
  sortBy: SortOption;
  /** Chosen values per refinement-list attribute (OR within, AND across). */
  refinements: Partial<Record<FacetAttribute, string[]>>;
  ranges: Partial<Record<RangeAttribute, RangeValue>>;
  /**
   * "Cars near me" (issue 17 item 5): a 4-digit postcode the results are ordered by distance from,
   * nearest yard first, the sort order breaking ties; absent (or "") when none.
   */
  postcode?: string;
};

export type SearchRequest = SearchState & {
  hitsPerPage: number;
  /**
   * The point `postcode` stands for, looked up by the server (server/locations/postcodes.ts): the
   * engines order by distance from it. Null or absent: no distance order.
   */
  near?: GeoPoint | null;
};

/** Spec 01 §3 "Search facet item". */
export type FacetItem = { label: string; value: string; count: number };

/** Spec 01 §3 "Search result", plus the page and range statistics. */
export type SearchResult = {
  hits: SearchHit[];
  count: number;
  pages: number;
  page: number;
  facets: Partial<Record<FacetAttribute, FacetItem[]>>;
  stats: Partial<Record<RangeAttribute, { min: number; max: number }>>;
  ms: number;
  /** An empty search's ways forward (issue 34 item 4); set by the search page and its API, not the engines. */
  relaxed?: RelaxedSearch;
};

/**
 * What a search that found nothing offers instead (issue 34 item 4): each filter that could be taken
 * off (lib/search/applied-filters `relaxations`, by key) with how many cars taking it off alone would
 * find, when the site's index could count it without asking the database (else null), and a few cars
 * close to the search: those found without the filter that finds the most (`nearbyKey`), or, when
 * none does, without any filter (`nearbyKey` null).
 */
export type RelaxedSearch = {
  options: { key: string; count: number | null }[];
  nearby: SearchHit[];
  nearbyKey: string | null;
};
