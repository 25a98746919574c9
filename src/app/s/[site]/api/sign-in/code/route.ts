import { serverSignInDependencies } from "@/server/accounts/current-shopper";
import { postSendCode } from "@/server/accounts/sign-in-endpoint";
import { withSite } from "@/server/http/with-site";

export const dynamic = "force-dynamic";

/** POST /api/sign-in/code `{ phone_number }`: texts a 6-digit sign-in code (issue 21 §1). */
export const POST = withSite(async (request, site) =>
  postSendCode(await serverSignInDependencies(), site, request),
);
