import { type SignatureRefusal, signatureVerdict } from "../leads/webhook-signature";
import { type StripeEvent, stripeEventSchema } from "./stripe-events";

/**
 * Verifying a Stripe webhook (decision 0072), by Stripe's documented scheme with node:crypto (the
 * `stripe` package is not a dependency; this is the whole of what it would do here): the
 * `Stripe-Signature` header is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`; the
 * signature must be one of the endpoint's secret's, and the timestamp within the tolerance (five
 * minutes, Stripe's libraries' default), so a captured delivery cannot be replayed later. Events of a
 * connected account (`account` set) come to the platform's Connect endpoint and are signed with its
 * secret; the platform's own events with the account endpoint's secret. Replays inside the tolerance
 * are caught by event id where events are stored (server/payments/receive-stripe-event.ts).
 */

export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeWebhookSecrets = {
  /** The platform's own endpoint (`whsec_…`): events on the platform's account. */
  platform?: string | undefined;
  /** The platform's Connect endpoint: events on connected (dealers') accounts. */
  connect?: string | undefined;
};

export type StripeWebhookVerdict = { ok: true; event: StripeEvent } | { ok: false; reason: string };

const REFUSALS: Record<SignatureRefusal, string> = {
  missing: "The Stripe-Signature header is missing.",
  malformed: "The Stripe-Signature header is not Stripe's t=…,v1=… scheme.",
  stale: `The Stripe-Signature timestamp is more than ${STRIPE_WEBHOOK_TOLERANCE_SECONDS} seconds from now: a replay, or a clock far off.`,
  mismatch: "The Stripe-Signature does not match this endpoint's secret.",
};

/** The raw body as received (never re-serialised JSON), its signature header, and the endpoint's secrets. */
export function verifyStripeWebhook(
  rawBody: string,
  header: string | null,
  secrets: StripeWebhookSecrets,
  nowSeconds: number,
  toleranceSeconds = STRIPE_WEBHOOK_TOLERANCE_SECONDS,
): StripeWebhookVerdict {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: "The body is not JSON." };
  }
  // Which endpoint signed it follows from whose event it says it is; the signature then proves it.
  const connected = typeof (json as { account?: unknown } | null)?.account === "string";
  const secret = connected ? secrets.connect : secrets.platform;
  if (!secret)
    return {
      ok: false,
      reason: connected
        ? "No webhook secret is set for connected accounts' events (STRIPE_CONNECT_WEBHOOK_SECRET)."
        : "No webhook secret is set for the platform's events (STRIPE_WEBHOOK_SECRET).",
    };
  const verdict = signatureVerdict([secret], header, rawBody, nowSeconds, toleranceSeconds);
  if (!verdict.ok) return { ok: false, reason: REFUSALS[verdict.reason] };
  const event = stripeEventSchema.safeParse(json);
  if (!event.success) return { ok: false, reason: "The body is not a Stripe event." };
  return { ok: true, event: event.data };
}
