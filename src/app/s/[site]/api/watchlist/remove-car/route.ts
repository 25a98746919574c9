import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { receiveWatchlistChange } from "@/server/accounts/receive-watchlist";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** POST /api/watchlist/remove-car `{ phone_number, car_id }` → `{ success }` (spec 01 §7, issue 21 §3). */
export const POST = withSite(async (request, site) =>
  receiveWatchlistChange(await serverSignInDependencies(), site, request, "remove"),
);
