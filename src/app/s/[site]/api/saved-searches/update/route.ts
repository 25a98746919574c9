import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { postUpdateSavedSearch } from "@/server/alerts/alerts-endpoint";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** POST /api/saved-searches/update `{ id, alerts_on?, channel? }` → `{ saved_search }` (issue 21 §6). */
export const POST = withSite(async (request, site) =>
  postUpdateSavedSearch(await serverSignInDependencies(), site, request),
);
