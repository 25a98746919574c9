import { LEGAL_PAGE_PATHS } from "@/lib/content/legal-documents";
import { GENUINE_SERVICE_PATH } from "@/lib/content/service-page";
import { locationCards } from "@/lib/locations/location-groups";
import { locationDetailsPath } from "@/lib/locations/location-links";
import { OFFERS_LIST_PATH, offerPath, singleManufacturer } from "@/lib/offers/offer-paths";
import { type SitemapEntry, sitemapXml } from "@/lib/seo/sitemap";
import { EMPTY_SEARCH_STATE } from "@/lib/stock/search-params";
import { slugify } from "@/lib/text/slugify";
import { ownValue } from "@/lib/utils/own-value";
import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { listAllSiteLocations } from "@/server/locations/queries";
import { listCurrentOffers } from "@/server/offers/queries";
import { getStockSearch } from "@/server/stock/stock-search-instance";
import { siteOrigin } from "@/server/tenancy/sites";
import { listedCarPages } from "@/server/vehicle/vehicle-detail";

export const dynamic = "force-dynamic";

const TYPE_ROUTES: Record<string, string> = {
  new: "/search/new-cars",
  demo: "/search/demo-cars",
  used: "/search/used-cars",
};

/**
 * The site's sitemap: home, search, a search page per car type, make and body the site has in stock,
 * the service and legal pages, the locations page and each location's page, the special offers page and
 * each current offer's page (its canonical URL), and every in-stock car's page with its last change.
 */
export const GET = withSite(
  async (_request, site) => {
    const origin = siteOrigin(site);
    const search = await getStockSearch();
    const all = await search.search(
      site,
      { ...EMPTY_SEARCH_STATE, hitsPerPage: 1 },
      { facets: ["car_type", "make", "body"] },
    );
    const paths = [
      "/",
      "/search",
      ...(all.facets.car_type ?? []).flatMap((f) => ownValue(TYPE_ROUTES, f.value) ?? []),
      ...(all.facets.make ?? []).map((f) => `/search/${slugify(f.value)}`),
      ...(all.facets.body ?? []).map((f) => `/search/${slugify(f.value)}`),
      // /service itself is a redirect (to here or the brand's booking page): not a page to index.
      GENUINE_SERVICE_PATH,
      ...LEGAL_PAGE_PATHS,
    ];
    const db = await getDatabase();
    const locations = await listAllSiteLocations(db, site);
    if (locations.length) {
      // Spec 01 §2 /our-location and each location's details page (its one canonical URL, decision 0022).
      paths.push("/our-location", ...locations.map((l) => locationDetailsPath(l.slug)));
      // The nearest-location finder, where there is more than one yard to choose from (as /our-location offers it).
      if (locationCards(locations).length > 1) paths.push("/nearest-location");
    }
    // Spec 02 §2 /special-offers and each current offer's one canonical URL (decision 0029).
    const make = singleManufacturer(site.dealerships);
    paths.push(OFFERS_LIST_PATH, ...(await listCurrentOffers(db, site)).map((o) => offerPath(o, make)));
    const entries: SitemapEntry[] = [...new Set(paths)].map((path) => ({ loc: `${origin}${path}` }));
    for (const car of await listedCarPages(db, site, new Date())) {
      entries.push({
        loc: `${origin}/cars/${encodeURIComponent(car.slug)}`,
        lastmod: car.updatedAt.toISOString(),
      });
    }
    return new Response(sitemapXml(entries), {
      headers: { "content-type": "application/xml; charset=utf-8" },
    });
  },
  () => new Response("Not found", { status: 404 }),
);
