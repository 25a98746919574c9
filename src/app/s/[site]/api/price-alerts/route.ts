import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { receivePriceAlerts } from "@/server/alerts/receive-alerts";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** GET /api/price-alerts → `{ price_alerts }`: the watchlist's price-drop alerts (issue 21 §6). */
export const GET = withSite(async (request, site) =>
  receivePriceAlerts(await serverSignInDependencies(), site, request),
);

/** POST /api/price-alerts `{ alerts_on?, channel? }` → `{ price_alerts }`. */
export const POST = withSite(async (request, site) =>
  receivePriceAlerts(await serverSignInDependencies(), site, request),
);
