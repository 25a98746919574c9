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
 * came.
 */
export function decodeRouteParam(segment: string): string {
  return tryDecodeURIComponent(segment) ?? segment;
}

/** Whether every segment of a raw (still encoded) URL path decodes, as Next's router will try to. */
export function isDecodablePath(pathname: string): boolean {
  if (!pathname.includes("%")) return true;
  return pathname.split("/").every((segment) => tryDecodeURIComponent(segment) !== null);
}
