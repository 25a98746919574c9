import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { postSignOut } from "@/server/accounts/sign-in-endpoint";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** POST /api/sign-out: ends the session on the server and clears the cookie (issue 21 §1). */
export const POST = withSite(async (request, site) =>
  postSignOut(await serverSignInDependencies(), site, request),
);
