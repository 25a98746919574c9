import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { deleteSavedSearch } from "@/server/alerts/alerts-endpoint";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** POST /api/saved-searches/remove `{ id }` → `{ removed: true }` (issue 21 §6). */
export const POST = withSite(async (request, site) =>
  deleteSavedSearch(await serverSignInDependencies(), site, request),
);
