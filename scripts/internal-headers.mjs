// Response headers that are about how the server works inside, not about the answer (issue 29 §3,
// decision 0040): Next's middleware and cache bookkeeping (`x-middleware-rewrite` names the internal
// `/s/<site>/…` path, `x-nextjs-cache`, `x-nextjs-prerender`, …), the app's notes to the front cache
// (`x-forecourt-shared`, `x-forecourt-site`) and `x-powered-by`. The front drops them from every
// response it sends, stored or not; it adds its own `x-forecourt-cache: HIT` afterwards.

/** Every response header whose name starts with one of these is dropped. */
export const INTERNAL_HEADER_PREFIXES = ["x-middleware-", "x-nextjs-", "x-forecourt-"];

/** Dropped by exact name. */
export const INTERNAL_HEADER_NAMES = ["x-powered-by"];

/**
 * The `x-nextjs-*` headers Next's own client router reads from a flight (RSC, `text/x-component`)
 * answer: Next 16's `app-router-headers` and `NEXT_NAV_DEPLOYMENT_ID_HEADER`, read in
 * `fetch-server-response`, `segment-cache/cache`, `route-params` and `server-action-reducer`. They are
 * the protocol between Next's server and its router in the browser (the rewritten path the router
 * matches its params against, how long a prefetch stays fresh), so a flight answer keeps them; every
 * other answer (a page, an API, an asset, a redirect) loses them with the rest.
 */
export const ROUTER_PROTOCOL_HEADERS = [
  "x-nextjs-postponed",
  "x-nextjs-stale-time",
  "x-nextjs-rewritten-path",
  "x-nextjs-rewritten-query",
  "x-nextjs-deployment-id",
  "x-nextjs-action-not-found",
  "x-nextjs-prerender",
];

/**
 * Whether a response header is internal and must not leave the front.
 * @param {string} name lower case, as Node gives it
 * @param {boolean} flight the answer is a flight answer (`text/x-component`) for Next's router
 */
export function isInternalHeader(name, flight) {
  if (INTERNAL_HEADER_NAMES.includes(name)) return true;
  if (!INTERNAL_HEADER_PREFIXES.some((prefix) => name.startsWith(prefix))) return false;
  return !(flight && ROUTER_PROTOCOL_HEADERS.includes(name));
}

/**
 * Deletes the internal headers from a response's headers (in place) and returns them.
 * @template {Record<string, unknown>} T
 * @param {T} headers
 * @returns {T}
 */
export function dropInternalHeaders(headers) {
  const flight = /^text\/x-component\b/i.test(String(headers["content-type"] ?? ""));
  for (const name of Object.keys(headers)) {
    if (isInternalHeader(name.toLowerCase(), flight)) delete headers[name];
  }
  return headers;
}
