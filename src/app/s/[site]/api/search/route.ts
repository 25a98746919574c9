import { nearPostcode, parseSearchParams } from "@/lib/search/search-params";
import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { postcodePoint } from "@/server/locations/postcodes";
import { answerSearch } from "@/server/search/search-answer";
import { getStockSearch } from "@/server/search/stock-search-instance";

export const dynamic = "force-dynamic";

/**
 * GET /api/search?<the search page's query keys>: the site's listed stock with facets and stats, each
 * card's saved-car buttons and, with a postcode, its distance; an empty search also answers its ways
 * forward (`relaxed`). Unknown keys are ignored; a malformed value answers 400 naming each problem.
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
  const result = await answerSearch(await getDatabase(), await getStockSearch(), {
    site,
    state,
    near,
    hitsPerPage: site.config.search.page_size,
  });
  return Response.json(result, { headers: { "cache-control": "no-store" } });
});
