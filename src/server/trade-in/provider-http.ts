import "server-only";

/**
 * One HTTP request a trade-in adapter makes. Each adapter builds its requests with pure functions, so
 * a test can hold them against the provider's documentation without a network; this module only sends
 * them and reads the answer.
 */
export type ProviderRequest = {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
};

export type ProviderResponse =
  /** A 2xx answer with a JSON body. */
  | { kind: "ok"; status: number; body: unknown }
  /** Any other status; the body if it was JSON, else null. Some (a 404) are answers, not failures. */
  | { kind: "http-error"; status: number; body: unknown }
  /** No usable answer: unreachable, cancelled, timed out, or a 2xx that is not JSON. */
  | { kind: "failed"; reason: string };

/**
 * Sends `request` and reads the answer as JSON. Never throws: a network error, an abort and a body
 * that is not JSON come back as `failed`, with a reason fit for a log (no headers, so no keys).
 */
export async function sendProviderRequest(
  provider: string,
  request: ProviderRequest,
  options: { signal: AbortSignal; fetch?: typeof fetch },
): Promise<ProviderResponse> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(request.url, {
      method: request.method,
      headers:
        request.body === undefined
          ? request.headers
          : { "content-type": "application/json", ...request.headers },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: options.signal,
      redirect: "error",
    });
  } catch (error) {
    if (options.signal.aborted) return { kind: "failed", reason: `${provider} request cancelled` };
    return { kind: "failed", reason: `${provider} unreachable: ${errorMessage(error)}` };
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (options.signal.aborted) return { kind: "failed", reason: `${provider} request cancelled` };
    return { kind: "failed", reason: `${provider} answer cut off: ${errorMessage(error)}` };
  }
  const body = parseJson(text);
  if (!response.ok)
    return { kind: "http-error", status: response.status, body: body === undefined ? null : body };
  if (body === undefined) {
    return {
      kind: "failed",
      reason: `${provider} answered HTTP ${response.status} with a body that is not JSON`,
    };
  }
  return { kind: "ok", status: response.status, body };
}

/** The reason for a status that is a failure, with the provider's own message when it sent one. */
export function httpFailureReason(provider: string, status: number, body: unknown): string {
  const message =
    body && typeof body === "object" && "message" in body && typeof body.message === "string"
      ? `: ${body.message.slice(0, 200)}`
      : "";
  return `${provider} answered HTTP ${status}${message}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
