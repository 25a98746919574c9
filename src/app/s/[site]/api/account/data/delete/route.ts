import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { withSite } from "@/server/http/with-site";
import { postDeleteMyData } from "@/server/privacy/account-privacy-endpoint";

export const dynamic = "force-dynamic";

/** POST /api/account/data/delete `{ confirm: true }`: the signed-in shopper's data deleted (issue 36 item 6, APP 13). */
export const POST = withSite(async (request, site) =>
  postDeleteMyData(await serverSignInDependencies(), site, request),
);
