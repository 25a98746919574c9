import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { postVerifyCode } from "@/server/accounts/sign-in-endpoint";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** POST /api/sign-in/verify `{ phone_number, code }`: signs in with the code (issue 21 §1). */
export const POST = withSite(async (request, site) =>
  postVerifyCode(await serverSignInDependencies(), site, request),
);
