import type { ReservationStatus } from "../checkout/reservation";

/**
 * A deposit's payment as the processor reports it (decision 0072): signed webhook events are the
 * source of truth for a reservation's payment state; the answers to our own calls are provisional.
 * Pure: server/payments turns Stripe's events (and the local test bank's answers) into a
 * `PaymentUpdate`, and `paymentEffect` says what it does to the reservation, whatever order the
 * events arrive in and however often one is delivered.
 */

export const PAYMENT_STATES = [
  "requires_action",
  "authorised",
  "captured",
  "canceled",
  "failed",
  "refunded",
  "partially_refunded",
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * What the shopper's browser must do to finish a payment their bank wants to confirm (3-D Secure):
 * Stripe's intent is finished by Stripe.js (`handleNextAction` with the intent's client secret, which
 * is meant for the browser); the local test processor's by its test bank's page on our own site.
 */
export type NextAction = { type: "stripe_sdk"; client_secret: string } | { type: "redirect"; url: string };

/** A processor's report about one payment, in our own terms. */
export type PaymentUpdate =
  /** The shopper's bank asks them to confirm (3-D Secure). */
  | { kind: "requires_action" }
  /** The deposit is held on the card (Stripe: `requires_capture`). */
  | { kind: "authorised" }
  /** The held deposit was taken (Stripe: `succeeded`). */
  | { kind: "captured" }
  /** The card or the bank's check failed. */
  | { kind: "failed"; reason: string }
  /** The payment was cancelled at the processor (the hold is gone). */
  | { kind: "canceled"; reason: string }
  /** Money went back: all of it or part; `captured` false when an uncaptured hold was released. */
  | { kind: "refunded"; fully: boolean; captured: boolean }
  /** A chargeback was opened or changed (`closed` once won or lost). */
  | { kind: "dispute"; status: string; closed: boolean };

/** What a reservation is, as far as its payment's events are concerned. */
export type ReservationPaymentFacts = {
  status: ReservationStatus;
  capturedAt: Date | null;
  refundedAt: Date | null;
  releasedAt: Date | null;
};

/** The payment steps an event can record without a status change. */
export type PaymentMarks = { captured?: true; released?: true; refunded?: true; dispute?: string };

export type PaymentEffect =
  /** Move the reservation (its usual transition, with its notices and the car's flag). */
  | { kind: "move"; to: ReservationStatus; reason: string; payment: PaymentState; marks?: PaymentMarks }
  /** Record the processor's word (and any payment step it confirms) without a status change. */
  | { kind: "record"; reason: string; payment: PaymentState; marks?: PaymentMarks }
  /** Nothing to do: the reservation has already moved past what the event says. */
  | { kind: "ignore"; reason: string };

const ENDED: ReadonlySet<ReservationStatus> = new Set(["cancelled", "expired"]);

/**
 * What one payment update does to the reservation it is about. Order-tolerant: an event that arrives
 * after the reservation moved on (a `requires_action` after the hold, a `canceled` after our own
 * cancel) changes nothing or only confirms; one that reports money moving that we did not move (a
 * refund from Stripe's dashboard, a capture we never heard back from) is recorded so the worker
 * settles it (an ended reservation's captured deposit is then paid back).
 */
export function paymentEffect(facts: ReservationPaymentFacts, update: PaymentUpdate): PaymentEffect {
  const { status } = facts;
  switch (update.kind) {
    case "requires_action":
      return status === "pending"
        ? { kind: "record", reason: "the shopper's bank asked them to confirm", payment: "requires_action" }
        : { kind: "ignore", reason: `the reservation is already ${status}` };
    case "authorised":
      if (status === "pending")
        return { kind: "move", to: "held", reason: "deposit authorised", payment: "authorised" };
      if (status === "held" && !facts.capturedAt)
        return { kind: "record", reason: "authorisation confirmed by the processor", payment: "authorised" };
      if (ENDED.has(status) && !facts.capturedAt && !facts.releasedAt)
        return {
          kind: "record",
          reason: "authorised after the reservation ended: the hold is released",
          payment: "authorised",
        };
      return { kind: "ignore", reason: `the reservation is already ${status}` };
    case "captured":
      return capturedEffect(facts);
    case "failed":
      if (status === "pending")
        return {
          kind: "move",
          to: "cancelled",
          reason: `card declined: ${update.reason}`,
          payment: "failed",
        };
      return { kind: "ignore", reason: `the reservation is already ${status}` };
    case "canceled":
      return canceledEffect(facts, update.reason);
    case "refunded":
      return refundedEffect(facts, update);
    case "dispute":
      return {
        kind: "record",
        reason: update.closed ? `chargeback closed: ${update.status}` : `chargeback opened: ${update.status}`,
        payment: facts.refundedAt ? "refunded" : "captured",
        marks: { dispute: update.status },
      };
  }
}

function capturedEffect(facts: ReservationPaymentFacts): PaymentEffect {
  const { status } = facts;
  if (status === "pending")
    return {
      kind: "move",
      to: "held",
      reason: "deposit authorised and taken",
      payment: "captured",
      marks: { captured: true },
    };
  if (status === "refunded") return { kind: "ignore", reason: "the deposit was already refunded" };
  if (facts.capturedAt)
    return { kind: "record", reason: "capture confirmed by the processor", payment: "captured" };
  // Held: the capture we asked for (or never heard back from) happened. Ended: the worker pays it back.
  return {
    kind: "record",
    reason: ENDED.has(status) ? "deposit taken after the reservation ended: it is refunded" : "deposit taken",
    payment: "captured",
    marks: { captured: true },
  };
}

function canceledEffect(facts: ReservationPaymentFacts, why: string): PaymentEffect {
  const { status } = facts;
  if (status === "pending")
    return {
      kind: "move",
      to: "cancelled",
      reason: `payment cancelled at the processor: ${why}`,
      payment: "canceled",
    };
  if (facts.capturedAt) return { kind: "ignore", reason: "the deposit was already taken" };
  if (status === "held")
    return {
      kind: "move",
      to: "cancelled",
      reason: `the card hold was cancelled at the processor: ${why}`,
      payment: "canceled",
      marks: { released: true },
    };
  if (ENDED.has(status))
    return {
      kind: "record",
      reason: "card hold release confirmed by the processor",
      payment: "canceled",
      marks: { released: true },
    };
  return { kind: "ignore", reason: `the reservation is already ${status}` };
}

function refundedEffect(
  facts: ReservationPaymentFacts,
  update: Extract<PaymentUpdate, { kind: "refunded" }>,
): PaymentEffect {
  const { status } = facts;
  // Stripe reports the release of an uncaptured hold as a refund of an uncaptured charge.
  if (!update.captured) return canceledEffect(facts, "the card hold was released");
  if (!update.fully)
    return {
      kind: "record",
      reason: "part of the deposit was refunded at the processor",
      payment: "partially_refunded",
    };
  if (status === "refunded")
    return { kind: "record", reason: "refund confirmed by the processor", payment: "refunded" };
  if ((status === "held" || ENDED.has(status)) && facts.capturedAt)
    return {
      kind: "move",
      to: "refunded",
      reason: "deposit refunded at the processor",
      payment: "refunded",
      marks: { refunded: true },
    };
  if ((status === "held" || ENDED.has(status)) && !facts.capturedAt)
    return {
      kind: "move",
      to: "refunded",
      reason: "deposit taken and refunded at the processor",
      payment: "refunded",
      marks: { captured: true, refunded: true },
    };
  return {
    kind: "record",
    reason: `deposit refunded at the processor after the reservation was ${status}`,
    payment: "refunded",
    marks: { refunded: true },
  };
}

const STATE_WORDS: Record<PaymentState, string> = {
  requires_action: "waiting on the shopper's bank",
  authorised: "held on the card",
  captured: "taken",
  canceled: "cancelled: nothing taken",
  failed: "failed: nothing taken",
  refunded: "refunded in full",
  partially_refunded: "partly refunded",
};

/**
 * What the console says of a deposit's payment (decision 0072): its state as the processor's last
 * signed event confirmed it, or that none has yet (what the page shows then comes from our own calls).
 */
export function processorWord(provider: string, state: PaymentState | null): string {
  const who = provider === "stripe" ? "Stripe" : "the test processor";
  if (!state) return `Not yet confirmed by ${who}`;
  const words = STATE_WORDS[state] ?? state;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} (confirmed by ${who})`;
}
