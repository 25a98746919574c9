// The front cache's store and its policy (decisions 0008 and 0017): which requests are looked up, which
// answers may be kept and for how long (RFC 9111 as a shared cache applies it), and a byte-bounded LRU.
// Moved out of front-cache.mjs unchanged (issue 29).

/** Request headers that make a response differ from the page a shopper's first visit gets. */
const BYPASS_REQUEST_HEADERS = [
  "authorization",
  "cookie",
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
  "range",
];

/**
 * How many seconds a shared cache may keep a response, from its Cache-Control (RFC 9111 §4.2.1 and
 * §5.2.2): s-maxage, else max-age when the response is public; 0 when it must not be stored.
 * @param {string | undefined} cacheControl
 * @returns {number}
 */
export function sharedFreshnessSeconds(cacheControl) {
  if (!cacheControl) return 0;
  const directives = new Map(
    cacheControl
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split("="))
      .map(([name, value]) => [name, value]),
  );
  if (directives.has("no-store") || directives.has("private") || directives.has("no-cache")) return 0;
  const seconds = (name) => {
    const value = Number(directives.get(name));
    return Number.isFinite(value) && value > 0 ? value : 0;
  };
  if (directives.has("s-maxage")) return seconds("s-maxage");
  return directives.has("public") ? seconds("max-age") : 0;
}

/**
 * The cache key of a request, or null when the request must go to Next (not a GET or HEAD, or it
 * carries something that could change the answer). Responses vary on Accept-Encoding, so the key
 * holds whether the client takes gzip.
 * @param {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} request
 * @returns {string | null}
 */
export function cacheKey(request) {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (BYPASS_REQUEST_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const encoding = String(request.headers["accept-encoding"] ?? "");
  return `${request.headers.host ?? ""} ${request.url ?? "/"} ${/\bgzip\b/.test(encoding) ? "gzip" : "identity"}`;
}

/**
 * Whether a response to a cacheable request may be stored, and for how long (seconds; 0 = no).
 * @param {number} status
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function storableSeconds(status, headers) {
  if (status !== 200) return 0;
  if (headers["set-cookie"] !== undefined) return 0;
  const vary = String(headers.vary ?? "").toLowerCase();
  if (vary.includes("*") || vary.includes("cookie")) return 0;
  const shared = Number(headers["x-forecourt-shared"]);
  if (Number.isFinite(shared) && shared > 0) return shared;
  return sharedFreshnessSeconds(/** @type {string | undefined} */ (headers["cache-control"]));
}

/**
 * A stored answer: what Next sent (less hop-by-hop and internal headers), the hashes of its inline
 * scripts when it is a page, the marketing tags its policy opens (decision 0055), and, once made, its headers with the security headers per protocol.
 * @typedef {{ status: number; headers: Record<string, string | string[]>; body: Buffer; storedAt: number;
 *   ttlMs: number; site?: string; scriptHashes?: string[];
 *   tags?: import("./tag-sources.mjs").TagName[];
 *   security?: { http?: Record<string, string | string[]>; https?: Record<string, string | string[]> } }} StoredEntry
 */

/**
 * A least-recently-used store bounded by bytes.
 * @param {number} maxBytes
 */
export function createStore(maxBytes) {
  /** @type {Map<string, StoredEntry>} */
  const entries = new Map();
  let bytes = 0;
  return {
    /** Drops every answer made from `site`'s data; returns how many. */
    purgeSite(site) {
      let dropped = 0;
      for (const [key, entry] of entries) {
        if (entry.site !== site) continue;
        entries.delete(key);
        bytes -= entry.body.length;
        dropped++;
      }
      return dropped;
    },
    get(key, now) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now - entry.storedAt >= entry.ttlMs) {
        entries.delete(key);
        bytes -= entry.body.length;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, entry) {
      if (entry.body.length > maxBytes / 4) return;
      const old = entries.get(key);
      if (old) {
        entries.delete(key);
        bytes -= old.body.length;
      }
      entries.set(key, entry);
      bytes += entry.body.length;
      for (const [k, e] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(k);
        bytes -= e.body.length;
      }
    },
    get size() {
      return entries.size;
    },
  };
}
