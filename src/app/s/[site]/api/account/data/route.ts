import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { withSite } from "@/server/http/with-site";
import { getMyData } from "@/server/privacy/account-privacy-endpoint";

export const dynamic = "force-dynamic";

/** GET /api/account/data: the signed-in shopper's data on this site, one JSON file (issue 36 item 6, APP 12). */
export const GET = withSite(async (request, site) =>
  getMyData(await serverSignInDependencies(), site, request),
);
