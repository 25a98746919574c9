// The server's front door (`npm start`): a small shared cache in front of Next, doing in-process what a
// CDN would do in front of it. Next marks a cached page (ISR) `s-maxage=60` and a built asset
// `public, max-age=31536000, immutable`; such GET responses are kept in memory and served from there
// until they are that old. The app also marks listing pages it renders per request as shareable for
// the front cache alone (`x-forecourt-shared: <seconds>`), and names the site an answer is made from
// (`x-forecourt-site`); once a second the front cache asks the app which sites' data changed and drops
// their answers (issue 15 §5). Everything else passes straight through. Decisions 0008 and 0017.
//
// It is also where the server meets the network (issue 16, decision 0018): it alone says who the
// client is (`x-forecourt-client-ip`, `x-forecourt-proto`, believed from X-Forwarded-* only when the
// peer is a proxy named in TRUSTED_PROXIES), puts the security headers on every response it sends
// (with a script policy made of the hashes of each page's inline scripts), refuses methods the site
// does not answer (405) and stops reading a request body at its limit (413).
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import zlib from "node:zlib";
import { applySecurityHeaders, inlineScriptHashes, securityHeaders } from "./security-headers.mjs";

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

/** The methods the site answers; anything else (TRACE, TRACK, CONNECT, WebDAV…) is 405 here. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

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
 * Next's own check of the router-state header an RSC request carries. Next runs it after its
 * error pages are out of reach, so a garbled header is a bare 500 there (issue 16 §2); here it is a
 * 400. Should a Next upgrade move the module, a JSON check of the same header stands in.
 * @type {(header: string | string[] | undefined) => unknown}
 */
const parseRouterState = (() => {
  try {
    return createRequire(import.meta.url)(
      "next/dist/server/app-render/parse-and-validate-flight-router-state.js",
    ).parseAndValidateFlightRouterState;
  } catch {
    return (/** @type {string | string[] | undefined} */ header) => {
      if (header === undefined) return undefined;
      if (Array.isArray(header) || header.length > 40_000) throw new Error("bad router state");
      const state = JSON.parse(decodeURIComponent(header));
      if (!Array.isArray(state)) throw new Error("bad router state");
      return state;
    };
  }
})();

/**
 * Why Next would answer this request with a bare 500 before any of the app's code runs, or null: a
 * router-state header it cannot parse, or a method other than GET or HEAD on a built asset (Next's
 * 405 page for it is a Pages Router page an App Router build does not have).
 * @param {{ method?: string; url?: string; headers: http.IncomingHttpHeaders }} request
 * @returns {{ status: number; text: string } | null}
 */
export function refusedBeforeNext(request) {
  const path = request.url ?? "/";
  if (path.startsWith("/_next/") && request.method !== "GET" && request.method !== "HEAD") {
    return { status: 405, text: "Built assets answer GET and HEAD only." };
  }
  // Next reads the router state of RSC requests only; others pass it by.
  try {
    if (request.headers.rsc !== undefined) parseRouterState(request.headers["next-router-state-tree"]);
  } catch {
    return { status: 400, text: "The router state header could not be read." };
  }
  return null;
}

/**
 * Conditional and partial-request headers a built asset's answer never needs (it is immutable and
 * small) and that make Next answer a failed precondition or an unsatisfiable range with a bare 500.
 */
const ASSET_IGNORED_HEADERS = ["range", "if-range", "if-match", "if-unmodified-since"];

/** The largest request body a site path takes (lead forms and small JSON posts), in bytes. */
export const SITE_BODY_LIMIT_BYTES = 1024 * 1024;

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
 * A stored answer: what Next sent (less hop-by-hop and internal headers), the hashes of its inline
 * scripts when it is a page, and, once made, its headers with the security headers per protocol.
 * @typedef {{ status: number; headers: Record<string, string | string[]>; body: Buffer; storedAt: number;
 *   ttlMs: number; site?: string; scriptHashes?: string[];
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

/** Named address ranges TRUSTED_PROXIES accepts (the names proxy-addr uses, plus `private`). */
const NAMED_RANGES = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/**
 * An address as one form: IPv4-mapped IPv6 (`::ffff:203.0.113.9`, what a dual-stack socket reports)
 * becomes the IPv4 address; IPv6 zone ids are dropped. Null when it is not an IP address.
 * @param {string | undefined} address
 * @returns {string | null}
 */
export function normaliseAddress(address) {
  if (!address) return null;
  let value = address.trim();
  // A bracketed IPv6 literal, as some proxies write it.
  if (value.startsWith("[") && value.endsWith("]")) value = value.slice(1, -1);
  value = value.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped?.[1]) value = mapped[1];
  return net.isIP(value) ? value.toLowerCase() : null;
}

/**
 * TRUSTED_PROXIES as a test of an address: comma- or space-separated IP addresses, CIDR ranges
 * (`10.0.0.0/8`, `2001:db8::/32`) and the names `loopback`, `linklocal`, `uniquelocal` and `private`
 * (RFC 1918 and unique-local IPv6). Empty trusts no one. Anything else throws: a typo must stop the
 * start, not quietly trust nobody (or everybody).
 * @param {string | undefined} spec
 * @returns {(address: string) => boolean}
 */
export function compileTrustedProxies(spec) {
  const list = new net.BlockList();
  let any = false;
  const add = (/** @type {string} */ entry, /** @type {string} */ original) => {
    const [ip, prefixText, extra] = entry.split("/");
    const address = normaliseAddress(ip);
    const family = address ? (net.isIPv6(address) ? "ipv6" : "ipv4") : null;
    const prefix = prefixText === undefined ? undefined : Number(prefixText);
    const maxPrefix = family === "ipv6" ? 128 : 32;
    if (
      !address ||
      !family ||
      extra !== undefined ||
      (prefix !== undefined && (!/^\d{1,3}$/.test(prefixText ?? "") || prefix > maxPrefix))
    ) {
      throw new Error(
        `TRUSTED_PROXIES: ${JSON.stringify(original)} is not an IP address, a CIDR range or one of ${Object.keys(NAMED_RANGES).join(", ")}`,
      );
    }
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, prefix, family);
    any = true;
  };
  for (const token of (spec ?? "").split(/[\s,]+/).filter(Boolean)) {
    const named = NAMED_RANGES[/** @type {keyof typeof NAMED_RANGES} */ (token.toLowerCase())];
    if (named) for (const range of named) add(range, token);
    else add(token, token);
  }
  if (!any) return () => false;
  return (address) => {
    const value = normaliseAddress(address);
    return value !== null && list.check(value, net.isIPv6(value) ? "ipv6" : "ipv4");
  };
}

/**
 * Who the client is and how it reached us. The peer is the socket's address. Only when the peer is a
 * trusted proxy are its X-Forwarded-For and X-Forwarded-Proto believed: the client is then the
 * right-most X-Forwarded-For hop that is not itself a trusted proxy (each trusted proxy vouches for
 * the hop to its left; the first untrusted one could have written anything further left), and the
 * protocol is the left-most X-Forwarded-Proto, written by the proxy the browser reached (proxy-addr
 * and Express semantics). A hop that is not an IP address ends the walk at the proxy that sent it.
 * @param {string | undefined} peer the socket's remote address
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {(address: string) => boolean} trusted
 * @returns {{ address: string; https: boolean; peerTrusted: boolean }}
 */
export function resolveClient(peer, headers, trusted) {
  const peerAddress = normaliseAddress(peer) ?? "unknown";
  const peerTrusted = peerAddress !== "unknown" && trusted(peerAddress);
  if (!peerTrusted) return { address: peerAddress, https: false, peerTrusted };
  const forwardedFor = [headers["x-forwarded-for"]].flat().filter(Boolean).join(",");
  const hops = forwardedFor
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean)
    .reverse();
  let address = peerAddress;
  for (const hop of hops) {
    const hopAddress = normaliseAddress(hop);
    if (hopAddress === null) break;
    address = hopAddress;
    if (!trusted(hopAddress)) break;
  }
  const proto = String([headers["x-forwarded-proto"]].flat()[0] ?? "")
    .split(",")[0]
    ?.trim()
    .toLowerCase();
  return { address, https: proto === "https", peerTrusted };
}

/**
 * The largest body a request may send, in bytes: the admin import takes whole feeds
 * (IMPORT_BODY_LIMIT_MB), every site path a megabyte.
 * @param {string | undefined} url
 * @param {{ siteBytes: number; importBytes: number }} limits
 */
export function bodyLimitBytes(url, limits) {
  const path = (url ?? "/").split("?")[0] ?? "/";
  return path === "/admin/api/import" || path.startsWith("/admin/api/import/")
    ? limits.importBytes
    : limits.siteBytes;
}

const STATUS_TEXT_HEADERS = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };
const JSON_ERROR_HEADERS = { "content-type": "application/json", "cache-control": "no-store" };

/**
 * The body of an HTML answer as text, whatever its Content-Encoding (the front asks Next for gzip or
 * nothing, so gzip is the one expected); null when it cannot be decoded.
 * @param {Buffer} body
 * @param {string | string[] | undefined} encoding
 * @returns {Promise<string | null>}
 */
function decodeBody(body, encoding) {
  const name = String(encoding ?? "identity")
    .trim()
    .toLowerCase();
  /** @type {((buffer: Buffer, callback: (error: Error | null, result: Buffer) => void) => void) | null} */
  const decode =
    name === "gzip" || name === "x-gzip"
      ? zlib.gunzip
      : name === "deflate"
        ? zlib.inflate
        : name === "br"
          ? zlib.brotliDecompress
          : null;
  if (name === "identity" || name === "") return Promise.resolve(body.toString("utf8"));
  if (!decode) return Promise.resolve(null);
  return new Promise((resolve) => {
    decode(body, (error, result) => resolve(error ? null : result.toString("utf8")));
  });
}

/**
 * An HTTP server that answers from the store when it can and otherwise forwards to Next on
 * `upstreamPort` (loopback), storing what Next marks shareable. With `versions`, it asks the app every
 * `intervalMs` which version of each site's data its pages are made from, and drops the answers of a
 * site whose version changed (`stop()` ends the asking). With `cache: false` it stores nothing and
 * passes every request through (FORECOURT_FRONT_CACHE=0), still as the front door: client address,
 * security headers, methods and body limits are the same either way.
 * @param {{ upstreamPort: number; maxBytes?: number; now?: () => number;
 *   versions?: { token: string; intervalMs?: number }; cache?: boolean; frontToken?: string;
 *   trustedProxies?: string; bodyLimits?: { siteBytes?: number; importBytes?: number };
 *   payments?: "stripe" }} options
 */
export function createFrontServer({
  upstreamPort,
  maxBytes = 128 * 1024 * 1024,
  now = Date.now,
  versions,
  cache = true,
  frontToken,
  trustedProxies,
  bodyLimits = {},
  payments,
}) {
  const store = createStore(maxBytes);
  const trusted = compileTrustedProxies(trustedProxies);
  const limits = {
    siteBytes: bodyLimits.siteBytes ?? SITE_BODY_LIMIT_BYTES,
    importBytes: bodyLimits.importBytes ?? 200 * 1024 * 1024,
  };
  /** When each site's answers were last dropped: an answer begun before that is not stored. */
  const purgedAt = new Map();
  const watcher =
    versions && cache
      ? watchSiteVersions(upstreamPort, versions, (site) => {
          store.purgeSite(site);
          purgedAt.set(site, now());
        })
      : null;
  /** The security headers without page hashes, for answers that are not pages (made once). */
  const plainSecurity = {
    http: securityHeaders({ https: false, payments }),
    https: securityHeaders({ https: true, payments }),
  };

  /**
   * One of the front's own answers (400, 405, 413, 502), with the security headers like any other: on
   * an API path JSON with a readable `error`, as the app's own APIs answer; elsewhere plain text.
   * @param {http.ServerResponse} response
   * @param {number} status
   * @param {string} text
   * @param {boolean} https
   * @param {Record<string, string>} [extra]
   */
  const answerItself = (response, status, text, https, extra = {}) => {
    const api = /^\/(?:admin\/)?api\//.test(response.req?.url ?? "");
    response.writeHead(status, {
      ...(api ? JSON_ERROR_HEADERS : STATUS_TEXT_HEADERS),
      ...extra,
      ...(https ? plainSecurity.https : plainSecurity.http),
    });
    response.end(api ? JSON.stringify({ error: text }) : text);
  };

  const server = http.createServer((request, response) => {
    const startedAt = now();
    const client = resolveClient(request.socket.remoteAddress, request.headers, trusted);
    const https = client.https;
    if (!ALLOWED_METHODS.includes(request.method ?? "")) {
      answerItself(response, 405, "Method not allowed.", https, { allow: ALLOWED_METHODS.join(", ") });
      return;
    }
    const early = refusedBeforeNext(request);
    if (early) {
      answerItself(
        response,
        early.status,
        early.text,
        https,
        early.status === 405 ? { allow: "GET, HEAD" } : {},
      );
      return;
    }
    const limit = bodyLimitBytes(request.url, limits);
    const declared = Number(request.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      // Refused before a byte of it is read; the connection goes with it, so the rest is never read.
      answerItself(response, 413, "The request body is too large.", https, { connection: "close" });
      return;
    }
    const key = cache ? cacheKey(request) : null;
    const cached = key ? store.get(key, now()) : undefined;
    if (cached) {
      response.writeHead(cached.status, {
        ...headersFor(cached, https),
        age: String(Math.floor((now() - cached.storedAt) / 1000)),
        "x-forecourt-cache": "HIT",
      });
      response.end(request.method === "HEAD" ? undefined : cached.body);
      return;
    }
    /** @type {http.OutgoingHttpHeaders} */
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
    let refused = false;
    const upstream = http.request(
      { host: "localhost", port: upstreamPort, method: request.method, path: request.url, headers },
      (answer) => {
        if (refused) {
          answer.resume();
          return;
        }
        const answerHeaders = { ...answer.headers };
        for (const name of [...HOP_BY_HOP, ...INTERNAL_HEADERS]) delete answerHeaders[name];
        const site =
          typeof answer.headers["x-forecourt-site"] === "string"
            ? answer.headers["x-forecourt-site"]
            : undefined;
        const ttl =
          key && request.method === "GET" ? storableSeconds(answer.statusCode ?? 0, answer.headers) : 0;
        const status = answer.statusCode ?? 502;
        // Next answers a method a route does not export with a bare 405; an API answers in JSON with a
        // reason, as every other refusal of ours does (issue 16 §2), keeping Next's Allow list if it gave one.
        if (
          status === 405 &&
          /^\/(?:admin\/)?api\//.test(request.url ?? "") &&
          !/json/i.test(String(answer.headers["content-type"] ?? ""))
        ) {
          answer.resume();
          const allow = typeof answer.headers.allow === "string" ? { allow: answer.headers.allow } : {};
          answerItself(response, 405, `This address does not take ${request.method} requests`, https, allow);
          return;
        }
        const isPage =
          request.method !== "HEAD" &&
          status !== 204 &&
          status !== 304 &&
          /^text\/html\b/i.test(String(answer.headers["content-type"] ?? ""));
        /** @param {Buffer} body @param {string[]} scriptHashes */
        const keep = (body, scriptHashes) => {
          // Made from data the site has since changed: served this once, never kept.
          if (site && (purgedAt.get(site) ?? -1) >= startedAt) return;
          store.set(/** @type {string} */ (key), {
            status: answer.statusCode ?? 200,
            headers: /** @type {Record<string, string | string[]>} */ (answerHeaders),
            body,
            storedAt: now(),
            ttlMs: ttl * 1000,
            site,
            scriptHashes,
          });
        };
        if (isPage) {
          // A page's script policy names the hashes of its inline scripts, so the whole page is read
          // before its headers are sent (decision 0018 measures what that costs).
          /** @type {Buffer[]} */
          const chunks = [];
          answer.on("data", (chunk) => chunks.push(chunk));
          answer.on("close", () => {
            if (answer.complete || response.headersSent) return;
            answerItself(response, 502, "The site could not finish this page. Please try again.", https);
          });
          answer.on("end", async () => {
            const body = Buffer.concat(chunks);
            const text = await decodeBody(body, answer.headers["content-encoding"]);
            const scriptHashes = text === null ? [] : inlineScriptHashes(text);
            delete answerHeaders["content-length"];
            response.writeHead(
              status,
              applySecurityHeaders(
                { ...answerHeaders, "content-length": String(body.length) },
                {
                  https,
                  scriptHashes,
                  payments,
                },
              ),
            );
            response.end(body);
            if (ttl) keep(body, scriptHashes);
          });
          return;
        }
        const secured = applySecurityHeaders(answerHeaders, { https, payments });
        // A 304 revalidates the copy of a page the browser holds, and the browser updates that copy's
        // headers with the 304's (RFC 9111 §4.3.4). A policy here, made without the page's body, lacks
        // its inline scripts' hashes and would block every one of them; without one, the copy keeps its
        // own, made from the same body (same validator). A revisit with a cookie (a signed-in shopper)
        // bypasses this cache and reaches Next, which answers such a request 304.
        if (status === 304) delete secured["content-security-policy"];
        response.writeHead(status, secured);
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
          keep(Buffer.concat(chunks), []);
        });
      },
    );
    upstream.on("error", () => {
      if (refused) return;
      // Cut off mid-answer: end the shopper's connection too, never append to a half-sent page.
      if (response.headersSent) {
        response.destroy();
        return;
      }
      answerItself(
        response,
        502,
        "The site is starting or unavailable. Please try again in a moment.",
        https,
      );
    });
    // The body goes on to Next as it arrives, counted: past the limit (a chunked body says nothing of
    // its size beforehand) reading stops, Next's request is abandoned and the client gets 413.
    let received = 0;
    request.on("data", (chunk) => {
      if (refused) return;
      received += chunk.length;
      if (received > limit) {
        refused = true;
        request.pause();
        upstream.destroy();
        if (!response.headersSent) {
          answerItself(response, 413, "The request body is too large.", https, { connection: "close" });
        }
        response.on("finish", () => request.socket.destroy());
        if (response.writableFinished) request.socket.destroy();
        return;
      }
      if (!upstream.write(chunk)) {
        request.pause();
        upstream.once("drain", () => request.resume());
      }
    });
    request.on("end", () => {
      if (!refused) upstream.end();
    });
    request.on("close", () => {
      if (!request.complete) upstream.destroy();
    });
  });

  /**
   * A stored answer's headers with its security headers for one protocol, made once per entry and
   * protocol: a hit only adds its age.
   * @param {StoredEntry} entry
   * @param {boolean} https
   */
  const headersFor = (entry, https) => {
    entry.security ??= {};
    const memo = entry.security;
    const slot = https ? "https" : "http";
    memo[slot] ??= {
      ...entry.headers,
      ...securityHeaders({ https, scriptHashes: entry.scriptHashes ?? [], payments }),
    };
    return memo[slot];
  };

  // CONNECT never reaches the request handler, and a method Node's parser does not know (TRACK) is a
  // client error: both still get a 405 with the security headers, not a dropped connection or a bare 400.
  const rawAnswer = (/** @type {import("node:stream").Duplex} */ socket, /** @type {number} */ status) => {
    if (!socket.writable) return;
    const lines = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      ...Object.entries({ ...STATUS_TEXT_HEADERS, ...plainSecurity.http }).map(([k, v]) => `${k}: ${v}`),
      ...(status === 405 ? [`allow: ${ALLOWED_METHODS.join(", ")}`] : []),
      "content-length: 0",
      "connection: close",
    ];
    socket.end(`${lines.join("\r\n")}\r\n\r\n`);
  };
  server.on("connect", (_request, socket) => rawAnswer(socket, 405));
  server.on("clientError", (error, socket) => {
    const raw = /** @type {{ rawPacket?: Buffer }} */ (error).rawPacket?.toString("latin1") ?? "";
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code === "ECONNRESET" || code === "EPIPE") socket.destroy();
    else if (code === "HPE_INVALID_METHOD" && /^[A-Za-z-]+ /.test(raw)) rawAnswer(socket, 405);
    else if (code === "HPE_HEADER_OVERFLOW") rawAnswer(socket, 431);
    else if (code === "ERR_HTTP_REQUEST_TIMEOUT") rawAnswer(socket, 408);
    else rawAnswer(socket, 400);
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
