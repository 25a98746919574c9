import "server-only";
import diagnosticsChannel from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { loggablePath } from "@/lib/observability/loggable-path";
import { type RouteKind, routeKindOf, siteInPath } from "@/lib/observability/route-kind";
import { isConsoleHost } from "@/lib/staff/console-host";
import { REQUEST_ID_HEADER, requestIdFor } from "../../../scripts/request-id.mjs";
import { processSingleton } from "../process-singleton";
import { logger } from "./log";
import type { Metrics } from "./metrics";
import { enterRequest, type RequestContext } from "./request-context";

/**
 * Every request this process's HTTP server takes (issue 36 item 3, decision 0068), seen through
 * Node's `http.server.request.start` diagnostics channel, which Node publishes just before it hands
 * the request to the server's handler (Next's), on the same synchronous run. There, once per request:
 * the request id is settled (the one it came with when well formed, else a new one: scripts/request-id.mjs)
 * and put on the request, for Next and its `onRequestError`, and on the answer; the request's context
 * is entered (request-context.ts), so every log line and span of the request carries it; and when the
 * answer ends, or the client goes away first (counted as 499), the request is counted and timed in the
 * metrics and logged in one line: method, path without query (lib/observability/loggable-path.ts),
 * status and milliseconds. Probes, metrics scrapes, the front's questions and built assets log at
 * `debug` (they are counted all the same).
 */

export type HttpObservation = { metrics: Metrics; consoleHost: string };

type RequestStart = { request: IncomingMessage; response: ServerResponse };

const access = logger("http");
const QUIET: ReadonlySet<RouteKind> = new Set(["ops", "asset"]);

/** What to do with one request as it arrives; exported for tests that hand it requests themselves. */
export function requestStarted({ request, response }: RequestStart, observation: HttpObservation): void {
  const started = performance.now();
  const requestId = requestIdFor(request.headers[REQUEST_ID_HEADER]);
  request.headers[REQUEST_ID_HEADER] = requestId;
  if (!response.headersSent) response.setHeader(REQUEST_ID_HEADER, requestId);
  const url = request.url ?? "/";
  const path = url.split("?", 1)[0] ?? "/";
  const onConsole = isConsoleHost(request.headers.host ?? null, observation.consoleHost);
  const route = routeKindOf(path, onConsole);
  const context: RequestContext = { requestId, route, site: siteInPath(path, route) };
  enterRequest(context);
  response.once("close", () => {
    const status = response.writableFinished ? response.statusCode : 499;
    const ms = performance.now() - started;
    const method = request.method ?? "GET";
    observation.metrics.request(route, method, status, ms / 1000);
    // The context is named here too: the answer may end outside the request's own run.
    const shown = loggablePath(url);
    const fields = { requestId, site: context.site, route, method, path: shown, status, ms: Math.round(ms) };
    const line = `${method} ${shown} ${status}`;
    if (QUIET.has(route) && status < 400) access.debug(line, fields);
    else access.info(line, fields);
  });
}

const installed = processSingleton<{ stop: () => void }>("http-observation");

/**
 * Starts watching this process's HTTP server (once per process, whichever bundle asks first); returns
 * the way to stop (tests).
 */
export function observeHttpRequests(observation: HttpObservation): () => void {
  return installed.get(() => {
    const onStart = (message: unknown) => requestStarted(message as RequestStart, observation);
    diagnosticsChannel.subscribe("http.server.request.start", onStart);
    return {
      stop: () => {
        diagnosticsChannel.unsubscribe("http.server.request.start", onStart);
        installed.clear();
      },
    };
  }).stop;
}
