import "server-only";

/**
 * Text messages to shoppers' phones (issue 21 §1: "SMS behind an SmsSender interface"), the one way any
 * code sends one — sign-in codes today, saved-search alerts next. Adapters at the edge (ARCHITECTURE
 * rule 7): the local default writes each message to the dev outbox (outbox-sms-sender.ts), the real one
 * calls an Australian SMS provider's HTTP API (messagemedia-sms-sender.ts); `SMS_PROVIDER` picks
 * (sms-senders.ts). Callers never see a provider's shapes.
 */
export type OutgoingSms = {
  /** E.164, e.g. `+61412345678`. */
  to: string;
  /** The text as the phone shows it. */
  body: string;
  /** The site it is sent for (its slug): the dev outbox page lists a site's own messages only. */
  site: string;
  /** What the message is for, for logs and the outbox (`sign-in-code`, `alert` …). */
  purpose: string;
  /** When the message is worth nothing any more (a code's expiry): a provider may drop it undelivered. */
  expiresAt?: Date;
  /** The sender id the phone shows (the site's own, issue 36 item 2); unset: the sender's default. */
  sender?: string;
};

export type SmsOutcome =
  | { ok: true; provider: string; id: string }
  | { ok: false; retryable: boolean; reason: string };

export interface SmsSender {
  /** Sends one message. Never throws: a failure is an outcome with a reason (never a credential). */
  send(message: OutgoingSms): Promise<SmsOutcome>;
  /** For logs, e.g. `dev outbox at .data/sms` or `MessageMedia (api.messagemedia.com)`. */
  readonly describe: string;
}
