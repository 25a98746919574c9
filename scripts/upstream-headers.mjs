// What Next is told about a request (issue 16 §2 and §5, decision 0018): the client's headers without
// the hop-by-hop ones, without anything a client says about itself or in our name (only what the front
// sets: the client's address and protocol, and its token), the body's framing kept, and an encoding the
// front can read.

/** Hop-by-hop headers are about one connection, never stored or forwarded from the cache. */
export const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** Request headers about the client that only a trusted proxy may state; from anyone else, dropped. */
const FORWARDED_REQUEST_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-proto",
  "x-forwarded-host",
  "x-forwarded-port",
  "x-real-ip",
];

/**
 * Conditional and partial-request headers a built asset's answer never needs (it is immutable and
 * small) and that make Next answer a failed precondition or an unsatisfiable range with a bare 500.
 */
const ASSET_IGNORED_HEADERS = ["range", "if-range", "if-match", "if-unmodified-since"];

/**
 * The headers the request goes to Next with.
 * @param {import("node:http").IncomingMessage} request
 * @param {{ address: string; https: boolean; peerTrusted: boolean }} client
 * @param {string | undefined} frontToken
 * @returns {import("node:http").OutgoingHttpHeaders}
 */
export function upstreamHeaders(request, client, frontToken) {
  const https = client.https;
  /** @type {import("node:http").OutgoingHttpHeaders} */
  const headers = { ...request.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  // A chunked body stays chunked on the way to Next. Node frames a GET, DELETE or OPTIONS body only
  // when told to: unframed, Next would read the body as a second request on the same connection
  // (request smuggling, issue 16 §2).
  if (request.headers["transfer-encoding"] !== undefined) headers["transfer-encoding"] = "chunked";
  if ((request.url ?? "").startsWith("/_next/"))
    for (const name of ASSET_IGNORED_HEADERS) delete headers[name];
  // Nothing a client says about itself, or in our own name, reaches the app: only what is set here.
  for (const name of Object.keys(headers)) if (name.startsWith("x-forecourt-")) delete headers[name];
  if (!client.peerTrusted) for (const name of FORWARDED_REQUEST_HEADERS) delete headers[name];
  headers["x-forwarded-for"] = client.address;
  headers["x-forwarded-proto"] = https ? "https" : "http";
  headers["x-forecourt-client-ip"] = client.address;
  headers["x-forecourt-proto"] = https ? "https" : "http";
  if (frontToken) headers["x-forecourt-front"] = frontToken;
  // Pages are hashed for their script policy, so ask only for an encoding the front can read (and
  // the one its cache key already tells apart).
  headers["accept-encoding"] = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))
    ? "gzip"
    : "identity";
  return headers;
}
