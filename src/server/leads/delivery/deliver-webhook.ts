import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { signWebhook } from "@/lib/leads/webhook-signature";
import { isPublicAddress } from "@/lib/net/ip-address";
import { oneLine } from "@/lib/text/one-line";

/**
 * The webhook channel of lead delivery: one signed POST to the dealer's URL, with an outcome the
 * outbox records and a reason the dealer can read. This function never throws and never retries; the
 * outbox decides when to try again from `retryable`.
 *
 * The URL is dealer-supplied, so the request must not reach our own network (SSRF): the host is
 * resolved once, every address is checked, and the connection is pinned to the checked addresses so a
 * second, different DNS answer (rebinding) cannot redirect it. Redirects are not followed for the same
 * reason.
 */

export type WebhookTarget = { url: string; secret: string };

export type WebhookOutcome =
  | { ok: true; status: number }
  | { ok: false; retryable: boolean; reason: string; status?: number };

export type DeliverWebhookOptions = {
  /** Let the target resolve to loopback or private addresses (local development and tests only). */
  allowPrivateTargets?: boolean;
  /** Deadline for the whole delivery, DNS to last byte read; default 10 s. */
  timeoutMs?: number;
  /** Clock for the signature timestamp, in milliseconds like `Date.now`. */
  now?: () => number;
};

export const WEBHOOK_USER_AGENT = "Forecourt-Webhook/1";
const DEFAULT_TIMEOUT_MS = 10_000;
/** We only need the status; a little of the body makes a failure reason useful, the rest is discarded. */
const MAX_RESPONSE_BYTES = 64 * 1024;
const REASON_DETAIL_CHARS = 120;

type PinnedAddress = { address: string; family: 4 | 6 };

export async function deliverWebhook(
  target: WebhookTarget,
  payload: { id: string; body: string },
  options: DeliverWebhookOptions = {},
): Promise<WebhookOutcome> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;

  let url: URL;
  try {
    url = new URL(target.url);
  } catch {
    return permanent("the webhook URL is not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return permanent(`refused: ${url.protocol.slice(0, -1)} URLs are not supported (use http or https)`);
  }
  if (url.username || url.password) {
    return permanent("refused: the webhook URL contains credentials (use the signing secret instead)");
  }
  // URL keeps IPv6 literals bracketed; DNS, isIP and the request all want the bare address.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const where = url.host;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const timedOut: WebhookOutcome = { ok: false, retryable: true, reason: `timed out after ${timeoutMs} ms` };
  try {
    const resolved = await resolveHost(host, controller.signal);
    if (controller.signal.aborted) return timedOut;
    if (!resolved.ok) return resolved.outcome;
    if (!options.allowPrivateTargets && resolved.addresses.some((a) => !isPublicAddress(a.address))) {
      return permanent(`refused: ${host} resolves to a private, loopback or link-local address`);
    }

    const timestampSeconds = Math.floor(now() / 1000);
    const outcome = await post(
      url,
      host,
      resolved.addresses,
      controller.signal,
      {
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(payload.body)),
        "user-agent": WEBHOOK_USER_AGENT,
        "x-forecourt-delivery": payload.id,
        "x-forecourt-signature": signWebhook(target.secret, timestampSeconds, payload.body),
      },
      payload.body,
      where,
    );
    return outcome ?? timedOut;
  } catch (error) {
    // Only a request we could not even build lands here (say, a delivery id that is not a valid header
    // value); trying again would build the same request.
    return permanent(
      `could not build the webhook request: ${error instanceof Error ? oneLine(error.message, REASON_DETAIL_CHARS) : "unknown error"}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

function permanent(reason: string, status?: number): WebhookOutcome {
  return status === undefined
    ? { ok: false, retryable: false, reason }
    : { ok: false, retryable: false, reason, status };
}

function transient(reason: string, status?: number): WebhookOutcome {
  return status === undefined
    ? { ok: false, retryable: true, reason }
    : { ok: false, retryable: true, reason, status };
}

async function resolveHost(
  host: string,
  signal: AbortSignal,
): Promise<{ ok: true; addresses: PinnedAddress[] } | { ok: false; outcome: WebhookOutcome }> {
  const literal = isIP(host);
  if (literal === 4 || literal === 6) return { ok: true, addresses: [{ address: host, family: literal }] };

  // dns.lookup cannot be cancelled (it runs on the libuv thread pool), so race it against the deadline.
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<null>((resolve) => {
    onAbort = () => resolve(null);
    signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    const answers = await Promise.race([dns.promises.lookup(host, { all: true }), aborted]);
    if (answers === null) return { ok: true, addresses: [] };
    const addresses = answers.flatMap((a): PinnedAddress[] =>
      a.family === 4 || a.family === 6 ? [{ address: a.address, family: a.family }] : [],
    );
    if (addresses.length === 0) return { ok: false, outcome: transient(`could not resolve ${host}`) };
    return { ok: true, addresses };
  } catch (error) {
    const code = errorCode(error);
    const reason =
      code === "ENOTFOUND" || code === "ENODATA"
        ? `could not resolve ${host} (no such host)`
        : `could not resolve ${host} (${code ?? "DNS error"})`;
    // A missing name is often a typo, but also a DNS outage or a domain not yet live; the outbox's
    // retry limit bounds the cost of trying again.
    return { ok: false, outcome: transient(reason) };
  } finally {
    if (onAbort) signal.removeEventListener("abort", onAbort);
  }
}

/** A lookup that only ever answers with the addresses we already checked. */
function pinnedLookup(addresses: PinnedAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    const family =
      options.family === 4 || options.family === "IPv4"
        ? 4
        : options.family === 6 || options.family === "IPv6"
          ? 6
          : 0;
    const candidates = family ? addresses.filter((a) => a.family === family) : addresses;
    const first = candidates[0];
    if (!first) {
      const error: NodeJS.ErrnoException = new Error(`no checked IPv${family} address for ${hostname}`);
      error.code = "ENOTFOUND";
      callback(error, "", undefined);
    } else if (options.all) {
      callback(null, candidates);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

/** The POST itself; resolves to null when the deadline aborted it before any response. */
function post(
  url: URL,
  host: string,
  addresses: PinnedAddress[],
  signal: AbortSignal,
  headers: Record<string, string>,
  body: string,
  where: string,
): Promise<WebhookOutcome | null> {
  const common: http.RequestOptions = {
    method: "POST",
    hostname: host,
    port: url.port || undefined,
    path: `${url.pathname}${url.search}`,
    headers,
    lookup: pinnedLookup(addresses),
    // A fresh connection each time: a pooled socket would skip the check above.
    agent: false,
    signal,
  };
  // The Host header and TLS server name stay the URL's host name; only the connection is pinned.
  const request =
    url.protocol === "https:"
      ? https.request({ ...common, servername: isIP(host) ? undefined : host })
      : http.request(common);

  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: WebhookOutcome | null) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    // Once a status has arrived it decides the outcome, whatever happens to the rest of the body.
    let finishResponse: (() => void) | undefined;

    request.on("response", (response) => {
      const status = response.statusCode ?? 0;
      const kept: Buffer[] = [];
      let keptBytes = 0;
      let readBytes = 0;
      finishResponse = () => {
        const text = Buffer.concat(kept).toString("utf8");
        settle(outcomeForStatus(status, where, text, response.headers.location));
        response.destroy();
      };
      response.on("data", (chunk: Buffer) => {
        readBytes += chunk.length;
        if (keptBytes < 1024) {
          kept.push(chunk);
          keptBytes += chunk.length;
        }
        if (readBytes >= MAX_RESPONSE_BYTES) finishResponse?.();
      });
      response.on("end", () => finishResponse?.());
      response.on("error", () => finishResponse?.());
      response.on("close", () => finishResponse?.());
    });

    request.on("error", (error) => {
      if (finishResponse) finishResponse();
      else settle(signal.aborted ? null : connectionFailure(error, where));
    });

    request.end(body);
  });
}

function outcomeForStatus(
  status: number,
  where: string,
  responseText: string,
  location?: string,
): WebhookOutcome {
  if (status >= 200 && status <= 299) return { ok: true, status };
  if (status >= 300 && status <= 399) {
    const to = location ? `, Location: ${oneLine(location, REASON_DETAIL_CHARS)}` : "";
    return permanent(`HTTP ${status} redirect from ${where} (redirects are not followed${to})`, status);
  }
  const detail = oneLine(responseText, REASON_DETAIL_CHARS);
  const reason = `HTTP ${status} from ${where}${detail ? `: ${detail}` : ""}`;
  if (status === 408 || status === 425 || status === 429 || (status >= 500 && status <= 599)) {
    return transient(reason, status);
  }
  return permanent(reason, status);
}

const CONNECTION_ERRORS: Record<string, (where: string) => string> = {
  ECONNREFUSED: (where) => `connection refused by ${where}`,
  ECONNRESET: (where) => `connection reset by ${where}`,
  EPIPE: (where) => `connection closed by ${where}`,
  ETIMEDOUT: (where) => `connection to ${where} timed out`,
  EHOSTUNREACH: (where) => `${where} is unreachable`,
  ENETUNREACH: (where) => `network unreachable connecting to ${where}`,
  EADDRNOTAVAIL: (where) => `cannot connect to ${where} from this network`,
};

/** Anything that stops the exchange before a response: transient as far as we can tell. */
function connectionFailure(error: unknown, where: string): WebhookOutcome {
  const code = errorCode(error) ?? "";
  const known = CONNECTION_ERRORS[code];
  if (known) return transient(known(where));
  const message = error instanceof Error ? oneLine(error.message, REASON_DETAIL_CHARS) : "";
  if (code.startsWith("HPE_")) return transient(`invalid HTTP response from ${where}`);
  // Certificate problems (expired, self-signed, wrong name) are the dealer's to fix; retrying lets the
  // lead through once they have.
  if (code.startsWith("ERR_TLS_") || code.startsWith("ERR_SSL_") || /CERT|SELF_SIGNED|VERIFY/.test(code)) {
    return transient(`TLS error from ${where}: ${message || code}`);
  }
  if (code === "ECONNABORTED" || code === "ERR_STREAM_PREMATURE_CLOSE" || message === "socket hang up") {
    return transient(`${where} closed the connection without answering`);
  }
  return transient(`could not deliver to ${where}: ${message || code || "unknown error"}`);
}

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
    ? error.code
    : undefined;
}
