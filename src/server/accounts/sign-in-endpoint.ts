import "server-only";
import { maskedMobile } from "@/lib/accounts/phone-key";
import { sendCodeRequestSchema, verifyCodeRequestSchema } from "@/lib/accounts/sign-in-request";
import { SESSION_DAYS } from "@/lib/accounts/sign-in-rules";
import { hasSignedInHint, SIGNED_IN_HINT } from "@/lib/accounts/signed-in-hint";
import type { Site } from "@/lib/tenancy/site";
import { jsonError } from "../http/api";
import { factsOf } from "../http/request-facts";
import { receiveStateChange, schemaBody } from "../http/state-change";
import {
  refreshShopper,
  type SendCodeOutcome,
  type SignInDependencies,
  type SignInRequest,
  sendSignInCode,
  signOut,
  type VerifyCodeOutcome,
  verifySignInCode,
} from "./sign-in";

/**
 * The sign-in API (issue 21 §1), from request to answer, through the state-change prelude
 * (server/http/state-change): Origin (403) and JSON (415) first, then a small body (413), per-field
 * reasons (400); then the receivers in sign-in.ts, which keep the database-held limits (429 with
 * Retry-After) with the code they guard. Answers are private and never stored by any cache.
 *
 * - `POST /api/sign-in/code` `{ phone_number }` → 200 `{ sent: true, resend_after_seconds, expires_in_seconds }`
 * - `POST /api/sign-in/verify` `{ phone_number, code }` → 200 `{ signed_in: true }` and the session cookie
 * - `POST /api/sign-out` → 200 `{ signed_out: true }`, the session ended on the server, the cookie cleared
 * - `GET /api/account/session` → `{ signed_in, phone }` (the phone masked), extending a session in use
 *
 * On a site whose `features.authentication` is off, each is a 404: the site has no sign-in.
 */

const BODY_LIMIT = 1024;
const PRIVATE = { "cache-control": "private, no-store" };

/**
 * The hint cookie (lib/accounts/signed-in-hint): not HttpOnly, and holding nothing but "1", it lets the
 * header's script show "My account" without asking the server on every page (the session cookie itself
 * is out of scripts' reach). It is a hint; the account pages ask the session.
 */
export function hintCookie(secure: boolean, signedIn: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  return signedIn
    ? `${SIGNED_IN_HINT}=1; Max-Age=${SESSION_DAYS * 24 * 60 * 60}; ${attributes}`
    : `${SIGNED_IN_HINT}=; Max-Age=0; ${attributes}`;
}

function requestOf(request: Request): SignInRequest {
  const facts = factsOf(request.headers);
  return {
    clientAddress: facts.clientAddress,
    secure: facts.scheme === "https",
    cookie: request.headers.get("cookie"),
    userAgent: request.headers.get("user-agent"),
  };
}

function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append("set-cookie", cookie);
  return response;
}

function noSignIn(site: Site): Response | null {
  return site.config.features.authentication ? null : jsonError(404, "This site does not offer sign-in.");
}

function limited(outcome: { retryAfterSeconds: number; message: string }): Response {
  const response = Response.json(
    { error: outcome.message, retry_after_seconds: outcome.retryAfterSeconds },
    { status: 429, headers: { ...PRIVATE, "retry-after": String(outcome.retryAfterSeconds) } },
  );
  return response;
}

export async function postSendCode(
  deps: SignInDependencies,
  site: Site,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    refuse: () => noSignIn(site),
    ...schemaBody(sendCodeRequestSchema, BODY_LIMIT),
  });
  if (!change.ok) return change.response;
  const outcome: SendCodeOutcome = await sendSignInCode(
    deps,
    site,
    change.input.phone_number,
    requestOf(request),
  );
  switch (outcome.kind) {
    case "sent":
      return Response.json(
        {
          sent: true,
          resend_after_seconds: outcome.resendAfterSeconds,
          expires_in_seconds: outcome.expiresInSeconds,
        },
        { headers: PRIVATE },
      );
    case "limited":
      return limited(outcome);
    case "not-sent":
      return jsonError(502, outcome.message);
  }
}

export async function postVerifyCode(
  deps: SignInDependencies,
  site: Site,
  request: Request,
): Promise<Response> {
  const change = await receiveStateChange(request, {
    refuse: () => noSignIn(site),
    ...schemaBody(verifyCodeRequestSchema, BODY_LIMIT),
  });
  if (!change.ok) return change.response;
  const facts = requestOf(request);
  const outcome: VerifyCodeOutcome = await verifySignInCode(
    deps,
    site,
    { phone: change.input.phone_number, code: change.input.code },
    facts,
  );
  switch (outcome.kind) {
    case "signed-in":
      return withCookies(Response.json({ signed_in: true }, { headers: PRIVATE }), [
        ...outcome.setCookies,
        hintCookie(facts.secure, true),
      ]);
    case "refused":
      return jsonError(400, outcome.message, [{ key: "code", message: outcome.message }]);
    case "limited":
      return limited(outcome);
  }
}

export async function postSignOut(deps: SignInDependencies, site: Site, request: Request): Promise<Response> {
  // No body: signing out takes nothing but the session cookie.
  const change = await receiveStateChange(request, { refuse: () => noSignIn(site) });
  if (!change.ok) return change.response;
  const facts = requestOf(request);
  const { setCookies } = await signOut(deps, site, facts);
  return withCookies(Response.json({ signed_out: true }, { headers: PRIVATE }), [
    ...setCookies,
    hintCookie(facts.secure, false),
  ]);
}

export async function getSession(deps: SignInDependencies, site: Site, request: Request): Promise<Response> {
  const refused = noSignIn(site);
  if (refused) return refused;
  const facts = requestOf(request);
  const { shopper, setCookies } = await refreshShopper(deps, site, facts);
  const response = Response.json(
    shopper ? { signed_in: true, phone: maskedMobile(shopper.phone) } : { signed_in: false },
    { headers: PRIVATE },
  );
  // A hint left from an ended session is cleared, so the header stops offering the account.
  const staleHint = !shopper && hasSignedInHint(facts.cookie ?? "");
  return withCookies(response, shopper ? setCookies : staleHint ? [hintCookie(facts.secure, false)] : []);
}
