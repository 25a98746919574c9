/**
 * Stock's value lists (spec 01 §3 car types, the search page's sort options). Zod-free, so a search
 * page's browser code can use them without loading a schema; the config slice (stock-config.ts) and
 * the feed reader check values against them.
 */
export const CAR_TYPES = ["new", "demo", "used"] as const;
export type CarType = (typeof CAR_TYPES)[number];

export const SORT_OPTIONS = ["relevance", "latest", "price_desc", "price_asc"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
