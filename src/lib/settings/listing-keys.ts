/**
 * The config groups a stock listing is made from (search results, their filters and cards): a change
 * to one bumps the site's `listing_version`, so every server's search index is rebuilt from the new
 * config (decision 0017); a change elsewhere (a phone number, a colour) only expires the pages.
 */
export const LISTING_CONFIG_KEYS: readonly string[] = [
  "features",
  "search",
  "feature_filters",
  "specifications",
  "include_sold_cars_days",
  "finance",
  "reserve_deposit",
];

/** Whether any of the changed dotted paths lies in a listing group. */
export function touchesListing(paths: readonly string[]): boolean {
  return paths.some((path) => LISTING_CONFIG_KEYS.includes(path.split(".")[0] ?? ""));
}
