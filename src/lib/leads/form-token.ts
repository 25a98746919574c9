import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The render stamp of a lead form (issue 5 "a minimum fill time checked against a signed render
 * timestamp"): the server signs the site and the time it rendered the form; on submit, a form sent
 * back sooner than a person could fill it is a bot's. Signing stops a bot from simply sending an old
 * time. No maximum age: a shopper who leaves a tab open overnight still gets their enquiry through.
 */
export const MIN_FILL_MS = 3_000;

export function signFormToken(secret: string, site: string, issuedAtMs: number): string {
  const issued = Math.floor(issuedAtMs);
  return `${issued}.${mac(secret, site, issued)}`;
}

export type FormTokenCheck = "ok" | "too-fast" | "invalid";

export function checkFormToken(
  secret: string,
  token: string | null | undefined,
  site: string,
  nowMs: number,
  minFillMs = MIN_FILL_MS,
): FormTokenCheck {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return "invalid";
  const issued = Number(match[1]);
  const expected = Buffer.from(mac(secret, site, issued));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  // A stamp from the future (clock skew between servers is seconds, not minutes) is not a real render.
  if (issued > nowMs + 60_000) return "invalid";
  return nowMs - issued < minFillMs ? "too-fast" : "ok";
}

function mac(secret: string, site: string, issued: number): string {
  return createHmac("sha256", secret).update(`lead-form\n${site}\n${issued}`).digest("base64url");
}
