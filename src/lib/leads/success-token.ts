import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The success page's ticket to one lead's confirmation (issue 34 item 1 "the success page says the
 * same … without putting personal data in the URL"): `/success?c=<lead id>.<expiry>.<signature>`.
 * The lead's id (a random UUID, no personal data) with an HMAC over the site, the id and the expiry,
 * so the address cannot be made up for another lead or another site, and stops working after an hour
 * (a page bookmarked or shared later says the general thanks). The page shows only what the e-mail's
 * yard card does: the car, the yard, its number and the next step, never the shopper's details.
 */
export const SUCCESS_TOKEN_TTL_MS = 60 * 60_000;

const TOKEN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

export function signSuccessToken(secret: string, site: string, leadId: string, nowMs: number): string {
  const expires = Math.floor(nowMs + SUCCESS_TOKEN_TTL_MS);
  return `${leadId}.${expires}.${mac(secret, site, leadId, expires)}`;
}

/** The lead's id when the token is this site's, well formed, signed and not expired; else null. */
export function readSuccessToken(
  secret: string,
  token: string | null | undefined,
  site: string,
  nowMs: number,
): string | null {
  const match = TOKEN.exec(token ?? "");
  if (!match) return null;
  const [, leadId, expiresText, signature] = match as unknown as [string, string, string, string];
  const expires = Number(expiresText);
  const expected = Buffer.from(mac(secret, site, leadId, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return nowMs < expires ? leadId : null;
}

function mac(secret: string, site: string, leadId: string, expires: number): string {
  return createHmac("sha256", secret)
    .update(`lead-success\n${site}\n${leadId}\n${expires}`)
    .digest("base64url");
}
