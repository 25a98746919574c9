import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { getWatchlist } from "@/server/accounts/watchlist-endpoint";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** GET /api/watchlist → `{ phone_number, car_ids }`: the signed-in shopper's saved cars, for the browser's copy. */
export const GET = withSite(async (request, site) =>
  getWatchlist(await serverSignInDependencies(), site, request),
);
