// The server's front door (`npm start`): a small shared cache in front of Next, doing in-process what a
// CDN would do in front of it. Next marks a cached page (ISR) `s-maxage=60` and a built asset
// `public, max-age=31536000, immutable`; such GET responses are kept in memory and served from there
// until they are that old. The app also marks listing pages it renders per request as shareable for
// the front cache alone (`x-forecourt-shared: <seconds>`), and names the site an answer is made from
// (`x-forecourt-site`); once a second the front cache asks the app which sites' data changed and drops
// their answers (issue 15 §5). Everything else passes straight through. Decisions 0008 and 0017.
//
// It gives each request its id (`x-request-id`, request-id.mjs; decision 0068), sent on to Next and
// back on the answer.
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
//
// This module wires the steps a request goes through, each in its own module: who the client is
// (`client-address.mjs`), whether the request goes on at all (`front-admission.mjs`), an answer from the
// cache (`shared-cache.mjs`), else Next's (`forward-to-next.mjs`, `upstream-headers.mjs`,
// `relay-answer.mjs`); the front's own refusals and 502s are `front-answers.mjs`.
import http from "node:http";
import { compileTrustedProxies, resolveClient } from "./client-address.mjs";
import { forwardToNext } from "./forward-to-next.mjs";
import { admitRequest, SITE_BODY_LIMIT_BYTES } from "./front-admission.mjs";
import { createOwnAnswers } from "./front-answers.mjs";
import { createClientLimits, FRONT_LIMIT_DEFAULTS, serverTimeoutOptions } from "./front-limits.mjs";
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id.mjs";
import { createSharedCache } from "./shared-cache.mjs";

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
  const shared = createSharedCache({ enabled: cache, maxBytes, now, upstreamPort, versions, payments });
  const trusted = compileTrustedProxies(trustedProxies);
  const timeouts = { ...FRONT_LIMIT_DEFAULTS, ...clientLimits };
  const perClient = createClientLimits({ perClient: timeouts.connectionsPerClient, trusted, now, log });
  const limits = {
    siteBytes: bodyLimits.siteBytes ?? SITE_BODY_LIMIT_BYTES,
    importBytes: bodyLimits.importBytes ?? 200 * 1024 * 1024,
  };
  const answers = createOwnAnswers({ payments, log });
  const front = {
    answers,
    cache: shared,
    payments,
    upstreamPort,
    frontToken,
    bodyTimeoutMs: timeouts.bodyTimeoutMs,
    perClient,
  };

  const server = http.createServer(serverTimeoutOptions(timeouts), (request, response) => {
    const startedAt = now();
    // One id per request, kept from a client or balancer when well formed (request-id.mjs): forwarded
    // to Next, which logs it on every line of the request, and on every answer, a cached one too.
    const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER]);
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    const client = resolveClient(request.socket.remoteAddress, request.headers, trusted);
    const https = client.https;
    const limitBytes = admitRequest(request, response, { client, answers, perClient, limits });
    if (limitBytes === null) return;
    const key = shared.keyOf(request);
    if (shared.serveHit(key, request, response, https)) return;
    forwardToNext({ request, response, https, client, startedAt, key, limitBytes }, front);
  });

  server.on("connection", (socket) => perClient.admitConnection(socket));
  server.on("connect", (_request, socket) => answers.raw(socket, 405));
  server.on("clientError", answers.clientError);
  server.on("close", () => shared.stop());
  return { server, store: shared.store, stop: () => shared.stop(), limits: perClient };
}
