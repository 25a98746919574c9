// The front door's own answers (issue 16, decision 0040): the refusals and failures it writes itself
// instead of passing on Next's (400, 405, 408, 413, 429, 431, 502, and the 204 to `OPTIONS *`), each
// with the security headers like any other answer; the raw answers it writes on a socket Node's parser
// gave up on; and the one log line every 502 leaves.
import http from "node:http";
import { ALLOWED_METHODS } from "./request-line.mjs";
import { securityHeaders } from "./security-headers.mjs";

const STATUS_TEXT_HEADERS = { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" };
const JSON_ERROR_HEADERS = { "content-type": "application/json", "cache-control": "no-store" };

/** An API path answers in JSON, as the app's own APIs do; every other path in plain text. */
export const API_PATH = /^\/(?:admin\/)?api\//;

/**
 * The front's own answers for one server: `payments` shapes their security headers (made once, for
 * http and https), `log` takes the 502 lines.
 * @param {{ payments?: "stripe"; log: (line: string) => void }} options
 */
export function createOwnAnswers({ payments, log }) {
  /** The security headers without page hashes, for answers that are not pages (made once). */
  const plainSecurity = {
    http: securityHeaders({ https: false, payments }),
    https: securityHeaders({ https: true, payments }),
  };

  /**
   * One of the front's own answers (400, 405, 408, 413, 429, 502), with the security headers like any
   * other: on an API path JSON with a readable `error`, as the app's own APIs answer; elsewhere plain text.
   * @param {http.ServerResponse} response
   * @param {number} status
   * @param {string} text
   * @param {boolean} https
   * @param {Record<string, string>} [extra]
   */
  const answer = (response, status, text, https, extra = {}) => {
    const api = API_PATH.test(response.req?.url ?? "");
    response.writeHead(status, {
      ...(api ? JSON_ERROR_HEADERS : STATUS_TEXT_HEADERS),
      ...extra,
      ...(https ? plainSecurity.https : plainSecurity.http),
    });
    response.end(api ? JSON.stringify({ error: text }) : text);
  };

  /**
   * The 204 to `OPTIONS *`: the methods the server as a whole answers, no body.
   * @param {http.ServerResponse} response
   * @param {string} allow
   * @param {boolean} https
   */
  const noContent = (response, allow, https) => {
    response.writeHead(204, {
      allow,
      "cache-control": "no-store",
      ...(https ? plainSecurity.https : plainSecurity.http),
    });
    response.end();
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
        requestId: request.headers["x-request-id"] ?? null,
        method: request.method,
        path: (request.url ?? "/").split("?")[0],
        code: cause.code ?? null,
        error: cause.message,
        headersSent: response.headersSent,
      })}`,
    );

  // CONNECT never reaches the request handler, and a method Node's parser does not know (TRACK) is a
  // client error: both still get a 405 with the security headers, not a dropped connection or a bare 400.
  // A request timed out by Node (headers, or the whole request) gets a 408 unless its answer has begun.
  // The connection is then closed: at once if nothing can be written, else a second after the answer,
  // so a client that never closes its side cannot keep the socket (or, through it, Next's) open.
  const raw = (/** @type {import("node:stream").Duplex} */ socket, /** @type {number} */ status) => {
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

  /**
   * What Node's parser could not make a request of: a reset connection is dropped, anything else gets
   * a raw answer (405 for an unknown method, 431 for headers too large, 408 for a timeout, else 400).
   * @param {Error} error
   * @param {import("node:stream").Duplex} socket
   */
  const clientError = (error, socket) => {
    const rawPacket = /** @type {{ rawPacket?: Buffer }} */ (error).rawPacket?.toString("latin1") ?? "";
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code === "ECONNRESET" || code === "EPIPE") socket.destroy();
    else if (code === "HPE_INVALID_METHOD" && /^[A-Za-z-]+ /.test(rawPacket)) raw(socket, 405);
    else if (code === "HPE_HEADER_OVERFLOW") raw(socket, 431);
    else if (code === "ERR_HTTP_REQUEST_TIMEOUT") raw(socket, 408);
    else raw(socket, 400);
  };

  return { answer, noContent, badGateway, raw, clientError };
}

/** @typedef {ReturnType<typeof createOwnAnswers>} OwnAnswers */
