/**
 * A path segment as the app sees it. Next hands route params over still percent-encoded in some
 * cases; decoding them must never throw (a stray '%' in a typed URL would otherwise be a 500): a
 * segment that is not valid percent-encoding is used as it came.
 */
export function decodeRouteParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
