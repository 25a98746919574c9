// Whether a request goes on to the cache and Next at all (issues 16 and 29, decisions 0018 and 0040):
// a method the site answers, an origin-form target, room in its client's share of requests, nothing
// Next would answer with a bare 500, and a declared body within its limit. A request that fails one is
// answered by the front (front-answers.mjs) and goes no further.
import { createRequire } from "node:module";
import { CONSOLE_UPLOAD_BYTES, isConsoleUploadPath } from "./console-uploads.mjs";
import { ALLOWED_METHODS, judgeRequestTarget } from "./request-line.mjs";

/** The largest request body a site path takes (lead forms and small JSON posts), in bytes. */
export const SITE_BODY_LIMIT_BYTES = 1024 * 1024;

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
 * @param {{ method?: string; url?: string; headers: import("node:http").IncomingHttpHeaders }} request
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
 * The largest body a request may send, in bytes: the admin import takes whole feeds
 * (IMPORT_BODY_LIMIT_MB), the console's uploads a photo or a logo (10 MB, the most the app's proxy
 * passes on whole: console-uploads.mjs), every other path a megabyte.
 * @param {string | undefined} url
 * @param {{ siteBytes: number; importBytes: number }} limits
 */
export function bodyLimitBytes(url, limits) {
  const path = (url ?? "/").split("?")[0] ?? "/";
  if (isConsoleUploadPath(path)) return Math.max(limits.siteBytes, CONSOLE_UPLOAD_BYTES);
  return path === "/admin/api/import" || path.startsWith("/admin/api/import/")
    ? limits.importBytes
    : limits.siteBytes;
}

/**
 * Runs a request through the front's checks, in order. Only an origin-form target (`/path?query`)
 * reaches Next: `*` and other forms are answered here, an absolute-form target naming the Host is
 * served as its path (decision 0040; `request.url` becomes that path). Returns the request's body limit
 * when it may go on; null when the front has answered it.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {{ client: { address: string; https: boolean };
 *   answers: import("./front-answers.mjs").OwnAnswers;
 *   perClient: { admitRequest(address: string, response: import("node:http").ServerResponse): boolean };
 *   limits: { siteBytes: number; importBytes: number } }} front
 * @returns {number | null}
 */
export function admitRequest(request, response, { client, answers, perClient, limits }) {
  const https = client.https;
  if (!ALLOWED_METHODS.includes(request.method ?? "")) {
    answers.answer(response, 405, "Method not allowed.", https, { allow: ALLOWED_METHODS.join(", ") });
    return null;
  }
  const target = judgeRequestTarget(request);
  if (!("path" in target)) {
    if (target.status === 204) answers.noContent(response, target.allow ?? ALLOWED_METHODS.join(", "), https);
    else answers.answer(response, target.status, target.text, https, { connection: "close" });
    return null;
  }
  request.url = target.path;
  if (!perClient.admitRequest(client.address, response)) {
    answers.answer(response, 429, "Too many requests in progress from this address.", https, {
      "retry-after": "1",
      connection: "close",
    });
    return null;
  }
  const early = refusedBeforeNext(request);
  if (early) {
    answers.answer(
      response,
      early.status,
      early.text,
      https,
      early.status === 405 ? { allow: "GET, HEAD" } : {},
    );
    return null;
  }
  const limit = bodyLimitBytes(request.url, limits);
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    // Refused before a byte of it is read; the connection goes with it, so the rest is never read.
    answers.answer(response, 413, "The request body is too large.", https, { connection: "close" });
    return null;
  }
  return limit;
}
