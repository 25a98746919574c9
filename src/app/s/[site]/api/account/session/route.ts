import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { getSession } from "@/server/accounts/sign-in-endpoint";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** GET /api/account/session: `{ signed_in, phone }` for the header's account entry (private, never cached). */
export const GET = withSite(async (request, site) =>
  getSession(await serverSignInDependencies(), site, request),
);
