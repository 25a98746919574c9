import { z } from "zod";
import type { PaymentUpdate } from "./payment-state";

/**
 * Stripe's webhook events in our terms (decision 0072). Only the fields we use are read; Stripe adds
 * fields freely, so objects are loose. An event of a type we do not handle is still accepted (and
 * recorded), so Stripe stops resending it.
 */

const id = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,250}$`));

export const stripeEventSchema = z.looseObject({
  id: id("evt"),
  object: z.literal("event"),
  type: z.string().min(1).max(100),
  created: z.number().int().nonnegative(),
  livemode: z.boolean().optional(),
  /** Set on a connected account's events (Connect webhooks): whose account it happened on. */
  account: id("acct").nullish(),
  data: z.looseObject({ object: z.looseObject({ id: z.string().max(255).optional() }) }),
});
export type StripeEvent = z.output<typeof stripeEventSchema>;

const paymentIntent = z.looseObject({
  id: id("pi"),
  status: z.string(),
  cancellation_reason: z.string().nullish(),
  last_payment_error: z.looseObject({ message: z.string().optional() }).nullish(),
});
const charge = z.looseObject({
  id: id("ch").or(id("py")),
  payment_intent: id("pi").nullish(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  captured: z.boolean(),
});
const dispute = z.looseObject({
  id: id("du").or(id("dp")),
  payment_intent: id("pi").nullish(),
  status: z.string(),
});
const account = z.looseObject({
  id: id("acct"),
  charges_enabled: z.boolean().optional(),
  payouts_enabled: z.boolean().optional(),
  details_submitted: z.boolean().optional(),
  requirements: z
    .looseObject({ currently_due: z.array(z.string()).nullish(), disabled_reason: z.string().nullish() })
    .nullish(),
});

/** A connected account's state as Stripe reports it (account.updated, or a retrieve). */
export type ConnectedAccountFacts = {
  id: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsDue: string[];
  disabledReason: string | null;
};

export function accountFacts(object: unknown): ConnectedAccountFacts | null {
  const parsed = account.safeParse(object);
  if (!parsed.success) return null;
  const a = parsed.data;
  return {
    id: a.id,
    chargesEnabled: a.charges_enabled ?? false,
    payoutsEnabled: a.payouts_enabled ?? false,
    detailsSubmitted: a.details_submitted ?? false,
    requirementsDue: a.requirements?.currently_due ?? [],
    disabledReason: a.requirements?.disabled_reason ?? null,
  };
}

export type EventMeaning =
  | { kind: "payment"; paymentIntent: string; update: PaymentUpdate }
  | { kind: "account"; account: ConnectedAccountFacts }
  | { kind: "unhandled"; reason: string };

const PAYMENT_INTENT_UPDATES: Record<string, (pi: z.output<typeof paymentIntent>) => PaymentUpdate | null> = {
  "payment_intent.requires_action": () => ({ kind: "requires_action" }),
  // A manual-capture intent becomes `requires_capture` (the hold is on the card) with this event.
  "payment_intent.amount_capturable_updated": (pi) =>
    pi.status === "requires_capture" ? { kind: "authorised" } : null,
  "payment_intent.succeeded": () => ({ kind: "captured" }),
  "payment_intent.payment_failed": (pi) => ({
    kind: "failed",
    reason: pi.last_payment_error?.message ?? "the payment failed",
  }),
  "payment_intent.canceled": (pi) => ({ kind: "canceled", reason: pi.cancellation_reason ?? "canceled" }),
};

/** What an event says, or why it says nothing we act on. */
export function eventMeaning(event: StripeEvent): EventMeaning {
  const object = event.data.object;
  const onIntent = PAYMENT_INTENT_UPDATES[event.type];
  if (onIntent) {
    const pi = paymentIntent.safeParse(object);
    if (!pi.success) return { kind: "unhandled", reason: `${event.type} without a payment intent` };
    const update = onIntent(pi.data);
    return update
      ? { kind: "payment", paymentIntent: pi.data.id, update }
      : { kind: "unhandled", reason: `${event.type} with status ${pi.data.status}` };
  }
  if (event.type === "charge.refunded") {
    const c = charge.safeParse(object);
    if (!c.success || !c.data.payment_intent)
      return { kind: "unhandled", reason: "a refund of no payment intent" };
    return {
      kind: "payment",
      paymentIntent: c.data.payment_intent,
      update: { kind: "refunded", fully: c.data.amount_refunded >= c.data.amount, captured: c.data.captured },
    };
  }
  if (event.type.startsWith("charge.dispute.")) {
    const d = dispute.safeParse(object);
    if (!d.success || !d.data.payment_intent)
      return { kind: "unhandled", reason: "a dispute of no payment intent" };
    return {
      kind: "payment",
      paymentIntent: d.data.payment_intent,
      update: { kind: "dispute", status: d.data.status, closed: event.type === "charge.dispute.closed" },
    };
  }
  if (event.type === "account.updated") {
    const facts = accountFacts(object);
    return facts
      ? { kind: "account", account: facts }
      : { kind: "unhandled", reason: "an account.updated without an account" };
  }
  return { kind: "unhandled", reason: `${event.type} is not an event we act on` };
}
