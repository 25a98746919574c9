/**
 * Cross-site form posts (issue 5 "a POST whose Origin is another site or `null` is refused"). Browsers
 * send Origin on every POST; a page on another site, or a sandboxed or file page ('null'), must not be
 * able to file leads in a shopper's name. A client that sends no Origin at all is not a browser
 * (a dealer's integration, curl) and is judged by the rest of the checks.
 */
export function crossSiteReason(headers: Headers): string | null {
  const origin = headers.get("origin");
  if (origin === null) {
    return headers.get("sec-fetch-site") === "cross-site"
      ? "Refused: the request comes from another site"
      : null;
  }
  if (origin === "null") return "Refused: the request comes from a page with no origin ('null')";
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return "Refused: the Origin header is not a URL";
  }
  const own = headers.get("host");
  if (!own || host.toLowerCase() !== own.toLowerCase()) {
    return `Refused: the request comes from ${origin}, not from this site`;
  }
  return null;
}

/**
 * The shopper's address for rate limiting. `npm start`'s front cache overwrites
 * `x-forecourt-client-ip` with the connection's address, so a client cannot choose its own; behind
 * another proxy, its last `x-forwarded-for` hop is the one that proxy saw.
 */
export function clientAddress(headers: Headers): string {
  const ours = headers.get("x-forecourt-client-ip")?.trim();
  if (ours) return ours;
  const hops =
    headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((hop) => hop.trim())
      .filter(Boolean) ?? [];
  return hops.at(-1) ?? "unknown";
}
