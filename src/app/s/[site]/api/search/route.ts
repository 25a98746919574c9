import { nearPostcode, parseSearchParams } from "@/lib/search/search-params";
import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { postcodePoint } from "@/server/locations/postcodes";
import { getStockSearch } from "@/server/search/stock-search-instance";
import { withSavedCarButtons } from "@/server/stock/saved-car-buttons";

export const dynamic = "force-dynamic";

/**
 * GET /api/search?<the search page's query keys>: the site's listed stock with facets and stats.
 * Unknown keys are ignored; a malformed value answers 400 naming each problem.
 */
export const GET = withSite(async (request, site) => {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  const { issues } = parsed;
  // "Cars near me" (issue 17 item 5): a well-formed postcode the postcode data does not know.
  const { state, near, error } = nearPostcode(parsed, postcodePoint);
  if (error && !issues.some((issue) => issue.key === "postcode"))
    issues.push({ key: "postcode", message: error });
  if (issues.length) {
    return Response.json(
      {
        error: "Invalid search parameters",
        issues: issues.map((i) => ({ key: i.key, message: `${i.key} ${i.message}` })),
      },
      { status: 400 },
    );
  }
  const search = await getStockSearch();
  const result = await search.search(site, {
    ...state,
    hitsPerPage: site.config.search.page_size,
    near,
  });
  // Each card's Favourite and Compare buttons, by the car page's rules (spec 01 §4).
  const hits = await withSavedCarButtons(await getDatabase(), site, result.hits);
  return Response.json({ ...result, hits }, { headers: { "cache-control": "no-store" } });
});
