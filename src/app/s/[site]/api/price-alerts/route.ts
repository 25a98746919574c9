import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { getPriceAlerts, postPriceAlerts } from "@/server/alerts/alerts-endpoint";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** GET /api/price-alerts → `{ price_alerts }`: the watchlist's price-drop alerts (issue 21 §6). */
export const GET = withSite(async (request, site) =>
  getPriceAlerts(await serverSignInDependencies(), site, request),
);

/** POST /api/price-alerts `{ alerts_on?, channel? }` → `{ price_alerts }`. */
export const POST = withSite(async (request, site) =>
  postPriceAlerts(await serverSignInDependencies(), site, request),
);
