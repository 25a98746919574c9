// A request the cache could not answer, forwarded to Next on loopback (issue 16, decision 0040): sent
// with the headers the front sets (upstream-headers.mjs), its body passed on as it arrives, counted and
// timed (front-limits.mjs), Next's answer relayed (relay-answer.mjs), and Next out of reach a 502.
import http from "node:http";
import { forwardBody } from "./front-limits.mjs";
import { relayAnswer } from "./relay-answer.mjs";
import { upstreamHeaders } from "./upstream-headers.mjs";

/**
 * @param {{ request: http.IncomingMessage; response: http.ServerResponse; https: boolean;
 *   client: { address: string; https: boolean; peerTrusted: boolean }; startedAt: number;
 *   key: string | null; limitBytes: number }} exchange
 * @param {import("./relay-answer.mjs").RelayFront & { upstreamPort: number; frontToken?: string;
 *   bodyTimeoutMs: number; perClient: { bodyTimedOut(): void } }} front
 */
export function forwardToNext(exchange, front) {
  const { request, response, https } = exchange;
  const upstream = http.request(
    {
      host: "localhost",
      port: front.upstreamPort,
      method: request.method,
      path: request.url,
      headers: upstreamHeaders(request, exchange.client, front.frontToken),
    },
    (answer) => relayAnswer(answer, { ...exchange, stopped: () => body.stopped }, front),
  );
  upstream.on("error", (error) => {
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
