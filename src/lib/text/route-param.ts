import { hasNul } from "./well-formed";

/**
 * Percent-encoded URL paths, decoded in one place (issue 16 item 2: "any path with bad %-encoding"
 * answered 500). `decodeURIComponent` throws on a stray '%', a '%' not followed by two hex digits,
 * and on escapes that are not UTF-8 (`%E0%A4`, `%C0%80`) or that spell a UTF-16 surrogate
 * (`%ED%A0%80`); Next's router throws the same way and, with no Pages Router error page to render,
 * answers those paths with a bare 500. Every decode of a path in src/ goes through here.
 */

/** A path segment decoded, or null when it is not valid percent-encoded UTF-8. */
export function tryDecodeURIComponent(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * A path segment as the app sees it. Next hands route params over still percent-encoded in some
 * cases; decoding them must never throw: a segment that is not valid percent-encoding is used as it
 * came. A NUL (`%00`) is never handed on (the proxy refuses such paths first; this is the second
 * line): it becomes U+FFFD, which no slug holds, so the lookup finds nothing instead of failing.
 */
export function decodeRouteParam(segment: string): string {
  const decoded = tryDecodeURIComponent(segment) ?? segment;
  return hasNul(decoded) ? decoded.replaceAll("\u0000", "\uFFFD") : decoded;
}

/** Why a request's address is refused before any handler sees it. */
export type AddressRefusal = "undecodable" | "nul";

/**
 * Why a raw (still encoded) URL path is refused, or null: a segment Next's router would throw
 * decoding (issue 16 item 2), or one that decodes to text holding a NUL (issue 29 item 2), which
 * PostgreSQL cannot take in a query.
 */
export function pathRefusal(pathname: string): AddressRefusal | null {
  if (!pathname.includes("%")) return hasNul(pathname) ? "nul" : null;
  for (const segment of pathname.split("/")) {
    const decoded = tryDecodeURIComponent(segment);
    if (decoded === null) return "undecodable";
    if (hasNul(decoded)) return "nul";
  }
  return null;
}

/**
 * Why a raw query string (`?a=b`, or without the `?`) is refused, or null: a key or value that
 * decodes to text holding a NUL (issue 29 item 2). A query's bad %-escapes are not refused: the
 * form decoding every reader uses (URLSearchParams) keeps them as they came, and never throws.
 */
export function queryRefusal(search: string): AddressRefusal | null {
  if (!/%00/i.test(search)) return null;
  for (const [key, value] of new URLSearchParams(search)) {
    if (hasNul(key) || hasNul(value)) return "nul";
  }
  return null;
}

/**
 * Whether every segment of a raw (still encoded) URL path decodes, as Next's router will try to.
 * (`pathRefusal` says this and more; the proxy asks it.)
 */
export function isDecodablePath(pathname: string): boolean {
  if (!pathname.includes("%")) return true;
  return pathname.split("/").every((segment) => tryDecodeURIComponent(segment) !== null);
}
