import { postEvents, serverEventsDeps } from "@/server/analytics/events-endpoint";
import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/**
 * POST /api/events: the site's own pages send their page views and analytics events here (issue 33,
 * decision 0061). 202 once taken (written in the background), 400 for a malformed or oversized
 * batch, 403 from another site, 415 not JSON, 429 when one address sends too many. No cookie.
 */
export const POST = withSite(async (request, site) => {
  const db = await getDatabase();
  return postEvents(db, site, request, serverEventsDeps(db));
});
