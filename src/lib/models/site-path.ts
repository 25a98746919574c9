/**
 * What a path no named route of the site claims resolves to (decision 0031). Spec 02 §2 puts a
 * model's page at the site's root (`/{model slug}`, `/{model slug}/accessories`), beside content pages
 * at their own root paths (/about-us, /fleet, /careers …). One segment can be both; the rule is:
 *
 *   1. a named route of the site (/search, /finance, /models …) always wins: Next routes it before
 *      the catch-all ever runs, and a feed cannot take a page shoppers and the menus rely on;
 *   2. then a model of the site's manufacturers (`/{slug}`, `/{slug}/accessories`);
 *   3. then a content page the site publishes at that path;
 *   4. else the site's 404.
 *
 * Models come before content because the model range is the manufacturer's, shared by every dealer
 * of the make, and the menus link `/{models.slug}` without asking; a dealer who wants its own page at
 * a model's path sets the model's override_url instead, and its content page stays reachable at
 * /pages/{slug}. Pure and table-tested (site-path.test.ts).
 */

/**
 * The first path segments the site's named routes own (the folders of src/app/s/[site]/, checked by
 * site-path.test.ts), plus the paths of the app's own files. A model or content page at one of these
 * would never be reached.
 */
export const NAMED_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  "_next",
  "about-us",
  "admin",
  "api",
  "apply-for-finance",
  "blog",
  "book-test-drive",
  "buying",
  "car-finance",
  "careers",
  "cars",
  "checkout-journey",
  "console-preview",
  "compare",
  "contact",
  "contact-us",
  "customer-feedback-survey",
  "dev",
  "diamond-advantage",
  "enquiries",
  "favicon.ico",
  "feeds",
  "finance",
  "finance-enquiry",
  "fleet",
  "genuine-service",
  "locations",
  "media",
  "models",
  "my-garage",
  "mybigboxcars",
  "myblinkr",
  "mymotorama",
  "myservco",
  "nearest-location",
  "new-used-and-demo-cars",
  "offers",
  "online-payment",
  "our-location",
  "pages",
  "parts",
  "parts-and-accessories",
  "payments",
  "personalised",
  "pre-owned",
  "print",
  "privacy-policy",
  "review-feedback",
  "robots.txt",
  "search",
  "sell-my-car",
  "sell-your-car",
  "service",
  "sign-in",
  "sitemap.xml",
  "sitemaps",
  "special-offers",
  "spin-to-win",
  "success",
  "terms-and-conditions",
  "trade-in",
  "vehicle-parts-and-accessories",
  "warranty",
  "watchlist",
  // Not folders of the site, but paths the app or the front door answers itself.
  "_next",
  "media",
  "favicon.ico",
  "admin",
]);

export type SitePathLookups = {
  /** Whether the site shows a model with this slug (its manufacturers' models). */
  isModel: (slug: string) => boolean;
  /** Whether the site publishes a content page at this path (segments joined by "/"). */
  isContentPage: (path: string) => boolean;
};

export type SitePathTarget =
  | { kind: "model"; slug: string }
  | { kind: "model-accessories"; slug: string }
  | { kind: "content"; path: string }
  | { kind: "not-found" };

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Where a path of the site goes, by the rule above. `segments` are the path's decoded segments; any
 * segment that is not slug-shaped (upper case, dots, spaces) names nothing we store, so the path is
 * not found rather than looked up.
 */
export function resolveSitePath(segments: readonly string[], lookups: SitePathLookups): SitePathTarget {
  if (segments.length === 0 || segments.length > 8) return { kind: "not-found" };
  if (!segments.every((s) => SEGMENT.test(s))) return { kind: "not-found" };
  const [first, second] = segments as [string, ...string[]];
  if (NAMED_ROUTE_SEGMENTS.has(first)) return { kind: "not-found" };
  if (lookups.isModel(first)) {
    if (segments.length === 1) return { kind: "model", slug: first };
    if (segments.length === 2 && second === "accessories") return { kind: "model-accessories", slug: first };
  }
  const path = segments.join("/");
  if (lookups.isContentPage(path)) return { kind: "content", path };
  return { kind: "not-found" };
}

/**
 * Why a model or content slug would never be shown at the site's root, for the import's warnings:
 * a named route owns it (and, for content, a model of the site may too).
 */
export function shadowedRootSlug(slug: string): string | null {
  return NAMED_ROUTE_SEGMENTS.has(slug)
    ? `/${slug} is a page of every site, so it is never shown there`
    : null;
}
