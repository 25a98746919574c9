import type { FilterAttribute } from "../stock/filter-expression";

/**
 * The spec's search attributes (spec 01 §2 "Filter attributes") split by how a shopper refines them:
 * refinement lists (pick values, OR within an attribute, AND across) and ranges (min/max).
 */

export const FACET_ATTRIBUTES = [
  "car_type",
  "make",
  "model",
  "make_model",
  "badge",
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "colour_family",
  "seats",
  "state",
  "city",
  "location_name",
  "dealership_name",
  "status",
  "tag",
  "certified",
  "categories",
  "filtered_features",
  // Spec 02 §7's keyword facet (decision 0087): every chosen keyword must hold, not any one.
  "keyword",
  "item_type",
  "price_range",
  "weekly_price_range",
] as const satisfies readonly FilterAttribute[];
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

export const RANGE_ATTRIBUTES = [
  "price",
  "km",
  "year",
  "subscription_price",
  "created_at_timestamp",
] as const satisfies readonly FilterAttribute[];
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

/** Bounds a range refinement may take; anything outside is malformed input, not a filter. */
export const RANGE_BOUNDS: Record<RangeAttribute, { min: number; max: number }> = {
  price: { min: 0, max: 10_000_000 },
  km: { min: 0, max: 5_000_000 },
  year: { min: 1900, max: 2100 },
  subscription_price: { min: 0, max: 100_000 },
  created_at_timestamp: { min: 0, max: 4_102_444_800 },
};

/**
 * How many values a facet returns (spec 02 §7: city 20, the dealership facet 40; spec 01 §9:
 * make_model up to 30). Others return every value up to 100.
 */
export const FACET_LIMITS: Partial<Record<FacetAttribute, number>> = {
  city: 20,
  location_name: 40,
  dealership_name: 40,
  make_model: 30,
};
export const DEFAULT_FACET_LIMIT = 100;

/** Spec 01 §9: "Car-type sort order: new, demo, used." */
export const CAR_TYPE_ORDER = ["new", "demo", "used"] as const;

export function isFacetAttribute(name: string): name is FacetAttribute {
  return (FACET_ATTRIBUTES as readonly string[]).includes(name);
}
export function isRangeAttribute(name: string): name is RangeAttribute {
  return (RANGE_ATTRIBUTES as readonly string[]).includes(name);
}

/** The refinement lists the search page shows, in panel order; the API computes these by default. */
export const SEARCH_PAGE_FACETS = [
  "car_type",
  "make",
  "make_model",
  "body",
  "price_range",
  "fuel",
  "transmission",
  "drive",
  "seats",
  // The page offers colour families (decision 0073); the paint name stays a filter of the URL and API.
  "colour_family",
  "location_name",
  "state",
  "certified",
] as const satisfies readonly FacetAttribute[];
