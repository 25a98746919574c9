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
//
// And where a client's hold on the server is bounded (issue 29, decision 0040): only origin-form
// request targets reach Next (`request-line.mjs`), Next's internal headers never leave
// (`internal-headers.mjs`), a client gets 60 s for its headers and 60 s between reads of its body, and
// one client holds at most 256 connections and 256 requests in progress (`front-limits.mjs`).
import http from "node:http";
import { createRequire } from "node:module";
import zlib from "node:zlib";
import { compileTrustedProxies, resolveClient } from "./client-address.mjs";
import {
  createClientLimits,
  FRONT_LIMIT_DEFAULTS,
  forwardBody,
  serverTimeoutOptions,
} from "./front-limits.mjs";
import { cacheKey, createStore, storableSeconds } from "./front-store.mjs";
import { dropInternalHeaders } from "./internal-headers.mjs";
import { ALLOWED_METHODS, judgeRequestTarget } from "./request-line.mjs";
import { applySecurityHeaders, inlineScriptHashes, securityHeaders } from "./security-headers.mjs";
import { watchSiteVersions } from "./site-versions.mjs";

export { compileTrustedProxies, normaliseAddress, resolveClient } from "./client-address.mjs";
export { cacheKey, createStore, sharedFreshnessSeconds, storableSeconds } from "./front-store.mjs";
export { ALLOWED_METHODS } from "./request-line.mjs";
export { watchSiteVersions } from "./site-versions.mjs";

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
 * security headers, methods and body limits are the same either way. `clientLimits` sets the
 * timeouts and the per-client cap (front-limits.mjs; `npm start` reads them from FRONT_* variables), and
 * `log` takes the front's one-line reports (a 502 and its cause; console.error by default).
 * @param {{ upstreamPort: number; maxBytes?: number; now?: () => number;
 *   versions?: { token: string; intervalMs?: number }; cache?: boolean; frontToken?: string;
 *   trustedProxies?: string; bodyLimits?: { siteBytes?: number; importBytes?: number };
 *   payments?: "stripe"; clientLimits?: Partial<typeof FRONT_LIMIT_DEFAULTS>;
 *   log?: (line: string) => void }} options
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
  clientLimits = {},
  log = console.error,
}) {
  const store = createStore(maxBytes);
  const trusted = compileTrustedProxies(trustedProxies);
  const timeouts = { ...FRONT_LIMIT_DEFAULTS, ...clientLimits };
  const perClient = createClientLimits({ perClient: timeouts.connectionsPerClient, trusted, now, log });
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
   * One of the front's own answers (400, 405, 408, 413, 429, 502), with the security headers like any other: on
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

  /**
   * Logs a failure of Next's behind a request, as one line: a front that answers 502 silently hides a
   * Next that is down or crashing. `headersSent` says whether the client got the 502 or a cut-off answer.
   * @param {http.IncomingMessage} request
   * @param {http.ServerResponse} response
   * @param {{ code?: string; message: string }} cause
   */
  const badGateway = (request, response, cause) =>
    log(
      `[front] 502 ${JSON.stringify({
        method: request.method,
        path: (request.url ?? "/").split("?")[0],
        code: cause.code ?? null,
        error: cause.message,
        headersSent: response.headersSent,
      })}`,
    );

  const server = http.createServer(serverTimeoutOptions(timeouts), (request, response) => {
    const startedAt = now();
    const client = resolveClient(request.socket.remoteAddress, request.headers, trusted);
    const https = client.https;
    if (!ALLOWED_METHODS.includes(request.method ?? "")) {
      answerItself(response, 405, "Method not allowed.", https, { allow: ALLOWED_METHODS.join(", ") });
      return;
    }
    // Only an origin-form target (`/path?query`) reaches Next: `*` and other forms are answered here,
    // an absolute-form target naming the Host is served as its path (decision 0040).
    const target = judgeRequestTarget(request);
    if (!("path" in target)) {
      if (target.status === 204) {
        response.writeHead(204, {
          allow: target.allow ?? ALLOWED_METHODS.join(", "),
          "cache-control": "no-store",
          ...(https ? plainSecurity.https : plainSecurity.http),
        });
        response.end();
      } else answerItself(response, target.status, target.text, https, { connection: "close" });
      return;
    }
    request.url = target.path;
    if (!perClient.admitRequest(client.address, response)) {
      answerItself(response, 429, "Too many requests in progress from this address.", https, {
        "retry-after": "1",
        connection: "close",
      });
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
    const upstream = http.request(
      { host: "localhost", port: upstreamPort, method: request.method, path: request.url, headers },
      (answer) => {
        if (body.stopped) {
          answer.resume();
          return;
        }
        const answerHeaders = dropInternalHeaders({ ...answer.headers });
        for (const name of HOP_BY_HOP) delete answerHeaders[name];
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
            if (answer.complete || response.headersSent || body.stopped) return;
            badGateway(request, response, { message: "Next closed the page before its end" });
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
          if (answer.complete) return;
          if (!body.stopped)
            badGateway(request, response, { message: "Next closed the answer before its end" });
          response.destroy();
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
    upstream.on("error", (error) => {
      if (body.stopped) return;
      badGateway(request, response, error);
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
    // The body goes on to Next as it arrives, counted and timed (front-limits.mjs): past the limit or
    // after a gap longer than the body timeout, reading stops, Next's request is abandoned and the client
    // gets 413 or 408 if its answer can still be written; either way its connection is closed.
    const body = forwardBody(request, upstream, {
      limitBytes: limit,
      idleMs: timeouts.bodyTimeoutMs,
      refuse: (status, text) => {
        if (status === 408) perClient.bodyTimedOut();
        if (!response.headersSent) answerItself(response, status, text, https, { connection: "close" });
        response.on("finish", () => request.socket.destroy());
        if (response.writableFinished) request.socket.destroy();
      },
    });
  });

  /**
   * A stored answer's headers with its security headers for one protocol, made once per entry and
   * protocol: a hit only adds its age.
   * @param {import("./front-store.mjs").StoredEntry} entry
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
  // A request timed out by Node (headers, or the whole request) gets a 408 unless its answer has begun.
  // The connection is then closed: at once if nothing can be written, else a second after the answer,
  // so a client that never closes its side cannot keep the socket (or, through it, Next's) open.
  const rawAnswer = (/** @type {import("node:stream").Duplex} */ socket, /** @type {number} */ status) => {
    const begun = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)._httpMessage
      ?.headersSent;
    if (!socket.writable || begun) {
      socket.destroy();
      return;
    }
    setTimeout(() => socket.destroy(), 1000).unref();
    const lines = [
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
      ...Object.entries({ ...STATUS_TEXT_HEADERS, ...plainSecurity.http }).map(([k, v]) => `${k}: ${v}`),
      ...(status === 405 ? [`allow: ${ALLOWED_METHODS.join(", ")}`] : []),
      "content-length: 0",
      "connection: close",
    ];
    socket.end(`${lines.join("\r\n")}\r\n\r\n`);
  };
  server.on("connection", (socket) => perClient.admitConnection(socket));
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
  return { server, store, stop: () => watcher?.stop(), limits: perClient };
}
