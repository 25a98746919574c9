// Next's answer on its way to the client (decisions 0017, 0018 and 0040): Next's internal and the
// hop-by-hop headers dropped, the security headers added (a page is read whole first, so its script
// policy can name its inline scripts' hashes; a 304 gets no policy), a bare 405 from an API made a JSON
// refusal, a shareable answer kept in the shared cache as it passes, and an answer Next cuts off logged
// and never finished with other text.
import zlib from "node:zlib";
import { API_PATH } from "./front-answers.mjs";
import { storableSeconds } from "./front-store.mjs";
import { dropInternalHeaders } from "./internal-headers.mjs";
import { REQUEST_ID_HEADER } from "./request-id.mjs";
import { applySecurityHeaders, inlineScriptHashes } from "./security-headers.mjs";
import { pageTagNames, parseTagNames, TAGS_HEADER } from "./tag-sources.mjs";
import { HOP_BY_HOP } from "./upstream-headers.mjs";

/**
 * One request's exchange: `key` is its place in the shared cache (null: never kept), `startedAt` when
 * the front took it, `stopped()` whether the front gave up on its body (Next's answer is then ignored).
 * @typedef {{ request: import("node:http").IncomingMessage; response: import("node:http").ServerResponse;
 *   https: boolean; startedAt: number; key: string | null; stopped: () => boolean }} Exchange
 */
/**
 * What of the front the relay uses.
 * @typedef {{ answers: import("./front-answers.mjs").OwnAnswers;
 *   cache: import("./shared-cache.mjs").SharedCache; payments?: "stripe" }} RelayFront
 */
/**
 * Next's answer with its headers made public; `keep` is set when the answer may be stored.
 * @typedef {{ answer: import("node:http").IncomingMessage; status: number;
 *   headers: import("node:http").IncomingHttpHeaders;
 *   tags: import("./tag-sources.mjs").TagName[];
 *   keep: ((body: Buffer, scriptHashes: string[], tags: import("./tag-sources.mjs").TagName[]) => void) | null }} Relay
 */

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
 * Passes Next's answer to a request on to its client.
 * @param {import("node:http").IncomingMessage} answer
 * @param {Exchange} exchange
 * @param {RelayFront} front
 */
export function relayAnswer(answer, exchange, front) {
  const { request } = exchange;
  if (exchange.stopped()) {
    answer.resume();
    return;
  }
  const headers = dropInternalHeaders({ ...answer.headers });
  for (const name of HOP_BY_HOP) delete headers[name];
  // The front's own id is on the answer already; a kept copy must not carry this request's to the next.
  delete headers[REQUEST_ID_HEADER];
  const site =
    typeof answer.headers["x-forecourt-site"] === "string" ? answer.headers["x-forecourt-site"] : undefined;
  const ttl =
    exchange.key && request.method === "GET" ? storableSeconds(answer.statusCode ?? 0, answer.headers) : 0;
  const status = answer.statusCode ?? 502;
  // The site's marketing tags, named by the app (decision 0055): read before the header is dropped.
  const tags = parseTagNames(answer.headers[TAGS_HEADER]);
  if (refusedMethod(answer, status, exchange, front)) return;
  /** @param {Buffer} body @param {string[]} scriptHashes @param {import("./tag-sources.mjs").TagName[]} pageTags */
  const keep = (body, scriptHashes, pageTags) =>
    front.cache.keep(
      /** @type {string} */ (exchange.key),
      {
        status: answer.statusCode ?? 200,
        headers: /** @type {Record<string, string | string[]>} */ (headers),
        body,
        ttlMs: ttl * 1000,
        site,
        scriptHashes,
        tags: pageTags,
      },
      exchange.startedAt,
    );
  const relay = { answer, status, headers, tags, keep: ttl ? keep : null };
  const isPage =
    request.method !== "HEAD" &&
    status !== 204 &&
    status !== 304 &&
    /^text\/html\b/i.test(String(answer.headers["content-type"] ?? ""));
  if (isPage) relayPage(relay, exchange, front);
  else relayOther(relay, exchange, front);
}

/**
 * Next answers a method a route does not export with a bare 405; an API answers in JSON with a reason,
 * as every other refusal of ours does (issue 16 §2), keeping Next's Allow list if it gave one. True when
 * the front answered so.
 * @param {import("node:http").IncomingMessage} answer
 * @param {number} status
 * @param {Exchange} exchange
 * @param {RelayFront} front
 */
function refusedMethod(answer, status, { request, response, https }, front) {
  if (
    status !== 405 ||
    !API_PATH.test(request.url ?? "") ||
    /json/i.test(String(answer.headers["content-type"] ?? ""))
  )
    return false;
  answer.resume();
  const allow = typeof answer.headers.allow === "string" ? { allow: answer.headers.allow } : {};
  front.answers.answer(response, 405, `This address does not take ${request.method} requests`, https, allow);
  return true;
}

/**
 * A page: its script policy names the hashes of its inline scripts, so the whole page is read before
 * its headers are sent (decision 0018 measures what that costs). A page Next cuts off is a 502.
 * @param {Relay} relay
 * @param {Exchange} exchange
 * @param {RelayFront} front
 */
function relayPage({ answer, status, headers, tags, keep }, exchange, front) {
  const { request, response, https } = exchange;
  /** @type {Buffer[]} */
  const chunks = [];
  answer.on("data", (chunk) => chunks.push(chunk));
  answer.on("close", () => {
    if (answer.complete || response.headersSent || exchange.stopped()) return;
    front.answers.badGateway(request, response, { message: "Next closed the page before its end" });
    front.answers.answer(response, 502, "The site could not finish this page. Please try again.", https);
  });
  answer.on("end", async () => {
    const body = Buffer.concat(chunks);
    const text = await decodeBody(body, answer.headers["content-encoding"]);
    const scriptHashes = text === null ? [] : inlineScriptHashes(text);
    // A video's frame is opened only on a page that shows one (its facade is in the page).
    const pageTags = pageTagNames(tags, text);
    delete headers["content-length"];
    response.writeHead(
      status,
      applySecurityHeaders(
        { ...headers, "content-length": String(body.length) },
        { https, scriptHashes, payments: front.payments, tags: pageTags },
      ),
    );
    response.end(body);
    keep?.(body, scriptHashes, pageTags);
  });
}

/**
 * Anything but a page (an asset, an API's answer, a redirect, a 304, a HEAD): streamed as it comes,
 * copied for the store on the way when it may be kept. One Next cuts off ends the client's connection.
 * @param {Relay} relay
 * @param {Exchange} exchange
 * @param {RelayFront} front
 */
function relayOther({ answer, status, headers, tags, keep }, exchange, front) {
  const { request, response, https } = exchange;
  const secured = applySecurityHeaders(headers, {
    https,
    payments: front.payments,
    tags: pageTagNames(tags, null),
  });
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
    if (!exchange.stopped())
      front.answers.badGateway(request, response, { message: "Next closed the answer before its end" });
    response.destroy();
  });
  if (!keep) {
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
    keep(Buffer.concat(chunks), [], pageTagNames(tags, null));
  });
}
