// The server's front door (`npm start`): a small shared cache in front of Next, doing in-process what a
// CDN would do in front of it. Next marks a cached page (ISR) `s-maxage=60` and a built asset
// `public, max-age=31536000, immutable`; such GET responses are kept in memory and served from there
// until they are that old. The app also marks listing pages it renders per request as shareable for
// the front cache alone (`x-forecourt-shared: <seconds>`), and names the site an answer is made from
// (`x-forecourt-site`); once a second the front cache asks the app which sites' data changed and drops
// their answers (issue 15 §5). Everything else passes straight through. Decisions 0008 and 0017.
import http from "node:http";

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

/** The app's headers for this cache alone, never passed on to shoppers. */
const INTERNAL_HEADERS = ["x-forecourt-shared", "x-forecourt-site"];

/** Hop-by-hop headers are about one connection, never stored or forwarded from the cache. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

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
 * A least-recently-used store bounded by bytes.
 * @param {number} maxBytes
 */
export function createStore(maxBytes) {
  /** @type {Map<string, { status: number; headers: Record<string, string | string[]>; body: Buffer; storedAt: number; ttlMs: number; site?: string }>} */
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

/**
 * An HTTP server that answers from the store when it can and otherwise forwards to Next on
 * `upstreamPort` (loopback), storing what Next marks shareable. With `versions`, it asks the app every
 * `intervalMs` which version of each site's data its pages are made from, and drops the answers of a
 * site whose version changed (`stop()` ends the asking).
 * @param {{ upstreamPort: number; maxBytes?: number; now?: () => number;
 *   versions?: { token: string; intervalMs?: number } }} options
 */
export function createFrontServer({ upstreamPort, maxBytes = 128 * 1024 * 1024, now = Date.now, versions }) {
  const store = createStore(maxBytes);
  /** When each site's answers were last dropped: an answer begun before that is not stored. */
  const purgedAt = new Map();
  const watcher = versions
    ? watchSiteVersions(upstreamPort, versions, (site) => {
        store.purgeSite(site);
        purgedAt.set(site, now());
      })
    : null;
  const server = http.createServer((request, response) => {
    const startedAt = now();
    const key = cacheKey(request);
    const cached = key ? store.get(key, now()) : undefined;
    if (cached) {
      response.writeHead(cached.status, {
        ...cached.headers,
        age: String(Math.floor((now() - cached.storedAt) / 1000)),
        "x-forecourt-cache": "HIT",
      });
      response.end(request.method === "HEAD" ? undefined : cached.body);
      return;
    }
    const headers = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    // The app rate-limits lead forms by this address; set here, a client cannot pick its own.
    headers["x-forecourt-client-ip"] = request.socket.remoteAddress ?? "unknown";
    const upstream = http.request(
      { host: "localhost", port: upstreamPort, method: request.method, path: request.url, headers },
      (answer) => {
        const answerHeaders = { ...answer.headers };
        for (const name of [...HOP_BY_HOP, ...INTERNAL_HEADERS]) delete answerHeaders[name];
        const site =
          typeof answer.headers["x-forecourt-site"] === "string"
            ? answer.headers["x-forecourt-site"]
            : undefined;
        const ttl =
          key && request.method === "GET" ? storableSeconds(answer.statusCode ?? 0, answer.headers) : 0;
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        // A broken answer is never stored ('end' does not come) and ends the shopper's connection.
        answer.on("close", () => {
          if (!answer.complete) response.destroy();
        });
        if (!ttl) {
          answer.pipe(response);
          return;
        }
        /** @type {Buffer[]} */
        const chunks = [];
        answer.on("data", (chunk) => {
          chunks.push(chunk);
          response.write(chunk);
        });
        answer.on("end", () => {
          response.end();
          // Made from data the site has since changed: served this once, never kept.
          if (site && (purgedAt.get(site) ?? -1) >= startedAt) return;
          store.set(/** @type {string} */ (key), {
            status: answer.statusCode ?? 200,
            headers: /** @type {Record<string, string | string[]>} */ (answerHeaders),
            body: Buffer.concat(chunks),
            storedAt: now(),
            ttlMs: ttl * 1000,
            site,
          });
        });
      },
    );
    upstream.on("error", () => {
      // Cut off mid-answer: end the shopper's connection too, never append to a half-sent page.
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(502, { "content-type": "text/plain" });
      response.end("The site is starting or unavailable. Please try again in a moment.");
    });
    request.pipe(upstream);
  });
  server.on("close", () => watcher?.stop());
  return { server, store, stop: () => watcher?.stop() };
}

/**
 * Asks the app (`GET /api/internal/site-versions`, with the token `npm start` gave it) which version of
 * each site's data its pages are made from, one question at a time, and calls `changed(site)` for each
 * site whose version moved since the last answer (and for every site on the first answer). The app answers only after it has rebuilt the site's
 * search index and expired its own cached pages, so what the cache drops is refilled with new pages.
 * @param {number} upstreamPort
 * @param {{ token: string; intervalMs?: number }} options
 * @param {(site: string) => void} changed
 */
export function watchSiteVersions(upstreamPort, { token, intervalMs = 1000 }, changed) {
  /** @type {Map<string, string> | null} */
  let known = null;
  let stopped = false;
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const ask = () =>
    new Promise((resolve) => {
      const req = http.get(
        {
          host: "localhost",
          port: upstreamPort,
          path: "/api/internal/site-versions",
          headers: { "x-forecourt-internal": token },
        },
        (answer) => {
          let body = "";
          answer.setEncoding("utf8");
          answer.on("data", (chunk) => {
            body += chunk;
          });
          answer.on("end", () => {
            try {
              if (answer.statusCode === 200) {
                const sites = /** @type {Record<string, string>} */ (JSON.parse(body).sites ?? {});
                const next = new Map(Object.entries(sites));
                // The first answer drops what was kept before it: made from versions not yet known.
                for (const [site, version] of next) if (known?.get(site) !== version) changed(site);
                known = next;
              }
            } catch {
              // A half-started app; the next question will do.
            }
            resolve(undefined);
          });
          answer.on("error", () => resolve(undefined));
        },
      );
      req.on("error", () => resolve(undefined));
      req.setTimeout(120_000, () => req.destroy());
    });
  const loop = async () => {
    if (stopped) return;
    await ask();
    if (!stopped) {
      timer = setTimeout(loop, intervalMs);
      timer.unref();
    }
  };
  timer = setTimeout(loop, intervalMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
