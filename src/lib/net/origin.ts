import { sameSecret } from "./same-secret";

/**
 * Who is asking, and from where, as far as the app can believe it (issue 16 §4, §5; decision 0018).
 *
 * `npm start`'s front server (scripts/front-cache.mjs) is the only thing that sees the connection. It
 * works out the client's address and scheme (believing X-Forwarded-* only from TRUSTED_PROXIES) and
 * passes them on as `x-forecourt-client-ip` and `x-forecourt-proto`, with `x-forecourt-front` set to
 * the per-start token it shares with the app. The app believes those two headers only when the token
 * matches; anything else a client sends is a claim, not a fact.
 */
export type RequestFacts = {
  /** The client's address for rate limits; "unknown" when nothing believable says. */
  clientAddress: string;
  /** The scheme the shopper's browser used: "https" only when the front says so. */
  scheme: "http" | "https";
  /** Whether the facts come from the front server (the token matched). */
  fromFront: boolean;
};

export const FRONT_TOKEN_HEADER = "x-forecourt-front";
export const CLIENT_IP_HEADER = "x-forecourt-client-ip";
export const CLIENT_PROTO_HEADER = "x-forecourt-proto";

/**
 * The facts of a request. `frontToken` is the app's FORECOURT_INTERNAL_TOKEN (undefined when Next runs
 * without the front, as in `next dev`): then the address is X-Forwarded-For's last hop, which Next sets
 * to the connection's peer when the client sent none — good enough for a developer's machine, and the
 * reason production runs behind the front (README "Running in production").
 */
export function requestFacts(headers: Headers, frontToken: string | undefined): RequestFacts {
  if (frontToken && sameSecret(headers.get(FRONT_TOKEN_HEADER) ?? "", frontToken)) {
    return {
      clientAddress: headers.get(CLIENT_IP_HEADER)?.trim() || "unknown",
      scheme: headers.get(CLIENT_PROTO_HEADER)?.trim().toLowerCase() === "https" ? "https" : "http",
      fromFront: true,
    };
  }
  const hops =
    headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((hop) => hop.trim())
      .filter(Boolean) ?? [];
  return { clientAddress: hops.at(-1) ?? "unknown", scheme: "http", fromFront: false };
}

/**
 * What `Sec-Fetch-Site` may say of a request with no Origin for it to pass: the site's own page
 * (`same-origin`) or the shopper's own doing (`none`: typed, a bookmark). Absent, the client is not a
 * browser that sends Fetch Metadata and is judged by the other checks.
 */
const OWN_FETCH_SITES = new Set(["same-origin", "none"]);

/**
 * Cross-site posts (issue 5, issue 16 §4): a browser sends Origin on every state-changing request; a
 * page on another site — including the same host over the other scheme — or a sandboxed or file page
 * ('null') must not be able to act in a shopper's name. A client that sends no Origin at all is not a
 * browser (a dealer's integration, curl) and is judged by the rest of the checks, unless its
 * `Sec-Fetch-Site` says another page sent it: `cross-site`, and `same-site` too (issue 29 item 7),
 * because the sites on a platform domain (`a.localhost`, `b.localhost`; two dealers under one parent
 * domain) are one "site" to a browser while being different tenants here.
 */
export function crossSiteReason(headers: Headers, scheme: "http" | "https" = "http"): string | null {
  const origin = headers.get("origin");
  if (origin === null) {
    const fetchSite = headers.get("sec-fetch-site")?.trim().toLowerCase();
    return fetchSite === undefined || OWN_FETCH_SITES.has(fetchSite)
      ? null
      : `Refused: the request comes from another site's page (Sec-Fetch-Site: ${fetchSite.slice(0, 20)})`;
  }
  if (origin === "null") return "Refused: the request comes from a page with no origin ('null')";
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return "Refused: the Origin header is not a URL";
  }
  const own = headers.get("host");
  if (!own || parsed.host.toLowerCase() !== own.toLowerCase() || parsed.protocol !== `${scheme}:`) {
    return `Refused: the request comes from ${origin}, not from this site`;
  }
  return null;
}

/** Media types a state-changing request to the app may carry (issue 16 §4). */
const STATE_CHANGE_MEDIA_TYPES = new Set(["application/json"]);

/**
 * Why a state-changing request's body type is refused, or null. Only JSON is taken: a cross-site HTML
 * form can send text/plain, urlencoded or multipart without a CORS preflight, never application/json.
 * A request with no body (no Content-Type and no length) has nothing to refuse.
 */
export function bodyTypeReason(headers: Headers): string | null {
  const type = headers.get("content-type");
  if (type === null) {
    const length = headers.get("content-length");
    const chunked = headers.get("transfer-encoding") !== null;
    return (length === null || length === "0") && !chunked
      ? null
      : "Send the body as Content-Type: application/json";
  }
  const essence = type.split(";")[0]!.trim().toLowerCase();
  return STATE_CHANGE_MEDIA_TYPES.has(essence) ? null : "Send the body as Content-Type: application/json";
}

/** Methods that never change anything, so they need neither check. */
export function isSafeMethod(method: string): boolean {
  return method === "GET" || method === "HEAD" || method === "OPTIONS";
}
