// How long the front waits for a client, and how much of it one client may hold (issue 29 §5, decision
// 0040). A reverse proxy's defaults: nginx waits 60 s for a request's headers (`client_header_timeout`)
// and 60 s between two reads of its body (`client_body_timeout`), and `limit_conn` caps what one
// address holds. Node's own `requestTimeout` (300 s, the whole request) stays as the backstop for a
// body that trickles in just faster than the gap allowed.
import { normaliseAddress } from "./client-address.mjs";

/** The defaults, and what each environment variable of `npm start` sets. */
export const FRONT_LIMIT_DEFAULTS = {
  /** FRONT_HEADER_TIMEOUT_MS: the request line and headers must be in within this (nginx: 60 s). */
  headerTimeoutMs: 60_000,
  /** FRONT_BODY_TIMEOUT_MS: the longest gap between two reads of a body (nginx: 60 s). */
  bodyTimeoutMs: 60_000,
  /** FRONT_REQUEST_TIMEOUT_MS: the whole request, headers and body (Node's default, 300 s). */
  requestTimeoutMs: 300_000,
  /** FRONT_CONNECTIONS_PER_CLIENT: open connections per direct client, requests in progress per client. */
  connectionsPerClient: 256,
};

/** The environment variable that sets each limit. */
export const FRONT_LIMIT_VARIABLES = {
  headerTimeoutMs: "FRONT_HEADER_TIMEOUT_MS",
  bodyTimeoutMs: "FRONT_BODY_TIMEOUT_MS",
  requestTimeoutMs: "FRONT_REQUEST_TIMEOUT_MS",
  connectionsPerClient: "FRONT_CONNECTIONS_PER_CLIENT",
};

/**
 * The limits from `npm start`'s environment, each a whole number within its bounds (timeouts from 1 s
 * to an hour, the cap from 1 to 1,000,000), and the header timeout no longer than the request's. Throws
 * with the variable's name on anything else: a typo stops the start.
 * @param {Record<string, string | undefined>} env
 * @returns {typeof FRONT_LIMIT_DEFAULTS}
 */
export function frontLimitsFromEnv(env) {
  const limits = { ...FRONT_LIMIT_DEFAULTS };
  for (const [key, name] of Object.entries(FRONT_LIMIT_VARIABLES)) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === "") continue;
    const value = Number(raw);
    const [min, max] = key === "connectionsPerClient" ? [1, 1_000_000] : [1000, 3_600_000];
    if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
      const unit = key === "connectionsPerClient" ? "" : " milliseconds";
      throw new Error(`${name} must be a whole number of${unit} from ${min} to ${max}`);
    }
    limits[/** @type {keyof typeof FRONT_LIMIT_DEFAULTS} */ (key)] = value;
  }
  if (limits.headerTimeoutMs > limits.requestTimeoutMs) {
    throw new Error("FRONT_HEADER_TIMEOUT_MS must not be longer than FRONT_REQUEST_TIMEOUT_MS");
  }
  return limits;
}

/**
 * Options for `http.createServer` that make Node hold a request's headers and the whole request to
 * their timeouts. Node looks for expired requests every `connectionsCheckingInterval` (30 s by
 * default, which would stretch a 60 s timeout to 90): here a quarter of the shorter timeout, at most 5 s.
 * @param {typeof FRONT_LIMIT_DEFAULTS} limits
 */
export function serverTimeoutOptions(limits) {
  const shortest = Math.min(limits.headerTimeoutMs, limits.requestTimeoutMs);
  return {
    headersTimeout: limits.headerTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(shortest / 4))),
  };
}

/**
 * What one client may hold, counted two ways (nginx's `limit_conn`):
 * - **open connections per peer address**, for peers that are not trusted proxies: past the cap a new
 *   connection is closed at once, before a byte is read (it would otherwise hold a descriptor until its
 *   header timeout). A trusted proxy's connections carry many clients and are not counted here.
 * - **requests in progress per client**, the client being the one `resolveClient` works out (behind a
 *   trusted proxy, the real client from X-Forwarded-For): past the cap the request is answered 429 with
 *   `Retry-After` and never reaches Next, so a client can hold at most that many of Next's sockets.
 * Refusals and timeouts are reported as one line within `reportEveryMs` of the first, then at most once
 * per `reportEveryMs` while they go on: never one line per refusal, which a flood would turn into a flood.
 * @param {{ perClient: number; trusted: (address: string) => boolean; now?: () => number;
 *   log?: (line: string) => void; reportEveryMs?: number }} options
 */
export function createClientLimits({
  perClient,
  trusted,
  now = Date.now,
  log = console.error,
  reportEveryMs = 60_000,
}) {
  /** @type {Map<string, number>} */
  const connections = new Map();
  /** @type {Map<string, number>} */
  const requests = new Map();
  const stats = { connectionsRefused: 0, requestsRefused: 0, bodiesTimedOut: 0 };
  let reported = { at: now(), connectionsRefused: 0, requestsRefused: 0, bodiesTimedOut: 0 };
  /** @type {NodeJS.Timeout | null} */
  let pending = null;
  const flush = () => {
    pending = null;
    const line = {
      connectionsRefused: stats.connectionsRefused - reported.connectionsRefused,
      requestsRefused: stats.requestsRefused - reported.requestsRefused,
      bodiesTimedOut: stats.bodiesTimedOut - reported.bodiesTimedOut,
      perClient,
    };
    reported = { at: now(), ...stats };
    log(`[front] clients held to their limits ${JSON.stringify(line)}`);
  };
  const report = () => {
    if (pending) return;
    pending = setTimeout(flush, Math.max(0, reportEveryMs - (now() - reported.at)));
    pending.unref();
  };
  const take = (/** @type {Map<string, number>} */ counts, /** @type {string} */ key) => {
    const held = counts.get(key) ?? 0;
    if (held >= perClient) return null;
    counts.set(key, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    };
  };
  return {
    stats,
    /** Open connections and requests in progress, per address (for tests and the bench). */
    held: () => ({ connections: new Map(connections), requests: new Map(requests) }),
    /**
     * A new connection: false (and it is closed) when its peer already holds `perClient` of them.
     * @param {import("node:net").Socket} socket
     */
    admitConnection(socket) {
      const peer = normaliseAddress(socket.remoteAddress) ?? "unknown";
      if (peer !== "unknown" && trusted(peer)) return true;
      const release = take(connections, peer);
      if (!release) {
        stats.connectionsRefused++;
        report();
        socket.destroy();
        return false;
      }
      socket.once("close", release);
      return true;
    },
    /**
     * A request from `address`: false when the client already has `perClient` in progress; otherwise
     * counted until its response closes.
     * @param {string} address
     * @param {import("node:http").ServerResponse} response
     */
    admitRequest(address, response) {
      const release = take(requests, address);
      if (!release) {
        stats.requestsRefused++;
        report();
        return false;
      }
      response.once("close", release);
      return true;
    },
    /** A body the front stopped waiting for. */
    bodyTimedOut() {
      stats.bodiesTimedOut++;
      report();
    },
  };
}

/**
 * Forwards a request's body to Next as it arrives, counted: past `limitBytes` (a chunked body says
 * nothing of its size beforehand) or after `idleMs` without a byte while the front is waiting for one,
 * reading stops, Next's request is abandoned (its socket freed) and `refuse` is told why (413 or 408).
 * The wait is not counted while the front itself holds the body back because Next is slow to take it.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ClientRequest} upstream
 * @param {{ limitBytes: number; idleMs: number; refuse: (status: number, text: string) => void }} options
 * @returns {{ readonly stopped: boolean }}
 */
export function forwardBody(request, upstream, { limitBytes, idleMs, refuse }) {
  let received = 0;
  let stopped = false;
  /** @type {NodeJS.Timeout | undefined} */
  let idle;
  const disarm = () => clearTimeout(idle);
  const arm = () => {
    disarm();
    if (idleMs > 0 && !stopped)
      idle = setTimeout(() => stop(408, "The request body stopped arriving."), idleMs);
  };
  const stop = (/** @type {number} */ status, /** @type {string} */ text) => {
    if (stopped) return;
    stopped = true;
    disarm();
    request.pause();
    upstream.destroy();
    refuse(status, text);
  };
  const framed = request.headers["transfer-encoding"] !== undefined;
  if (framed || Number(request.headers["content-length"] ?? 0) > 0) arm();
  request.on("data", (chunk) => {
    if (stopped) return;
    received += chunk.length;
    if (received > limitBytes) {
      stop(413, "The request body is too large.");
      return;
    }
    arm();
    if (!upstream.write(chunk)) {
      disarm();
      request.pause();
      upstream.once("drain", () => {
        if (stopped) return;
        request.resume();
        arm();
      });
    }
  });
  request.on("end", () => {
    disarm();
    if (!stopped) upstream.end();
  });
  request.on("close", () => {
    disarm();
    // The client went away mid-body: Next's request goes too, and nothing is answered.
    if (!request.complete && !stopped) {
      stopped = true;
      upstream.destroy();
    }
  });
  return {
    get stopped() {
      return stopped;
    },
  };
}
