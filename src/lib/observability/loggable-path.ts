/**
 * A request's path as a log line may show it (issue 36 item 3, decision 0068): no query string (a
 * search's words, an unsubscribe token, a shopper's e-mail in a link), no fragment, and no segment that
 * reads like personal data or a secret: an e-mail address, eight or more digits with at most spaces,
 * brackets and a `+` between (a phone number; not a date's hyphens), an opaque token. What is left
 * names the page (`/cars/2021-toyota-corolla-k1`) and no person.
 */
const MAX_LENGTH = 200;

export function loggablePath(url: string): string {
  const end = url.search(/[?#]/);
  const path = end < 0 ? url : url.slice(0, end);
  // Most paths need no masking: one scan decides (a request's line is logged on every request).
  const shown = SUSPECT.test(path) ? path.split("/").map(maskedSegment).join("/") : path;
  return shown.length > MAX_LENGTH ? `${shown.slice(0, MAX_LENGTH)}…` : shown;
}

/**
 * What any masked segment has: an escape, an `@`, eight digits (spaces, brackets and `+` between), a
 * capital (a base64url token has some; slugs have none) or a long hex run.
 */
const SUSPECT = /[%@A-Z]|\d[\d\s().+]{6,}\d|[0-9a-f]{24}/;

function maskedSegment(segment: string): string {
  let decoded = segment;
  if (segment.includes("%")) {
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // A malformed escape is shown as sent (the proxy refuses such a path with a 400 anyway).
    }
  }
  if (decoded.includes("@")) return ":email";
  if (/\d{8}/.test(decoded.replace(/[\s().+]/g, ""))) return ":number";
  if (looksLikeToken(decoded)) return ":token";
  return segment;
}

/** A long run of letters and digits in both cases (base64url), or a long hex string: a secret, not a name. */
function looksLikeToken(segment: string): boolean {
  if (/^[0-9a-f]{24,}$/i.test(segment)) return true;
  return /^[A-Za-z0-9_-]{20,}$/.test(segment) && /[a-z]/.test(segment) && /[A-Z]/.test(segment);
}
