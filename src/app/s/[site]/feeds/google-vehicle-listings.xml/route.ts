import { getDatabase } from "@/server/db/database";
import { buildSiteFeed, feedResponse } from "@/server/feeds/feed-routes";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** The site's Google vehicle ads / vehicle listings feed (decision 0032; README "Advertising feeds"). */
export const GET = withSite(
  async (request, site) =>
    feedResponse(request, await buildSiteFeed(await getDatabase(), site, "google", new Date())),
  () => new Response("Not found", { status: 404 }),
);
