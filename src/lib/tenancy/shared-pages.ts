/**
 * Listing pages are the same for every shopper who asks for the same URL, and are what search engines
 * and most shoppers land on (issue 15 §5): the home page, the search page with any entry route
 * (`/search/toyota/hilux`) or query, `/new-used-and-demo-cars`, `/pre-owned`, and the offers pages
 * (`/special-offers`, `/offers/…`: an offer's lead form fetches its own ticket when shown). Next renders them per request
 * (their query strings make them dynamic), so the front cache keeps each URL's answer for this long,
 * and drops a site's answers as soon as its data changes (decision 0017). The time limit only
 * matters for what changes by the clock alone (an offer expiring).
 */
export const SHARED_LISTING_SECONDS = 60;

export function isSharedListingPath(pathname: string): boolean {
  return (
    pathname === "/" ||
    pathname === "/search" ||
    pathname.startsWith("/search/") ||
    pathname === "/new-used-and-demo-cars" ||
    pathname === "/pre-owned" ||
    pathname === "/special-offers" ||
    pathname.startsWith("/offers/")
  );
}
