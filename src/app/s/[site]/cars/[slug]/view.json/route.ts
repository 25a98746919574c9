import type { Site } from "@/lib/tenancy/site";
import { hasSessionCookie, viewCountRefusal, viewVisitor } from "@/lib/vehicle/view-count";
import { isStale, viewRequestSchema } from "@/lib/vehicle/view-request";
import { currentShopper } from "@/server/accounts/current-shopper";
import { getDatabase } from "@/server/db/database";
import { jsonError, parseQuery } from "@/server/http/api";
import { factsOf } from "@/server/http/request-facts";
import { withSite } from "@/server/http/with-site";
import { recordView } from "@/server/vehicle/engagement";

export const dynamic = "force-dynamic";

type Params = { site: string; slug: string };

/**
 * GET /cars/{slug}/view.json?photos_count={n}&updated_at={ts}&website_id={id} (spec 01 §7): records a
 * view and returns `{ views, car_fields }`, where car_fields are the car's live fields and `stale`
 * says whether the page was rendered from an older record. Bad parameters answer 400. Only the car
 * page's own script counts a view, once a day per visitor (issue 29 item 5); any other request gets
 * the same answer without counting.
 */
export const GET = withSite<Params>(async (request, site, { slug }) => {
  const parsed = parseQuery(new URL(request.url).searchParams, viewRequestSchema);
  if (!parsed.ok) return parsed.response;
  if (parsed.data.website_id !== site.id) {
    return jsonError(400, "Invalid query parameters", [
      { key: "website_id", message: "website_id: is not this site's id" },
    ]);
  }
  const recorded = await recordView(await getDatabase(), site, slug, new Date(), {
    visitor: await visitorOf(site, request),
  });
  if (!recorded) return jsonError(404, "No such car on this site");
  return Response.json(
    {
      views: recorded.views,
      car_fields: { ...recorded.fields, stale: isStale(parsed.data, recorded.fields) },
    },
    { headers: { "cache-control": "no-store" } },
  );
});

/** Who may count a view with this request: null unless the car page's own script sent it. */
async function visitorOf(site: Site, request: Request): Promise<string | null> {
  if (viewCountRefusal(request.headers) !== null) return null;
  const shopper = hasSessionCookie(request.headers.get("cookie"))
    ? await currentShopper(site, request)
    : null;
  return viewVisitor(shopper?.userId ?? null, factsOf(request.headers).clientAddress);
}
