// A request the cache could not answer, forwarded to Next on loopback (issue 16, decision 0040): sent
// with the headers the front sets (upstream-headers.mjs), its body passed on as it arrives, counted and
// timed (front-limits.mjs), Next's answer relayed (relay-answer.mjs), and Next out of reach a 502.
// A GET or HEAD goes on a kept-alive connection and is sent again once if Next closed it as the request
// went out; anything else goes on a connection of its own (decision 0040, fourth-session addendum).
import http from "node:http";
import { forwardBody } from "./front-limits.mjs";
import { relayAnswer } from "./relay-answer.mjs";
import { upstreamHeaders } from "./upstream-headers.mjs";

/** What a request meets on a kept connection the other end has just closed. */
const CLOSED = new Set(["ECONNRESET", "EPIPE"]);

/**
 * A GET or HEAD without a body: safe to send again, and nothing of it is lost by sending it twice.
 * @param {http.IncomingMessage} request
 */
function withoutBody(request) {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    request.headers["transfer-encoding"] === undefined &&
    Number(request.headers["content-length"] ?? 0) === 0
  );
}

/**
 * @param {{ request: http.IncomingMessage; response: http.ServerResponse; https: boolean;
 *   client: { address: string; https: boolean; peerTrusted: boolean }; startedAt: number;
 *   key: string | null; limitBytes: number }} exchange
 * @param {import("./relay-answer.mjs").RelayFront & { upstreamPort: number; frontToken?: string;
 *   bodyTimeoutMs: number; perClient: { bodyTimedOut(): void } }} front
 */
export function forwardToNext(exchange, front) {
  const { request, response, https } = exchange;
  const replayable = withoutBody(request);
  let answered = false;
  const relay = (/** @type {http.IncomingMessage} */ answer) => {
    answered = true;
    relayAnswer(answer, { ...exchange, stopped: () => body.stopped }, front);
  };
  /** @param {boolean} kept */
  const send = (kept) =>
    http.request(
      {
        host: "localhost",
        port: front.upstreamPort,
        method: request.method,
        path: request.url,
        headers: upstreamHeaders(request, exchange.client, front.frontToken),
        // A kept connection (the global agent keeps them alive) for a request that may be sent twice;
        // a connection of its own for any other, which then cannot have been closed under it.
        agent: kept ? undefined : false,
      },
      relay,
    );
  const fail = (/** @type {NodeJS.ErrnoException} */ error) => {
    if (body.stopped) return;
    front.answers.badGateway(request, response, error);
    // Cut off mid-answer: end the shopper's connection too, never append to a half-sent page.
    if (response.headersSent) {
      response.destroy();
      return;
    }
    front.answers.answer(
      response,
      502,
      "The site is starting or unavailable. Please try again in a moment.",
      https,
    );
  };
  const upstream = send(replayable);
  upstream.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
    // Next closed a kept connection as this request went out on it (its keep-alive timer): the request
    // never reached the app, and one without a body is sent again once, on a connection of its own.
    if (replayable && upstream.reusedSocket && !answered && !body.stopped && CLOSED.has(error.code ?? "")) {
      send(false).on("error", fail).end();
      return;
    }
    fail(error);
  });
  // The body goes on to Next as it arrives, counted and timed (front-limits.mjs): past the limit or
  // after a gap longer than the body timeout, reading stops, Next's request is abandoned and the client
  // gets 413 or 408 if its answer can still be written; either way its connection is closed.
  const body = forwardBody(request, upstream, {
    limitBytes: exchange.limitBytes,
    idleMs: front.bodyTimeoutMs,
    refuse: (status, text) => {
      if (status === 408) front.perClient.bodyTimedOut();
      if (!response.headersSent) front.answers.answer(response, status, text, https, { connection: "close" });
      response.on("finish", () => request.socket.destroy());
      if (response.writableFinished) request.socket.destroy();
    },
  });
}
