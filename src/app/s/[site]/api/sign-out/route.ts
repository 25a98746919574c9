import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { receiveSignOut } from "@/server/accounts/receive-sign-in";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** POST /api/sign-out: ends the session on the server and clears the cookie (issue 21 §1). */
export const POST = withSite(async (request, site) =>
  receiveSignOut(await serverSignInDependencies(), site, request),
);
