import "server-only";
import { createHmac } from "node:crypto";
import { parsePhoneKey, phoneKey } from "@/lib/accounts/phone-key";
import {
  CHECKS_PER_IP_PER_HOUR,
  CHECKS_PER_PHONE_PER_HOUR,
  CODE_TTL_SECONDS,
  CODES_PER_IP_PER_HOUR,
  CODES_PER_PHONE_PER_HOUR,
  CODES_PER_SITE_PER_HOUR,
  HOUR_MS,
  RESEND_COOLDOWN_SECONDS,
  SIGN_IN_MESSAGES,
  waitText,
} from "@/lib/accounts/sign-in-rules";
import { hitRateLimit, peekRateLimit, type RateCounters } from "@/lib/net/rate-limit";
import { scrubText } from "@/lib/observability/scrub-text";
import type { Site } from "@/lib/tenancy/site";
import { logger } from "../observability/log";
import { type AuthDependencies, SmsNotSentError, siteAuth, siteKeyFor } from "./auth";
import { otpHash } from "./otp-hashing";

const log = logger("sign-in");

/**
 * Signing in and out (issue 21 §1), in front of better-auth: the database-held limits first, then
 * better-auth's phone-number API, whose answers become ours. Every answer is the same whether or not the
 * number already has an account: a code is sent to any mobile, and the first right code makes one.
 */

export type SignInDependencies = AuthDependencies & { counters: RateCounters; now?: () => Date };

/** What the route knows about the request: the front's vouched-for client and scheme, its cookies. */
export type SignInRequest = {
  clientAddress: string;
  secure: boolean;
  cookie: string | null;
  userAgent: string | null;
};

export type LimitScope = "ip" | "site" | "phone" | "cooldown" | "locked";

export type SendCodeOutcome =
  | { kind: "sent"; resendAfterSeconds: number; expiresInSeconds: number }
  | { kind: "limited"; scope: LimitScope; retryAfterSeconds: number; message: string }
  | { kind: "not-sent"; message: string };

export type VerifyCodeOutcome =
  | { kind: "signed-in"; userId: number; phone: string; setCookies: string[] }
  | { kind: "refused"; reason: "wrong" | "expired" | "spent"; message: string }
  | { kind: "limited"; scope: LimitScope; retryAfterSeconds: number; message: string };

/** The request's headers as better-auth should see them: its cookies, and the client we vouch for. */
function authHeaders(request: Pick<SignInRequest, "cookie" | "userAgent" | "clientAddress">): Headers {
  const headers = new Headers();
  if (request.cookie) headers.set("cookie", request.cookie);
  if (request.userAgent) headers.set("user-agent", request.userAgent.slice(0, 400));
  if (request.clientAddress !== "unknown") headers.set("x-forecourt-auth-client", request.clientAddress);
  return headers;
}

/**
 * Rate keys name a phone by an HMAC of its key under the site's key, so `rate_counters` lists no phone
 * numbers and a key for one site's phone means nothing on another.
 */
function phoneTag(key: string, siteAuthKey: string): string {
  return createHmac("sha256", siteAuthKey).update(`rate:${key}`).digest("base64url").slice(0, 22);
}

type Refusal = { scope: LimitScope; retryAfterSeconds: number; message: string };

/** The lock's words, the same when a code is asked for as when one is checked. */
const lockedMessage = (wait: string) =>
  `Too many codes have been tried for this number, so it is locked for ${wait}. Then ask for a new code.`;

/** The key of a phone's checks of the hour: 15 spent, the phone is locked. */
const checkKey = (tag: string) => `signin-check-phone:${tag}`;

/**
 * A locked phone (its 15 checks of the hour spent) is refused a new code too, without counting
 * anything: a code that may not be checked is a text the dealer pays for and the phone's owner did
 * not ask for. The answer depends only on the checks made, never on whether the number has an
 * account, so it says nothing about accounts.
 */
async function lockRefusal(counters: RateCounters, tag: string, nowMs: number): Promise<Refusal | null> {
  const decision = await peekRateLimit(
    counters,
    { limit: CHECKS_PER_PHONE_PER_HOUR, windowMs: HOUR_MS },
    checkKey(tag),
    nowMs,
  );
  if (decision.allowed) return null;
  const retryAfterSeconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  return { scope: "locked", retryAfterSeconds, message: lockedMessage(waitText(retryAfterSeconds)) };
}

async function firstRefusal(
  counters: RateCounters,
  nowMs: number,
  rules: {
    scope: LimitScope;
    key: string;
    limit: number;
    windowMs: number;
    message: (wait: string) => string;
  }[],
): Promise<Refusal | null> {
  for (const rule of rules) {
    const decision = await hitRateLimit(
      counters,
      { limit: rule.limit, windowMs: rule.windowMs },
      rule.key,
      nowMs,
    );
    if (!decision.allowed) {
      const retryAfterSeconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
      return { scope: rule.scope, retryAfterSeconds, message: rule.message(waitText(retryAfterSeconds)) };
    }
  }
  return null;
}

/**
 * Sends a sign-in code to a mobile (already checked to be an Australian mobile in E.164), within the
 * limits: per client address and per site first (a script walking numbers is stopped before it
 * touches any phone's counts), then the phone's lock (its checks of the hour spent: no code, as the
 * rules say), then its 30-second cooldown, then its 5 codes an hour.
 */
export async function sendSignInCode(
  deps: SignInDependencies,
  site: Site,
  phone: string,
  request: SignInRequest,
): Promise<SendCodeOutcome> {
  const key = phoneKey(site.id, phone);
  const tag = phoneTag(key, await siteKeyFor(deps, site));
  const nowMs = (deps.now?.() ?? new Date()).getTime();
  const refused =
    (await firstRefusal(deps.counters, nowMs, [
      {
        scope: "ip",
        key: `signin-send-ip:${site.id} ${request.clientAddress}`,
        limit: CODES_PER_IP_PER_HOUR,
        windowMs: HOUR_MS,
        message: (wait) =>
          `Too many sign-in codes have been asked for from your connection. Please try again in ${wait}.`,
      },
      {
        scope: "site",
        key: `signin-send-site:${site.id}`,
        limit: CODES_PER_SITE_PER_HOUR,
        windowMs: HOUR_MS,
        message: (wait) => `We can't send sign-in codes just now. Please try again in ${wait}.`,
      },
    ])) ??
    (await lockRefusal(deps.counters, tag, nowMs)) ??
    (await firstRefusal(deps.counters, nowMs, [
      {
        scope: "cooldown",
        key: `signin-cooldown:${tag}`,
        limit: 1,
        windowMs: RESEND_COOLDOWN_SECONDS * 1000,
        message: (wait) => `Please wait ${wait} before asking for another code.`,
      },
      {
        scope: "phone",
        key: `signin-send-phone:${tag}`,
        limit: CODES_PER_PHONE_PER_HOUR,
        windowMs: HOUR_MS,
        message: (wait) =>
          `We've sent this number as many codes as we can for now. Please try again in ${wait}.`,
      },
    ]));
  if (refused) return { kind: "limited", ...refused };

  const auth = await siteAuth(deps, site, request.secure);
  try {
    await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: key }, headers: authHeaders(request) });
  } catch (error) {
    if (isSmsFailure(error)) {
      log.error("the sign-in code was not sent", { site: site.slug, reason: scrubText(smsReason(error)) });
      return { kind: "not-sent", message: SIGN_IN_MESSAGES.smsFailed };
    }
    throw error;
  }
  return { kind: "sent", resendAfterSeconds: RESEND_COOLDOWN_SECONDS, expiresInSeconds: CODE_TTL_SECONDS };
}

/**
 * Checks a code and, when it is right, signs the shopper in: a new session (a new token, so whatever
 * session cookie the browser had before is replaced, and that old session is ended on the server too).
 * Per client address and per phone, checks are counted before better-auth sees the code: once a phone's
 * 15 checks of the hour (its 5 codes × 3) are spent, no code is checked for it until the hour ends.
 */
export async function verifySignInCode(
  deps: SignInDependencies,
  site: Site,
  input: { phone: string; code: string },
  request: SignInRequest,
): Promise<VerifyCodeOutcome> {
  const key = phoneKey(site.id, input.phone);
  const siteAuthKey = await siteKeyFor(deps, site);
  const tag = phoneTag(key, siteAuthKey);
  const nowMs = (deps.now?.() ?? new Date()).getTime();
  const refused = await firstRefusal(deps.counters, nowMs, [
    {
      scope: "ip",
      key: `signin-check-ip:${site.id} ${request.clientAddress}`,
      limit: CHECKS_PER_IP_PER_HOUR,
      windowMs: HOUR_MS,
      message: (wait) => `Too many codes have been tried from your connection. Please try again in ${wait}.`,
    },
    {
      scope: "locked",
      key: checkKey(tag),
      limit: CHECKS_PER_PHONE_PER_HOUR,
      windowMs: HOUR_MS,
      message: lockedMessage,
    },
  ]);
  if (refused) return { kind: "limited", ...refused };

  const auth = await siteAuth(deps, site, request.secure);
  const headers = authHeaders(request);
  // The session this browser had, if any: it ends when the new one starts (rotation at sign-in).
  const previous = await auth.api.getSession({ headers, query: { disableRefresh: true } }).catch(() => null);
  let result: { headers: Headers; response: { user: { id: string | number; phoneNumber?: unknown } | null } };
  try {
    result = (await auth.api.verifyPhoneNumber({
      body: { phoneNumber: key, code: otpHash(siteAuthKey, key, input.code) },
      headers,
      returnHeaders: true,
    })) as typeof result;
  } catch (error) {
    const code = errorCode(error);
    if (code === "OTP_EXPIRED")
      return { kind: "refused", reason: "expired", message: SIGN_IN_MESSAGES.codeExpired };
    if (code === "OTP_NOT_FOUND" || code === "TOO_MANY_ATTEMPTS")
      return { kind: "refused", reason: "spent", message: SIGN_IN_MESSAGES.codeSpent };
    if (code === "INVALID_OTP")
      return { kind: "refused", reason: "wrong", message: SIGN_IN_MESSAGES.codeWrong };
    throw error;
  }
  const user = result.response.user;
  const parsed = user ? parsePhoneKey(String(user.phoneNumber ?? "")) : null;
  if (!user || !parsed || parsed.siteId !== site.id)
    throw new Error("better-auth signed in a user of another site");
  if (previous?.session.token) {
    const context = await auth.$context;
    await context.internalAdapter.deleteSession(previous.session.token);
  }
  return {
    kind: "signed-in",
    userId: Number(user.id),
    phone: parsed.phone,
    setCookies: result.headers.getSetCookie(),
  };
}

/**
 * Signs out: the session's row is deleted (so the cookie is worth nothing anywhere it was copied to)
 * and the browser is told to forget the cookie. Signing out with no session is not an error.
 */
export async function signOut(
  deps: AuthDependencies,
  site: Site,
  request: SignInRequest,
): Promise<{ setCookies: string[] }> {
  const auth = await siteAuth(deps, site, request.secure);
  const result = await auth.api.signOut({ headers: authHeaders(request), returnHeaders: true });
  return { setCookies: result.headers.getSetCookie() };
}

/** A signed-in shopper of a site. */
export type Shopper = { userId: number; phone: string; sessionExpiresAt: Date };

/**
 * The shopper a request's session cookie names on this site, or null (no cookie, an ended or expired
 * session, or a cookie of another site: each site signs its own, and the user must be this site's).
 * Read-only: never extends the session, so a page can call it without setting a cookie.
 */
export async function findShopper(
  deps: AuthDependencies,
  site: Site,
  request: Pick<SignInRequest, "cookie" | "secure">,
): Promise<Shopper | null> {
  if (!request.cookie) return null;
  const auth = await siteAuth(deps, site, request.secure);
  const headers = new Headers({ cookie: request.cookie });
  const found = await auth.api.getSession({ headers, query: { disableRefresh: true } }).catch(() => null);
  if (!found) return null;
  const parsed = parsePhoneKey(String((found.user as { phoneNumber?: unknown }).phoneNumber ?? ""));
  if (!parsed || parsed.siteId !== site.id) return null;
  return {
    userId: Number(found.user.id),
    phone: parsed.phone,
    sessionExpiresAt: new Date(found.session.expiresAt),
  };
}

/**
 * The same, for an API the shopper uses (GET /api/account/session): a session used within its last day
 * is extended, and the cookie refreshed with it, so a shopper who keeps coming back stays signed in.
 */
export async function refreshShopper(
  deps: AuthDependencies,
  site: Site,
  request: SignInRequest,
): Promise<{ shopper: Shopper | null; setCookies: string[] }> {
  if (!request.cookie) return { shopper: null, setCookies: [] };
  const auth = await siteAuth(deps, site, request.secure);
  const result = await auth.api
    .getSession({ headers: authHeaders(request), returnHeaders: true })
    .catch(() => null);
  const found = result?.response;
  const parsed = found
    ? parsePhoneKey(String((found.user as { phoneNumber?: unknown }).phoneNumber ?? ""))
    : null;
  if (!found || !parsed || parsed.siteId !== site.id) return { shopper: null, setCookies: [] };
  return {
    shopper: {
      userId: Number(found.user.id),
      phone: parsed.phone,
      sessionExpiresAt: new Date(found.session.expiresAt),
    },
    setCookies: result?.headers.getSetCookie() ?? [],
  };
}

function errorCode(error: unknown): string | null {
  if (error && typeof error === "object" && "body" in error) {
    const body = (error as { body?: { code?: unknown } }).body;
    if (typeof body?.code === "string") return body.code;
  }
  return null;
}

function isSmsFailure(error: unknown): boolean {
  if (error instanceof SmsNotSentError) return true;
  return error instanceof Error && error.cause instanceof SmsNotSentError;
}

function smsReason(error: unknown): string {
  if (error instanceof SmsNotSentError) return error.reason;
  if (error instanceof Error && error.cause instanceof SmsNotSentError) return error.cause.reason;
  return "unknown";
}
