import { parseSearchParams } from "@/lib/stock/search-params";
import { withSite } from "@/server/http/with-site";
import { postcodeOrigin } from "@/server/locations/nearest";
import { getStockSearch } from "@/server/stock/stock-search-instance";

export const dynamic = "force-dynamic";

/**
 * GET /api/search?<the search page's query keys>: the site's listed stock with facets and stats.
 * Unknown keys are ignored; a malformed value answers 400 naming each problem.
 */
export const GET = withSite(async (request, site) => {
  const { state, issues } = parseSearchParams(new URL(request.url).searchParams);
  // "Cars near me" (issue 17 item 5): a well-formed postcode the postcode data does not know.
  const origin = postcodeOrigin(state.postcode);
  if (origin.error) issues.push({ key: "postcode", message: origin.error });
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
    near: origin.near,
  });
  return Response.json(result, { headers: { "cache-control": "no-store" } });
});
