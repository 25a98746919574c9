import "server-only";
import type {
  AuthoriseResult,
  CaptureResult,
  CardDescription,
  PaymentProvider,
  ReleaseResult,
} from "./payment-provider";

/**
 * Stripe through its PaymentIntents API, over fetch (no SDK: five form-encoded calls). A deposit is a
 * PaymentIntent created with `capture_method=manual` and `confirm=true` with the card's PaymentMethod
 * from Stripe.js: status `requires_capture` means authorised (the hold is on the card); `capture`
 * takes it; `cancel` drops a hold never captured; a Refund pays back a captured one. Every POST sends
 * our `Idempotency-Key`, so a retry after a crash cannot charge twice. Stripe answers a declined card
 * with HTTP 402 and `error.type = card_error`; any 5xx, 429 or network failure is an `error` (the
 * outcome is unknown; the same key may be tried again). Uncaptured PaymentIntents lapse after 7 days,
 * so a hold we lose track of never takes money.
 */
export type StripeSettings = {
  secretKey: string;
  /** https://api.stripe.com unless a test points it at a fake server. */
  apiBase?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

type StripeAnswer =
  | { kind: "ok"; body: Record<string, unknown> }
  | { kind: "card"; reason: string }
  | { kind: "refused"; reason: string }
  | { kind: "error"; reason: string };

export function stripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const base = (settings.apiBase ?? "https://api.stripe.com").replace(/\/$/, "");
  const doFetch = settings.fetch ?? fetch;

  async function post(
    path: string,
    form: Record<string, string>,
    idempotencyKey: string,
  ): Promise<StripeAnswer> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${settings.secretKey}`,
          "content-type": "application/x-www-form-urlencoded",
          "idempotency-key": idempotencyKey,
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 30_000),
      });
    } catch (error) {
      return {
        kind: "error",
        reason: `Stripe unreachable: ${error instanceof Error ? error.message : error}`,
      };
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const stripeError = (body?.error ?? null) as { type?: string; message?: string; code?: string } | null;
    if (response.ok && body) return { kind: "ok", body };
    const reason = stripeError?.message ?? `Stripe answered HTTP ${response.status}`;
    if (response.status === 402 || stripeError?.type === "card_error") return { kind: "card", reason };
    if (response.status >= 500 || response.status === 429 || response.status === 409)
      return { kind: "error", reason };
    // 400/404: a request Stripe will never accept (such as capturing a cancelled intent).
    return { kind: "refused", reason };
  }

  return {
    name: "stripe",

    async authorise(request): Promise<AuthoriseResult> {
      const form: Record<string, string> = {
        amount: String(request.amountCents),
        currency: request.currency,
        payment_method: request.token,
        capture_method: "manual",
        confirm: "true",
        "payment_method_types[]": "card",
        description: request.description,
        // The card's brand and last four digits come back with the intent, for the shopper's receipt.
        "expand[]": "payment_method",
      };
      for (const [key, value] of Object.entries(request.metadata ?? {})) form[`metadata[${key}]`] = value;
      const answer = await post("/v1/payment_intents", form, request.idempotencyKey);
      if (answer.kind === "card" || answer.kind === "refused")
        return { kind: "declined", reason: answer.reason };
      if (answer.kind === "error") return answer;
      const id = String(answer.body.id ?? "");
      if (answer.body.status === "requires_capture" && id) {
        const card = cardOf(answer.body.payment_method);
        return card ? { kind: "authorised", ref: id, card } : { kind: "authorised", ref: id };
      }
      // requires_action (3-D Secure) and the rest: this flow takes no in-browser step (decision 0026), so
      // nothing is held; the intent is cancelled rather than left waiting on the shopper's bank.
      if (id)
        await post(
          `/v1/payment_intents/${encodeURIComponent(id)}/cancel`,
          {},
          `${request.idempotencyKey}:abandon`,
        );
      return {
        kind: "declined",
        reason:
          "Your bank asked to confirm this payment, which we can't do online yet. Nothing was charged: please try another card or call us.",
      };
    },

    async capture(ref, idempotencyKey): Promise<CaptureResult> {
      const answer = await post(`/v1/payment_intents/${encodeURIComponent(ref)}/capture`, {}, idempotencyKey);
      if (answer.kind === "ok") {
        return answer.body.status === "succeeded"
          ? { kind: "captured" }
          : { kind: "declined", reason: `capture left the payment ${String(answer.body.status)}` };
      }
      return answer.kind === "error" ? answer : { kind: "declined", reason: answer.reason };
    },

    async cancel(ref, idempotencyKey): Promise<ReleaseResult> {
      const answer = await post(`/v1/payment_intents/${encodeURIComponent(ref)}/cancel`, {}, idempotencyKey);
      return released(answer);
    },

    async refund(ref, idempotencyKey): Promise<ReleaseResult> {
      const answer = await post("/v1/refunds", { payment_intent: ref }, idempotencyKey);
      return released(answer);
    },
  };
}

function released(answer: StripeAnswer): ReleaseResult {
  if (answer.kind === "ok") return { kind: "released" };
  if (answer.kind === "error") return answer;
  return { kind: "refused", reason: answer.reason };
}

/** An expanded PaymentMethod's card: `{ card: { brand: "visa", last4: "4242" } }`; null when absent. */
function cardOf(method: unknown): CardDescription | null {
  const card = (method as { card?: { brand?: unknown; last4?: unknown } } | null)?.card;
  return typeof card?.brand === "string" && typeof card.last4 === "string" && /^\d{4}$/.test(card.last4)
    ? { brand: card.brand, last4: card.last4 }
    : null;
}
