import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { deleteSavedSearch, getSavedSearches, postSaveSearch } from "@/server/alerts/alerts-endpoint";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** GET /api/saved-searches → the signed-in shopper's saved searches and alert settings (issue 21 §6). */
export const GET = withSite(async (request, site) =>
  getSavedSearches(await serverSignInDependencies(), site, request),
);

/** POST /api/saved-searches `{ query, channel? }` → 201 `{ saved_search }`. */
export const POST = withSite(async (request, site) =>
  postSaveSearch(await serverSignInDependencies(), site, request),
);

/** DELETE /api/saved-searches?id= → `{ removed: true }` (the same as POST /api/saved-searches/remove). */
export const DELETE = withSite(async (request, site) =>
  deleteSavedSearch(await serverSignInDependencies(), site, request),
);
