// The request id (issue 36 item 3, decision 0068): one id per request, on every log line the request
// causes and on its answer (`x-request-id`). The front door sets it on every request it takes and
// forwards it to Next; the app sets it itself when reached directly. An id a client or a balancer in
// front already sent is kept when it is well formed (8 to 128 letters, digits and `.`, `_`, `:`, `-`:
// a UUID, a trace id, a balancer's own), else replaced, so nothing else a client sends lands in a log.
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id a request arrived with, when it is one to keep; null otherwise (none, a repeated header, or
 * anything outside the well-formed set).
 * @param {unknown} value the header's value as Node gives it
 * @returns {string | null}
 */
export function acceptedRequestId(value) {
  return typeof value === "string" && WELL_FORMED.test(value) ? value : null;
}

/**
 * The id to use for a request: the one it arrived with when well formed, else a new random UUID.
 * @param {unknown} value
 * @returns {string}
 */
export function requestIdFor(value) {
  return acceptedRequestId(value) ?? randomUUID();
}
