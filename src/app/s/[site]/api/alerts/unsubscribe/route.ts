import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { postUnsubscribe } from "@/server/alerts/alerts-endpoint";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/**
 * POST /api/alerts/unsubscribe `{ token }` → `{ stopped }`: the unsubscribe page's button (issue 21 §6),
 * no session needed. Only a POST changes anything: the link itself (a GET of the page) never does.
 */
export const POST = withSite(async (request, site) =>
  postUnsubscribe(await serverSignInDependencies(), site, request),
);
