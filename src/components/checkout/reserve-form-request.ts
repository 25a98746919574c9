import type { CardForm } from "@/lib/payments/card-form";
import { localCardToken } from "@/lib/payments/local-processor-cards";
import type { NextAction } from "@/lib/payments/payment-state";
import type { StripeTokeniser } from "./stripe-card-fields";

/** The reserve form's fields, and its two calls: the card's one-use token, and the reservation. */

export type Field =
  | "first_name"
  | "last_name"
  | "email"
  | "phone"
  | "postcode"
  | "number"
  | "expiry"
  | "cvc"
  | "card";
export type Errors = Partial<Record<Field, string>>;
/** The hold as the API answers it; `reference` is the short one the receipt and the yard use ('MMG-4821'). */
export type Held = { reservation_id: string; reference: string | null; expires_at: string | null };

export const CONTACT: {
  name: Field;
  label: string;
  type: string;
  autoComplete: string;
  inputMode?: "numeric" | "tel" | "email";
}[] = [
  { name: "first_name", label: "First name", type: "text", autoComplete: "given-name" },
  { name: "last_name", label: "Last name", type: "text", autoComplete: "family-name" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", inputMode: "tel" },
  { name: "postcode", label: "Postcode", type: "text", autoComplete: "postal-code", inputMode: "numeric" },
];

/** The shopper's month on their own clock, 'YYYY-MM', for the card's expiry. */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
}

/** The card as the processor's one-use token: the local test card's, or a Stripe PaymentMethod id. */
export async function cardToken(
  cardForm: CardForm,
  tokenise: StripeTokeniser | null,
  text: (name: string) => string,
): Promise<{ ok: true; token: string } | { ok: false; errors: Errors }> {
  if (cardForm.processor === "local") {
    return localCardToken({ number: text("number"), expiry: text("expiry"), cvc: text("cvc") }, thisMonth());
  }
  if (!tokenise) return { ok: false, errors: { card: "The secure card form has not loaded yet." } };
  try {
    const result = await tokenise({
      name: `${text("first_name")} ${text("last_name")}`.trim(),
      email: text("email"),
      phone: text("phone"),
      postcode: text("postcode"),
    });
    return result.ok ? result : { ok: false, errors: { card: result.message } };
  } catch {
    return { ok: false, errors: { card: "We could not reach the card processor. Please try again." } };
  }
}

type ReservationAnswer = {
  error?: string;
  issues?: { key: string; message: string }[];
  next_action?: NextAction;
} & Partial<Held>;

/** The shopper's bank wants them to confirm first (3-D Secure): the reservation waits, pending, meanwhile. */
export type BankCheck = { reservation_id: string; next_action: NextAction };

/** What the reserve form does with a server's answer: show the hold, tell the shopper, or go to the bank. */
export type ReserveOutcome = { held: Held } | { alert: string; errors?: Errors } | { bank: BankCheck };

type AnswerContext = { carName: string; cardErrorField: Field };

/** The hold, the bank's question, or what to tell the shopper, from an answer of the reservation API. */
async function outcomeOf(
  response: Response,
  { carName, cardErrorField }: AnswerContext,
): Promise<ReserveOutcome> {
  const body = (await response.json().catch(() => ({}))) as ReservationAnswer;
  if (response.status === 202 && body.next_action && body.reservation_id) {
    return { bank: { reservation_id: body.reservation_id, next_action: body.next_action } };
  }
  if (response.status === 201 || response.status === 200) {
    return {
      held: {
        reservation_id: body.reservation_id ?? "",
        reference: body.reference ?? null,
        expires_at: body.expires_at ?? null,
      },
    };
  }
  if (response.status === 400 && body.issues?.length) {
    const errors: Errors = {};
    for (const issue of body.issues) {
      if (CONTACT.some((f) => f.name === issue.key))
        errors[issue.key as Field] = issue.message.replace(/^\w+: /, "");
    }
    return { alert: "Please fix the following errors:", errors };
  }
  if (response.status === 402) {
    return {
      errors: { [cardErrorField]: body.error ?? "Your card was declined." },
      alert: `Your card was declined. Nothing was charged and ${carName} is still available: try another card.`,
    };
  }
  if (response.status === 409) {
    return { alert: body.error ?? "Sorry, this car has just been reserved by someone else." };
  }
  return { alert: body.error ?? "Something went wrong. Nothing was charged; please try again." };
}

/**
 * POST /api/reservations with a fresh Idempotency-Key: the hold, the bank's question (3-D Secure), or
 * what to tell the shopper (the contact fields' reasons, a declined card at the card, a car reserved
 * meanwhile). The page's own address goes with it, for the bank to send the shopper back to. Throws
 * when the server cannot be reached.
 */
export async function postReservation(
  carId: number,
  text: (name: string) => string,
  paymentToken: string,
  context: AnswerContext,
): Promise<ReserveOutcome> {
  const response = await fetch("/api/reservations", {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
    body: JSON.stringify({
      car_id: carId,
      first_name: text("first_name"),
      last_name: text("last_name"),
      email: text("email"),
      phone: text("phone"),
      postcode: text("postcode"),
      payment_token: paymentToken,
      return_path: returnPath(),
    }),
  });
  return outcomeOf(response, context);
}

/**
 * POST /api/reservations/{id}/confirm once the shopper is back from their bank's check: held, still
 * waiting on the bank, or refused (a failed check is told at the card). Throws when unreachable.
 */
export async function confirmReservation(
  reservationId: string,
  context: AnswerContext,
): Promise<ReserveOutcome> {
  const response = await fetch(`/api/reservations/${encodeURIComponent(reservationId)}/confirm`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const outcome = await outcomeOf(response, context);
  if (response.status === 402 && "alert" in outcome) {
    return {
      errors: { [context.cardErrorField]: "Your bank did not confirm the payment." },
      alert: `Your bank did not confirm the payment. Nothing was charged and ${context.carName} is still available: try again or use another card.`,
    };
  }
  return outcome;
}

/** This page's path and query, without a `reservation` left from an earlier return. */
function returnPath(): string | undefined {
  if (typeof window === "undefined") return undefined;
  const url = new URL(window.location.href);
  url.searchParams.delete("reservation");
  return `${url.pathname}${url.search}`;
}

/** The reservation a bank's page sent the shopper back with (`?reservation=res_…`), if any. */
export function returningReservation(): string | null {
  if (typeof window === "undefined") return null;
  const id = new URLSearchParams(window.location.search).get("reservation");
  return id && /^res_[\w-]{10,64}$/.test(id) ? id : null;
}
