import type { GeoPoint } from "../locations/distance";
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

/** What a result card and the vehicle pages need of a listed car. Dates are ISO strings. */
export type SearchHit = {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  year: number;
  carType: string;
  status: string;
  tag: string | null;
  reserved: boolean;
  certified: boolean;
  price: number | null;
  beforePrice: number | null;
  offerPrice: number | null;
  subscriptionPrice: number | null;
  weeklyPrice: number | null;
  preorder: boolean;
  km: number | null;
  colour: string | null;
  simpleBody: string | null;
  simpleFuel: string | null;
  simpleTransmission: string | null;
  primaryImageUrl: string | null;
  photosCount: number;
  stocknum: string | null;
  vin: string | null;
  createdAt: string;
  soldAt: string | null;
  locationName: string | null;
  locationSlug: string | null;
  city: string | null;
  state: string | null;
  dealershipId: number;
  dealershipName: string;
  dealershipSlug: string;
  reserveDeposit: number | null;
  checkoutEnabled: boolean;
  tradeInEnabled: boolean;
  /**
   * Which of the Favourite and Compare buttons the car's card shows (spec 01 §4, the rules in
   * lib/saved-cars/saved-car-rules), decided on the server where the car's whole document and its
   * dealership's config are at hand (server/stock/saved-car-buttons). Absent: neither.
   */
  savedCarButtons?: SavedCarButtons;
};

export type SavedCarButtons = { favourite: boolean; compare: boolean };

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
};
