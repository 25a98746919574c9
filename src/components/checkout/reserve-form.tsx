"use client";

import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { CardForm } from "@/lib/payments/card-form";
import { localCardToken } from "@/lib/payments/test-cards";
import { cn } from "@/lib/utils/cn";
import { StripeCardFields, type StripeTokeniser } from "./stripe-card-fields";

const INPUT =
  "mt-1 block min-h-11 w-full rounded-lg border border-border bg-background px-3 text-base aria-[invalid=true]:border-destructive";

type Field =
  | "first_name"
  | "last_name"
  | "email"
  | "phone"
  | "postcode"
  | "number"
  | "expiry"
  | "cvc"
  | "card";
type Errors = Partial<Record<Field, string>>;
type Held = { reservation_id: string; expires_at: string | null };

export type ReserveFormProps = {
  carId: number;
  carName: string;
  carHref: string;
  /** "$200". */
  depositText: string;
  depositCents: number;
  /** The local test processor's fields, or Stripe's (server/payments/card-form). */
  cardForm: CardForm;
  /**
   * Called with the reservation's id once the car is held (the online purchase's reserve step saves it
   * and moves on); without it the form shows its own confirmation.
   */
  onHeld?: (reservationId: string) => void;
};

const CONTACT: {
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

/**
 * The reserve form (issue 18 item 3): the shopper's details and card, sent to POST /api/reservations
 * with an Idempotency-Key (a retry of the same attempt cannot charge twice). Success shows only once
 * the server has the reservation held; a declined card says so and leaves every answer in place.
 */
export function ReserveForm({
  carId,
  carName,
  carHref,
  depositText,
  depositCents,
  cardForm,
  onHeld,
}: ReserveFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [held, setHeld] = useState<Held | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const stripeTokeniser = useRef<StripeTokeniser | null>(null);
  const onTokeniser = useCallback((tokenise: StripeTokeniser | null) => {
    stripeTokeniser.current = tokenise;
  }, []);
  /** Where a declined card's message goes: under the number, or under Stripe's fields. */
  const cardErrorField: Field = cardForm.processor === "local" ? "number" : "card";

  useEffect(() => {
    if (held) heading.current?.focus();
  }, [held]);
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  /** The card as the processor's one-use token: the local test card's, or a Stripe PaymentMethod id. */
  async function cardToken(
    text: (name: string) => string,
  ): Promise<{ ok: true; token: string } | { ok: false; errors: Errors }> {
    if (cardForm.processor === "local") {
      return localCardToken(
        { number: text("number"), expiry: text("expiry"), cvc: text("cvc") },
        thisMonth(),
      );
    }
    const tokenise = stripeTokeniser.current;
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    setBusy(true);
    const card = await cardToken(text);
    if (!card.ok) {
      setBusy(false);
      setErrors(card.errors);
      setAlert("Please check your card details.");
      return;
    }
    setAlert(null);
    setErrors({});
    try {
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
          payment_token: card.token,
        }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        error?: string;
        issues?: { key: string; message: string }[];
      } & Partial<Held>;
      if (response.status === 201 || response.status === 200) {
        if (onHeld) {
          onHeld(body.reservation_id ?? "");
          return;
        }
        setHeld({ reservation_id: body.reservation_id ?? "", expires_at: body.expires_at ?? null });
        return;
      }
      if (response.status === 400 && body.issues?.length) {
        const next: Errors = {};
        for (const issue of body.issues) {
          if (CONTACT.some((f) => f.name === issue.key))
            next[issue.key as Field] = issue.message.replace(/^\w+: /, "");
        }
        setErrors(next);
        setAlert("Please fix the following errors:");
        return;
      }
      if (response.status === 402) {
        setErrors({ [cardErrorField]: body.error ?? "Your card was declined." });
        setAlert(
          `Your card was declined. Nothing was charged and ${carName} is still available: try another card.`,
        );
        return;
      }
      if (response.status === 409) {
        setAlert(body.error ?? "Sorry, this car has just been reserved by someone else.");
        return;
      }
      setAlert(body.error ?? "Something went wrong. Nothing was charged; please try again.");
    } catch {
      setAlert(
        "We could not reach the server. Nothing was charged; please check your connection and try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  if (held) {
    const until = held.expires_at
      ? new Date(held.expires_at).toLocaleString("en-AU", { dateStyle: "full", timeStyle: "short" })
      : null;
    return (
      <div className="rounded-lg border border-primary p-4 md:p-6" data-testid="reservation-confirmed">
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          {carName} is reserved for you
        </h2>
        <p className="mt-2">
          Your {depositText} deposit holds it{until ? ` until ${until}` : " for 48 hours"}. It is fully
          refundable. We will be in touch shortly to arrange the next steps.
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          Reservation number: <span className="font-mono">{held.reservation_id}</span>
        </p>
        <a href={carHref} className={cn(buttonVariants({ variant: "secondary" }), "mt-4")}>
          Back to the car
        </a>
      </div>
    );
  }

  const field = (f: (typeof CONTACT)[number]) => (
    <div key={f.name}>
      <label htmlFor={`${id}-${f.name}`} className="block text-sm font-semibold">
        {f.label}
      </label>
      <input
        id={`${id}-${f.name}`}
        name={f.name}
        type={f.type}
        autoComplete={f.autoComplete}
        inputMode={f.inputMode}
        {...(f.name === "postcode" ? { maxLength: 4 } : {})}
        required
        className={INPUT}
        aria-invalid={errors[f.name] ? true : undefined}
        aria-describedby={errors[f.name] ? `${id}-${f.name}-error` : undefined}
      />
      {errors[f.name] ? (
        <p id={`${id}-${f.name}-error`} className="mt-1 text-sm font-semibold text-destructive">
          {errors[f.name]}
        </p>
      ) : null}
    </div>
  );
  const cardField = (
    name: "number" | "expiry" | "cvc",
    label: string,
    autoComplete: string,
    placeholder: string,
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        inputMode="numeric"
        autoComplete={autoComplete}
        placeholder={placeholder}
        required
        className={INPUT}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-semibold text-destructive">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Reserve this car">
      {alert ? (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg border border-destructive p-3 font-semibold text-destructive outline-none"
        >
          {alert}
        </div>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">Your details</legend>
        {CONTACT.map(field)}
      </fieldset>
      {cardForm.processor === "local" ? (
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-lg font-bold">Card</legend>
          <div className="sm:col-span-3">
            {cardField("number", "Card number", "cc-number", "4242 4242 4242 4242")}
          </div>
          {cardField("expiry", "Expiry (MM/YY)", "cc-exp", "MM/YY")}
          {cardField("cvc", "Security code", "cc-csc", "123")}
        </fieldset>
      ) : (
        <fieldset>
          <legend className="mb-2 text-lg font-bold">Card</legend>
          <StripeCardFields
            publishableKey={cardForm.publishableKey}
            amountCents={depositCents}
            error={errors.card}
            enquireHref={`${carHref}#enquire`}
            onTokeniser={onTokeniser}
          />
        </fieldset>
      )}
      <button
        type="submit"
        disabled={busy}
        className={cn(buttonVariants({ variant: "primary" }), "w-full sm:w-auto")}
      >
        {busy ? "Reserving…" : `Pay ${depositText} deposit and reserve`}
      </button>
    </form>
  );
}
