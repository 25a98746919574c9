import { getDatabase } from "@/server/db/database";
import { jsonError } from "@/server/http/api";
import { withSite } from "@/server/http/with-site";
import { nearestToPostcode } from "@/server/locations/nearest";
import { listSiteLocations } from "@/server/locations/queries";

export const dynamic = "force-dynamic";

const MAX_LIMIT = 10;

/**
 * GET /api/locations/nearest?postcode=2000[&limit=3]: the site's visible locations nearest an
 * Australian postcode, closest first, with their distance in km (issue 17 item 5). A postcode that is
 * not 4 digits or that the postcode data does not know answers 400 with the spec's message (spec 02 §8).
 */
export const GET = withSite(async (request, site) => {
  const params = new URL(request.url).searchParams;
  const postcodes = params.getAll("postcode");
  if (postcodes.length > 1) {
    return jsonError(400, "Invalid query parameters", [
      { key: "postcode", message: "postcode: must be given once" },
    ]);
  }
  const rawLimit = params.get("limit");
  let limit = 1;
  if (rawLimit !== null) {
    limit = /^\d{1,2}$/.test(rawLimit) ? Number(rawLimit) : 0;
    if (limit < 1 || limit > MAX_LIMIT) {
      return jsonError(400, "Invalid query parameters", [
        { key: "limit", message: `limit: must be a whole number from 1 to ${MAX_LIMIT}` },
      ]);
    }
  }
  const locations = await listSiteLocations(await getDatabase(), site);
  const answer = nearestToPostcode(locations, (postcodes[0] ?? "").slice(0, 100), limit);
  if (!answer.ok) {
    return jsonError(400, answer.error, [{ key: "postcode", message: answer.error }]);
  }
  return Response.json(answer, { headers: { "cache-control": "no-store" } });
});
