import "server-only";
import type {
  AuthoriseResult,
  CaptureResult,
  CardDescription,
  PaymentLookup,
  PaymentProvider,
  ReleaseResult,
} from "./payment-provider";
import { type StripeAnswer, stripeClient } from "./stripe-client";

/**
 * Stripe through its PaymentIntents API, over fetch (no SDK: a handful of form-encoded calls). A
 * deposit is a PaymentIntent created with `capture_method=manual` and `confirm=true` with the card's
 * PaymentMethod from Stripe.js (Stripe's "finalize payments on the server" flow): status
 * `requires_capture` means authorised (the hold is on the card); `requires_action` means the shopper's
 * bank wants them to confirm (3-D Secure): the intent's client secret goes to the browser, which
 * finishes it with Stripe.js `handleNextAction`, and Stripe's event (or `retrieve`) says how it ended
 * (decision 0072). `capture` takes the hold; `cancel` drops one never captured; a Refund pays back a
 * captured one. Every POST sends our `Idempotency-Key`, so a retry after a crash cannot charge twice.
 *
 * With Stripe Connect (decision 0071) the provider is made for a dealer's connected account: every
 * call carries `Stripe-Account` (a direct charge on the dealer's account), and the platform's fee,
 * when one is set, is the intent's `application_fee_amount` (given back with a refund).
 */
export type StripeSettings = {
  secretKey: string;
  /** https://api.stripe.com unless a test points it at a fake server. */
  apiBase?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The dealer's connected account (`acct_…`); absent: the platform's own account. */
  account?: string | null;
  /** The platform's fee on a connected account's deposit, in basis points of the amount (0: none). */
  applicationFeeBps?: number;
};

export function stripePaymentProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  const account = settings.account ?? null;
  const feeBps = account ? (settings.applicationFeeBps ?? 0) : 0;

  return {
    name: "stripe",
    account,

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
      if (request.returnUrl) form.return_url = request.returnUrl;
      const fee = Math.round((request.amountCents * feeBps) / 10_000);
      if (fee > 0) form.application_fee_amount = String(fee);
      for (const [key, value] of Object.entries(request.metadata ?? {})) form[`metadata[${key}]`] = value;
      const answer = await stripe.post("/v1/payment_intents", form, request.idempotencyKey);
      if (answer.kind === "card" || answer.kind === "refused")
        return { kind: "declined", reason: answer.reason };
      if (answer.kind === "error") return answer;
      const id = String(answer.body.id ?? "");
      const state = lookupOf(answer.body);
      if (id && state.kind === "authorised") return { kind: "authorised", ref: id, ...cardField(state.card) };
      if (id && state.kind === "requires_action")
        return { kind: "requires_action", ref: id, action: state.action };
      if (state.kind === "failed") return { kind: "declined", reason: state.reason };
      return { kind: "error", reason: `Stripe left the payment ${String(answer.body.status)}` };
    },

    async capture(ref, idempotencyKey): Promise<CaptureResult> {
      const answer = await stripe.post(
        `/v1/payment_intents/${encodeURIComponent(ref)}/capture`,
        {},
        idempotencyKey,
      );
      if (answer.kind === "ok") {
        return answer.body.status === "succeeded"
          ? { kind: "captured" }
          : { kind: "declined", reason: `capture left the payment ${String(answer.body.status)}` };
      }
      return answer.kind === "error" ? answer : { kind: "declined", reason: answer.reason };
    },

    async cancel(ref, idempotencyKey): Promise<ReleaseResult> {
      return released(
        await stripe.post(`/v1/payment_intents/${encodeURIComponent(ref)}/cancel`, {}, idempotencyKey),
      );
    },

    async refund(ref, idempotencyKey): Promise<ReleaseResult> {
      const form: Record<string, string> = { payment_intent: ref };
      // A refunded deposit gives the platform's fee back too: the dealer is not out of pocket.
      if (feeBps > 0) form.refund_application_fee = "true";
      return released(await stripe.post("/v1/refunds", form, idempotencyKey));
    },

    async retrieve(ref): Promise<PaymentLookup> {
      const answer = await stripe.get(
        `/v1/payment_intents/${encodeURIComponent(ref)}?expand[]=payment_method`,
      );
      if (answer.kind === "ok") return lookupOf(answer.body);
      return { kind: "error", reason: answer.reason };
    },
  };
}

/** A PaymentIntent's status in our terms (Stripe's PaymentIntent lifecycle). */
function lookupOf(intent: Record<string, unknown>): PaymentLookup {
  switch (intent.status) {
    case "requires_capture": {
      const card = cardOf(intent.payment_method);
      return card ? { kind: "authorised", card } : { kind: "authorised" };
    }
    case "succeeded":
      return { kind: "captured" };
    case "requires_action": {
      const secret = intent.client_secret;
      return typeof secret === "string" && secret
        ? { kind: "requires_action", action: { type: "stripe_sdk", client_secret: secret } }
        : { kind: "error", reason: "Stripe asked for an action without a client secret" };
    }
    case "canceled":
      return { kind: "canceled" };
    case "requires_payment_method": {
      // The bank's check failed (or the card was refused on confirming): nothing is held.
      const error = intent.last_payment_error as { message?: unknown } | null | undefined;
      return {
        kind: "failed",
        reason: typeof error?.message === "string" ? error.message : "Your card was not authorised.",
      };
    }
    default:
      return { kind: "error", reason: `the payment is ${String(intent.status)}` };
  }
}

function released(answer: StripeAnswer): ReleaseResult {
  if (answer.kind === "ok") return { kind: "released" };
  if (answer.kind === "error") return answer;
  return { kind: "refused", reason: answer.reason };
}

const cardField = (card: CardDescription | undefined) => (card ? { card } : {});

/** An expanded PaymentMethod's card: `{ card: { brand: "visa", last4: "4242" } }`; null when absent. */
function cardOf(method: unknown): CardDescription | null {
  const card = (method as { card?: { brand?: unknown; last4?: unknown } } | null)?.card;
  return typeof card?.brand === "string" && typeof card.last4 === "string" && /^\d{4}$/.test(card.last4)
    ? { brand: card.brand, last4: card.last4 }
    : null;
}
