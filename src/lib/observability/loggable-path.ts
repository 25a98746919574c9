/**
 * A request's path as a log line may show it (issue 36 item 3, decision 0068): no query string (a
 * search's words, an unsubscribe token, a shopper's e-mail in a link), no fragment, and no segment that
 * reads like personal data or a secret: an e-mail address, a run of eight or more digits (a phone
 * number), an opaque token. What is left names the page (`/cars/2021-toyota-corolla-k1`) and no person.
 */
const MAX_LENGTH = 200;

export function loggablePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  const shown = path
    .split("/")
    .map((segment) => maskedSegment(segment))
    .join("/");
  return shown.length > MAX_LENGTH ? `${shown.slice(0, MAX_LENGTH)}…` : shown;
}

function maskedSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as sent (the proxy refuses such a path with a 400 anyway).
  }
  if (decoded.includes("@")) return ":email";
  if (/\d{8}/.test(decoded.replace(/[\s().+-]/g, ""))) return ":number";
  if (looksLikeToken(decoded)) return ":token";
  return segment;
}

/** A long run of letters and digits in both cases (base64url), or a long hex string: a secret, not a name. */
function looksLikeToken(segment: string): boolean {
  if (/^[0-9a-f]{24,}$/i.test(segment)) return true;
  return /^[A-Za-z0-9_-]{20,}$/.test(segment) && /[a-z]/.test(segment) && /[A-Z]/.test(segment);
}
