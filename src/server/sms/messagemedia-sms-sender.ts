import "server-only";
import type { OutgoingSms, SmsOutcome, SmsSender } from "./sms-sender";

/**
 * MessageMedia (Sinch MessageMedia, Melbourne), an Australian SMS provider, through its documented REST
 * Messages API (http://www.messagemedia.com/developers/send-api/rest/api-docreference, and the SDKs at
 * github.com/messagemedia): `POST https://api.messagemedia.com/v1/messages` with a JSON body
 * `{ messages: [{ content, destination_number, format: "SMS", delivery_report, source_number,
 * source_number_type, message_expiry_timestamp }] }`, authenticated with HTTP Basic (API key as user,
 * API secret as password), answered `202 Accepted` with the messages and their `message_id`s.
 *
 * `message_expiry_timestamp`: a sign-in code is worth nothing after 5 minutes, so a message the
 * network could not deliver by then is dropped instead of arriving late.
 */
export type MessageMediaConfig = {
  apiKey: string;
  apiSecret: string;
  /** An alphanumeric sender id (up to 11 characters, e.g. `Forecourt`) or an E.164 number; unset: the account's default. */
  sender?: string;
  /** `https://api.messagemedia.com`; tests point it at a loopback fake. */
  apiBase: string;
  /** How long to wait for MessageMedia's answer. */
  timeoutMs?: number;
};

export type MessageMediaRequest = {
  url: string;
  method: "POST";
  headers: Record<string, string>;
  body: string;
};

/** The HTTP request for one message, as MessageMedia documents it (pure; unit-tested). */
export function messageMediaRequest(config: MessageMediaConfig, message: OutgoingSms): MessageMediaRequest {
  const sender = (message.sender ?? config.sender)?.trim();
  const entry: Record<string, unknown> = {
    content: message.body,
    destination_number: message.to,
    format: "SMS",
    delivery_report: false,
  };
  if (sender) {
    entry.source_number = sender;
    entry.source_number_type = /^\+\d{6,15}$/.test(sender) ? "INTERNATIONAL" : "ALPHANUMERIC";
  }
  if (message.expiresAt) entry.message_expiry_timestamp = message.expiresAt.toISOString();
  const credentials = Buffer.from(`${config.apiKey}:${config.apiSecret}`, "utf8").toString("base64");
  return {
    url: `${config.apiBase.replace(/\/+$/, "")}/v1/messages`,
    method: "POST",
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      authorization: `Basic ${credentials}`,
    },
    body: JSON.stringify({ messages: [entry] }),
  };
}

export function messageMediaSmsSender(
  config: MessageMediaConfig,
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  const host = safeHost(config.apiBase);
  return {
    describe: `MessageMedia (${host})`,
    async send(message: OutgoingSms): Promise<SmsOutcome> {
      const request = messageMediaRequest(config, message);
      let response: Response;
      try {
        response = await fetchImpl(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          redirect: "error",
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        return { ok: false, retryable: true, reason: `MessageMedia did not answer: ${errorName(error)}` };
      }
      const text = await response.text().catch(() => "");
      if (response.status === 202 || response.status === 200 || response.status === 201) {
        const id = messageIdOf(text);
        return { ok: true, provider: "messagemedia", id: id ?? "unknown" };
      }
      // 401/403: the key is wrong or the feature is off; 400: the message was refused. Retrying
      // changes neither. 429 and 5xx are MessageMedia's own trouble and may pass.
      const retryable = response.status === 429 || response.status >= 500;
      return {
        ok: false,
        retryable,
        reason: `MessageMedia answered ${response.status}${detailOf(text)}`,
      };
    },
  };
}

function messageIdOf(text: string): string | null {
  try {
    const parsed = JSON.parse(text) as { messages?: { message_id?: unknown }[] };
    const id = parsed.messages?.[0]?.message_id;
    return typeof id === "string" ? id : null;
  } catch {
    return null;
  }
}

/** MessageMedia's reason, short and on one line (it never echoes the credentials). */
function detailOf(text: string): string {
  try {
    const parsed = JSON.parse(text) as { message?: unknown; details?: unknown };
    const parts = [parsed.message, ...(Array.isArray(parsed.details) ? parsed.details : [])]
      .filter((p): p is string => typeof p === "string")
      .join("; ");
    return parts ? `: ${parts.replace(/\s+/g, " ").slice(0, 200)}` : "";
  } catch {
    return "";
  }
}

function safeHost(base: string): string {
  try {
    return new URL(base).host;
  } catch {
    return "unknown host";
  }
}

function errorName(error: unknown): string {
  if (error instanceof Error) return error.name === "TimeoutError" ? "timed out" : error.message;
  return "network error";
}
