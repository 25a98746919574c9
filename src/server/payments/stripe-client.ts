import "server-only";

/**
 * Stripe's REST API over fetch: form-encoded POSTs with our `Idempotency-Key`, GETs, and the
 * `Stripe-Account` header when acting on a connected account (Connect, decision 0071). Answers in our
 * terms: `card` is a card's refusal (HTTP 402 / `card_error`), `refused` a request Stripe will never
 * accept (400/404), `error` an unknown outcome (5xx, 409, 429, the network) that is safe to retry
 * with the same key. The secret key stays here, on the server.
 */
export type StripeClientSettings = {
  secretKey: string;
  apiBase?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  account?: string | null;
};

export type StripeAnswer =
  | { kind: "ok"; body: Record<string, unknown> }
  | { kind: "card"; reason: string }
  | { kind: "refused"; reason: string }
  | { kind: "error"; reason: string };

export type StripeClient = {
  post(path: string, form: Record<string, string>, idempotencyKey?: string): Promise<StripeAnswer>;
  get(path: string): Promise<StripeAnswer>;
};

export function stripeClient(settings: StripeClientSettings): StripeClient {
  const base = (settings.apiBase ?? "https://api.stripe.com").replace(/\/$/, "");
  const doFetch = settings.fetch ?? fetch;
  const headers = (more: Record<string, string>) => ({
    authorization: `Bearer ${settings.secretKey}`,
    ...(settings.account ? { "stripe-account": settings.account } : {}),
    ...more,
  });

  async function call(path: string, init: RequestInit): Promise<StripeAnswer> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        ...init,
        signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
      });
    } catch (error) {
      return {
        kind: "error",
        reason: `Stripe unreachable: ${error instanceof Error ? error.message : error}`,
      };
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const stripeError = (body?.error ?? null) as { type?: string; message?: string } | null;
    if (response.ok && body) return { kind: "ok", body };
    const reason = stripeError?.message ?? `Stripe answered HTTP ${response.status}`;
    if (response.status === 402 || stripeError?.type === "card_error") return { kind: "card", reason };
    if (response.status >= 500 || response.status === 429 || response.status === 409)
      return { kind: "error", reason };
    // 400/404: a request Stripe will never accept (such as capturing a cancelled intent).
    return { kind: "refused", reason };
  }

  return {
    post: (path, form, idempotencyKey) =>
      call(path, {
        method: "POST",
        headers: headers({
          "content-type": "application/x-www-form-urlencoded",
          ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        }),
        body: new URLSearchParams(form).toString(),
      }),
    get: (path) => call(path, { method: "GET", headers: headers({}) }),
  };
}
