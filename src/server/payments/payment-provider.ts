import "server-only";
import type { NextAction } from "@/lib/payments/payment-state";

/**
 * The edge between checkout and whoever moves the money (ARCHITECTURE "Adapters at the edge"): a
 * small interface in our own terms, so checkout never sees a processor's shapes and tests never need
 * the internet. Every call carries an idempotency key; a retry with the same key (a worker finishing
 * what a crashed server began) is answered as the first call was, never a second charge.
 *
 * Outcomes are typed unions: `declined` is the card's answer (final; tell the shopper), `error` is
 * the processor's or the network's (the outcome is unknown; safe to retry with the same key).
 */
export type AuthoriseRequest = {
  amountCents: number;
  currency: "aud";
  /** The processor's one-use card token from its browser library. */
  token: string;
  idempotencyKey: string;
  description: string;
  metadata?: Record<string, string>;
  /**
   * Where the shopper's bank sends them back after its own page (3-D Secure by redirect): an address
   * on the site's own origin (decision 0072).
   */
  returnUrl?: string;
};

/** The card as the processor describes it (brand as it names it: 'visa'; the last four digits). */
export type CardDescription = { brand: string; last4: string };

export type AuthoriseResult =
  /** `card` when the processor said which card it was (the shopper's receipt names it, issue 34). */
  | { kind: "authorised"; ref: string; card?: CardDescription }
  /**
   * The shopper's bank wants them to confirm (3-D Secure): nothing is held yet; the browser finishes
   * it (`action`), and the processor's event (or `retrieve`) says how it ended.
   */
  | { kind: "requires_action"; ref: string; action: NextAction }
  | { kind: "declined"; reason: string }
  | { kind: "error"; reason: string };

/** A payment as the processor has it now (`retrieve`): our own look, provisional like every call. */
export type PaymentLookup =
  | { kind: "requires_action"; action: NextAction }
  | { kind: "authorised"; card?: CardDescription }
  | { kind: "captured" }
  /** The card or the bank's check failed; nothing is held. */
  | { kind: "failed"; reason: string }
  | { kind: "canceled" }
  | { kind: "error"; reason: string };

export type CaptureResult =
  | { kind: "captured" }
  | { kind: "declined"; reason: string }
  | { kind: "error"; reason: string };

/** A refund of captured money, or the release of an authorisation never captured. */
export type ReleaseResult =
  | { kind: "released" }
  | { kind: "refused"; reason: string }
  | { kind: "error"; reason: string };

export interface PaymentProvider {
  /** 'local' or 'stripe': stored with each reservation, so its later steps go to the same processor. */
  readonly name: string;
  /** The connected account (Stripe Connect) every call is made on; null for the platform's own. */
  readonly account?: string | null;
  /** Places a hold of `amountCents` on the card; no money moves until `capture`. */
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /** Takes the held amount. */
  capture(ref: string, idempotencyKey: string): Promise<CaptureResult>;
  /** Drops a hold that was never captured (Stripe: cancel the PaymentIntent). */
  cancel(ref: string, idempotencyKey: string): Promise<ReleaseResult>;
  /** Pays back captured money in full. */
  refund(ref: string, idempotencyKey: string): Promise<ReleaseResult>;
  /** What became of a payment (after the shopper's bank, or when an event never came). */
  retrieve(ref: string): Promise<PaymentLookup>;
}
