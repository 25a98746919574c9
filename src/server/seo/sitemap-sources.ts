import "server-only";
import { LEGAL_PAGE_PATHS } from "@/lib/content/legal-documents";
import { locationCards } from "@/lib/locations/location-groups";
import { locationDetailsPath } from "@/lib/locations/location-links";
import { OFFERS_LIST_PATH, offerPath, singleManufacturer } from "@/lib/offers/offer-paths";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import type { SitemapEntry } from "@/lib/seo/sitemap";
import { GENUINE_SERVICE_PATH } from "@/lib/service/service-page";
import type { Site } from "@/lib/tenancy/site";
import { slugify } from "@/lib/text/slugify";
import { ownValue } from "@/lib/utils/own-value";
import { contentSitemapEntries } from "../content/sitemap-entries";
import type { Database } from "../db/client";
import { listAllSiteLocations } from "../locations/queries";
import { modelSitemapPaths } from "../models/sitemap-paths";
import { listCurrentOffers } from "../offers/queries";
import { sqlSearch } from "../search/sql-stock-search";
import { listedCarPages } from "../vehicle/vehicle-detail";

/**
 * Where a site's sitemap gets its URLs (issue 19 item 6, decision 0032). Each source answers the
 * absolute URLs of one kind of public page of the site; `/sitemap.xml` and its parts list them in
 * this order, the first mention of a URL winning. Adding a kind of page (offers, model pages, content
 * pages, blog articles) is one line in SITEMAP_SOURCES and a function of this shape.
 */
export type SitemapSourceContext = { db: Database; site: Site; origin: string; now: Date };
export type SitemapSource = (ctx: SitemapSourceContext) => Promise<readonly SitemapEntry[]>;

const TYPE_ROUTES: Record<string, string> = {
  new: "/search/new-cars",
  demo: "/search/demo-cars",
  used: "/search/used-cars",
};

const paths = (origin: string, list: readonly string[]): SitemapEntry[] =>
  list.map((path) => ({ loc: `${origin}${path}` }));

/** Home, search, a search page per car type, make and body the site has listed, service and legal pages. */
export const sitePages: SitemapSource = async ({ db, site, origin, now }) => {
  const all = await sqlSearch(
    db,
    site,
    { ...EMPTY_SEARCH_STATE, hitsPerPage: 1 },
    { now, facets: ["car_type", "make", "body"] },
  );
  return paths(origin, [
    "/",
    "/search",
    ...(all.facets.car_type ?? []).flatMap((f) => ownValue(TYPE_ROUTES, f.value) ?? []),
    ...(all.facets.make ?? []).map((f) => `/search/${slugify(f.value)}`),
    ...(all.facets.body ?? []).map((f) => `/search/${slugify(f.value)}`),
    // /service itself is a redirect (to here or the brand's booking page): not a page to index.
    GENUINE_SERVICE_PATH,
    ...LEGAL_PAGE_PATHS,
    // The trade-in wizard under the site's own path (decision 0034), when it has one of ours.
    ...(site.config.features.trade_in && !site.config.trade_in.external_url
      ? [site.config.trade_in.path]
      : []),
  ]);
};

/** Spec 01 §2 /our-location, each location's details page (its one canonical URL, decision 0022), the finder. */
export const locationPages: SitemapSource = async ({ db, site, origin }) => {
  const list = await listAllSiteLocations(db, site);
  if (!list.length) return [];
  return paths(origin, [
    "/our-location",
    ...list.map((l) => locationDetailsPath(l.slug)),
    // The nearest-location finder, where there is more than one yard to choose from (as /our-location offers it).
    ...(locationCards(list).length > 1 ? ["/nearest-location"] : []),
  ]);
};

/** Every in-stock or coming-soon car's page with its last change, newest first. */
export const carPages: SitemapSource = async ({ db, site, origin, now }) =>
  (await listedCarPages(db, site, now)).map((car) => ({
    loc: `${origin}/cars/${encodeURIComponent(car.slug)}`,
    lastmod: car.updatedAt.toISOString(),
  }));

/** The sources, in the order the sitemap lists them. Add a kind of page here. */
/** Content pages, the blog and the parts search (issue 19 item 4, server/content). */
export const contentPages: SitemapSource = ({ db, site, origin, now }) =>
  contentSitemapEntries(db, site, origin, now);

/** Models, their accessories and the accessories landing page (issue 19 item 4, server/models). */
export const modelPages: SitemapSource = async ({ db, site, origin }) =>
  paths(origin, await modelSitemapPaths(db, site));

/** Spec 02 §2 /special-offers and each current offer's one canonical URL (decision 0029). */
export const offerPages: SitemapSource = async ({ db, site, origin, now }) => {
  const make = singleManufacturer(site.dealerships);
  const offers = await listCurrentOffers(db, site, now);
  return paths(origin, [OFFERS_LIST_PATH, ...offers.map((o) => offerPath(o, make))]);
};

export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  sitePages,
  locationPages,
  offerPages,
  contentPages,
  modelPages,
  carPages,
];

/** Every URL of the site's sitemap, once each, in source order. */
export async function siteSitemapEntries(
  ctx: SitemapSourceContext,
  sources: readonly SitemapSource[] = SITEMAP_SOURCES,
): Promise<SitemapEntry[]> {
  const seen = new Set<string>();
  const out: SitemapEntry[] = [];
  for (const source of sources) {
    for (const entry of await source(ctx)) {
      if (seen.has(entry.loc)) continue;
      seen.add(entry.loc);
      out.push(entry);
    }
  }
  return out;
}
