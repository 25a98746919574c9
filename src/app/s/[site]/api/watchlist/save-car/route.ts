import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { postWatchlistChange } from "@/server/accounts/watchlist-endpoint";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** POST /api/watchlist/save-car `{ phone_number, car_id }` → `{ success }` (spec 01 §7, issue 21 §3). */
export const POST = withSite(async (request, site) =>
  postWatchlistChange(await serverSignInDependencies(), site, request, "save"),
);
