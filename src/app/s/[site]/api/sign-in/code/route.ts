import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { receiveSendCode } from "@/server/accounts/receive-sign-in";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** POST /api/sign-in/code `{ phone_number }`: texts a 6-digit sign-in code (issue 21 §1). */
export const POST = withSite(async (request, site) =>
  receiveSendCode(await serverSignInDependencies(), site, request),
);
