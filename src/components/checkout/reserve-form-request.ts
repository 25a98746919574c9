import type { CardForm } from "@/lib/payments/card-form";
import { localCardToken } from "@/lib/payments/local-processor-cards";
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

type ReservationAnswer = { error?: string; issues?: { key: string; message: string }[] } & Partial<Held>;

/**
 * POST /api/reservations with a fresh Idempotency-Key: the hold, or what to tell the shopper (the
 * contact fields' reasons, a declined card at the card, a car reserved meanwhile). Throws when the
 * server cannot be reached.
 */
export async function postReservation(
  carId: number,
  text: (name: string) => string,
  paymentToken: string,
  { carName, cardErrorField }: { carName: string; cardErrorField: Field },
): Promise<{ held: Held } | { alert: string; errors?: Errors }> {
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
    }),
  });
  const body = (await response.json().catch(() => ({}))) as ReservationAnswer;
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
