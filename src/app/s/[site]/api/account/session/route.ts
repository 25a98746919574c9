import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { receiveSessionRead } from "@/server/accounts/receive-sign-in";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** GET /api/account/session: `{ signed_in, phone }` for the header's account entry (private, never cached). */
export const GET = withSite(async (request, site) =>
  receiveSessionRead(await serverSignInDependencies(), site, request),
);
