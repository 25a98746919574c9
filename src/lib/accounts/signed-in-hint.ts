/**
 * The header's "My account" appears from a script-readable hint cookie the sign-in API sets beside the
 * HttpOnly session cookie (server/accounts/sign-in-endpoint): without it the page
 * never asks the server, and pages stay the same for everyone (the front cache shares them).
 */
export const SIGNED_IN_HINT = "forecourt.signed_in";

/** Whether `document.cookie` carries the hint. */
export function hasSignedInHint(cookies: string): boolean {
  return cookies.split(";").some((part) => part.trim() === `${SIGNED_IN_HINT}=1`);
}

/** The answer of GET /api/account/session, read defensively (an error page is "signed out"). */
export type SessionAnswer = { signedIn: true; phone: string } | { signedIn: false };

export function readSessionAnswer(body: unknown): SessionAnswer {
  if (body && typeof body === "object" && (body as { signed_in?: unknown }).signed_in === true) {
    const phone = (body as { phone?: unknown }).phone;
    return { signedIn: true, phone: typeof phone === "string" ? phone : "" };
  }
  return { signedIn: false };
}
