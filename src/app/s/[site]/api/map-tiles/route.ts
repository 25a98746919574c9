import { env } from "@/env";
import type { MapTilesAnswer } from "@/lib/locations/map-tiles";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/**
 * GET /api/map-tiles: the deployment's map tile source (MAP_TILE_URL), or `{ tiles: null }` when maps
 * are off (the default). A location map asks once it scrolls into view (issue 17 item 9), so no page
 * carries map settings in its HTML and a card works the same in server and client components.
 */
export const GET = withSite(async () => {
  const answer: MapTilesAnswer = {
    tiles: env.MAP_TILE_URL
      ? { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION, maxZoom: env.MAP_TILE_MAX_ZOOM }
      : null,
  };
  return Response.json(answer, { headers: { "cache-control": "private, max-age=300" } });
});
