import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The render stamp of a lead form (issue 5 "a minimum fill time checked against a signed render
 * timestamp"): the server signs the site, the time it rendered the form and a nonce that makes each
 * form's token its own; on submit, a form sent back sooner than a person could fill it is a bot's.
 * Signing stops a bot from simply sending an old time.
 *
 * A token lasts FORM_TOKEN_MAX_AGE_MS and files at most FORM_TOKEN_LEAD_LIMIT leads (issue 16 §5), so
 * one fetched form is not a licence to post forever; the lead guard counts its uses in the shared rate
 * counters, keyed by `formTokenKey`.
 */
export const MIN_FILL_MS = 3_000;

/**
 * Two hours: long past any form a person fills in one sitting. A tab left open longer is refused
 * with a request to reload, and the browser fetches a fresh form for the next press of Send.
 */
export const FORM_TOKEN_MAX_AGE_MS = 2 * 60 * 60_000;

/**
 * Leads one token may file. A shopper files one per form (the page moves on after success; a retry
 * of the same form is the same lead, not another); three leaves room for a form reused after its
 * success page is dismissed, and stops one token from filing a flood.
 */
export const FORM_TOKEN_LEAD_LIMIT = 3;

export const FORM_EXPIRED_REASON =
  "This form has expired (forms last two hours). Please reload the page and send it again.";
export const FORM_NOT_ISSUED_REASON =
  "This form has expired or was not issued by this site. Please reload the page.";
export const FORM_USED_UP_REASON =
  "This form has already been sent several times. Please reload the page to send another enquiry.";

export function signFormToken(
  secret: string,
  site: string,
  issuedAtMs: number,
  nonce = randomBytes(12).toString("base64url"),
): string {
  const issued = Math.floor(issuedAtMs);
  return `${issued}.${nonce}.${mac(secret, site, issued, nonce)}`;
}

export type FormTokenCheck = "ok" | "too-fast" | "expired" | "invalid";

export function checkFormToken(
  secret: string,
  token: string | null | undefined,
  site: string,
  nowMs: number,
  minFillMs = MIN_FILL_MS,
  maxAgeMs = FORM_TOKEN_MAX_AGE_MS,
): FormTokenCheck {
  // The nonce is optional so tokens issued before it existed (at most two hours old) still verify.
  const match = /^(\d{1,15})(?:\.([A-Za-z0-9_-]{16}))?\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return "invalid";
  const issued = Number(match[1]);
  const expected = Buffer.from(mac(secret, site, issued, match[2]));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  // A stamp from the future (clock skew between servers is seconds, not minutes) is not a real render.
  if (issued > nowMs + 60_000) return "invalid";
  if (nowMs - issued >= maxAgeMs) return "expired";
  return nowMs - issued < minFillMs ? "too-fast" : "ok";
}

/** The key a token's uses are counted under: a hash, so the counters never hold a usable token. */
export function formTokenKey(token: string): string {
  return `lead-form:${createHash("sha256").update(token).digest("base64url")}`;
}

function mac(secret: string, site: string, issued: number, nonce: string | undefined): string {
  const signed =
    nonce === undefined ? `lead-form\n${site}\n${issued}` : `lead-form\n${site}\n${issued}\n${nonce}`;
  return createHmac("sha256", secret).update(signed).digest("base64url");
}
