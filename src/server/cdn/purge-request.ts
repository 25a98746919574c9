import "server-only";
import type { DeliveryOutcome } from "@/lib/leads/retry";

/**
 * What tells the shared cache in front of the servers to drop a site's pages (issue 35 §4, decision
 * 0076): one adapter per cache, each written against its vendor's documented purge-by-tag API, chosen
 * by CDN_PROVIDER. `none` has no adapter: each server's own front cache drops its own copies.
 *
 * An outcome is the outbox's: taken, or refused with whether trying again could help (the vendor's
 * trouble, a rate limit) or not (a wrong token, an address the cache does not take purges from).
 */
export type CachePurger = {
  /** For logs: `Cloudflare (zone …)`. Never names a secret. */
  describe: string;
  purge(tags: readonly string[]): Promise<DeliveryOutcome>;
};

/** How long a purge waits for the cache's answer before it counts as failed (and is tried again). */
export const PURGE_TIMEOUT_MS = 10_000;

/**
 * One purge request and its outcome, the same for every adapter: no answer or a 429/5xx may pass, so
 * it is tried again; any other refusal is the configuration's and is not. `taken` reads a 2xx answer's
 * body (Cloudflare says `success: false` in a 200's body).
 */
export async function sendPurge(
  fetchImpl: typeof fetch,
  vendor: string,
  request: { url: string; method: string; headers: Record<string, string>; body?: string },
  taken: (status: number, text: string) => boolean = () => true,
  why: (text: string, statusText: string) => string = () => "",
): Promise<DeliveryOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      redirect: "error",
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : errorText(error);
    return { ok: false, retryable: true, reason: `${vendor} did not answer: ${reason}` };
  }
  const text = await response.text().catch(() => "");
  if (response.status >= 200 && response.status < 300 && taken(response.status, text)) return { ok: true };
  const retryable = response.status === 429 || response.status >= 500;
  const detail = why(text, response.statusText).replace(/\s+/g, " ").trim().slice(0, 200);
  return {
    ok: false,
    retryable,
    reason: `${vendor} answered ${response.status}${detail ? `: ${detail}` : ""}`,
  };
}

function errorText(error: unknown): string {
  if (!(error instanceof Error)) return "network error";
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}
