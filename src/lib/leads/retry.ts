/**
 * When the outbox tries a failed delivery again (ARCHITECTURE "Nothing is lost"): exponential backoff
 * from 30 seconds, doubling, capped at an hour, for 16 attempts in all, so a dealer's mail server or
 * CRM can be down for about nine hours before a delivery is marked dead. A dead delivery
 * is kept, with its last error, for an operator to retry.
 */
export const MAX_DELIVERY_ATTEMPTS = 16;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;

/** The wait after the given failed attempt (1 = the first try failed). */
export function retryDelayMs(failedAttempt: number): number {
  const exponent = Math.max(0, Math.floor(failedAttempt) - 1);
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(exponent, 20));
}

export type DeliveryOutcome = { ok: true } | { ok: false; retryable: boolean; reason: string };

export type NextDeliveryState =
  | { status: "delivered" }
  | { status: "pending"; retryAt: Date; lastError: string }
  | { status: "dead"; lastError: string };

/** What an attempt's outcome makes of the delivery, given how many attempts have now been made. */
export function nextDeliveryState(
  outcome: DeliveryOutcome,
  attempts: number,
  now: Date,
  maxAttempts = MAX_DELIVERY_ATTEMPTS,
): NextDeliveryState {
  if (outcome.ok) return { status: "delivered" };
  if (!outcome.retryable || attempts >= maxAttempts) {
    const why = outcome.retryable ? ` (gave up after ${attempts} attempts)` : "";
    return { status: "dead", lastError: `${outcome.reason}${why}` };
  }
  return {
    status: "pending",
    retryAt: new Date(now.getTime() + retryDelayMs(attempts)),
    lastError: outcome.reason,
  };
}
