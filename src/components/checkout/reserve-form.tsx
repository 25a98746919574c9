"use client";

import { type FormEvent, type Ref, useCallback, useEffect, useId, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { CardForm } from "@/lib/payments/card-form";
import { cn } from "@/lib/utils/cn";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "../ui/form-field";
import {
  CONTACT,
  cardToken,
  type Errors,
  type Field,
  type Held,
  postReservation,
} from "./reserve-form-request";
import { StripeCardFields, type StripeTokeniser } from "./stripe-card-fields";

export type ReserveFormProps = {
  carId: number;
  carName: string;
  carHref: string;
  /** "$200". */
  depositText: string;
  depositCents: number;
  /** The local test processor's fields, or Stripe's (server/payments/card-form). */
  cardForm: CardForm;
  /** The yard's clock, for the hold's end ('Australia/Sydney'); the browser's when not given. */
  timeZone?: string;
  /**
   * Called with the reservation's id once the car is held (the online purchase's reserve step saves it
   * and moves on); without it the form shows its own confirmation.
   */
  onHeld?: (reservationId: string) => void;
};

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
  timeZone,
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    setBusy(true);
    const card = await cardToken(cardForm, stripeTokeniser.current, text);
    if (!card.ok) {
      setBusy(false);
      setErrors(card.errors);
      setAlert("Please check your card details.");
      return;
    }
    setAlert(null);
    setErrors({});
    try {
      const outcome = await postReservation(carId, text, card.token, { carName, cardErrorField });
      if ("held" in outcome) {
        if (onHeld) {
          onHeld(outcome.held.reservation_id);
          return;
        }
        setHeld(outcome.held);
        return;
      }
      if (outcome.errors) setErrors(outcome.errors);
      setAlert(outcome.alert);
    } catch {
      setAlert(
        "We could not reach the server. Nothing was charged; please check your connection and try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  if (held) {
    return (
      <ReservationConfirmed
        held={held}
        carName={carName}
        carHref={carHref}
        depositText={depositText}
        timeZone={timeZone}
        headingRef={heading}
      />
    );
  }

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
        {CONTACT.map((f) => (
          <ReserveField
            key={f.name}
            id={`${id}-${f.name}`}
            name={f.name}
            label={f.label}
            type={f.type}
            autoComplete={f.autoComplete}
            inputMode={f.inputMode}
            maxLength={f.name === "postcode" ? 4 : undefined}
            error={errors[f.name]}
          />
        ))}
      </fieldset>
      <CardFieldset
        id={id}
        cardForm={cardForm}
        depositCents={depositCents}
        carHref={carHref}
        errors={errors}
        onTokeniser={onTokeniser}
      />
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

/** One required input of the reserve form, its error beside it. */
function ReserveField({
  id,
  label,
  error,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
  type?: string;
  autoComplete: string;
  inputMode?: "numeric" | "tel" | "email";
  placeholder?: string;
  maxLength?: number;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <input
        id={id}
        {...input}
        required
        className={FIELD_INPUT_CLASS}
        {...fieldAria(id, { error: Boolean(error) })}
      />
    </FormField>
  );
}

/** The local test processor's card fields: number, expiry, security code. */
function CardField({
  id,
  name,
  errors,
  ...field
}: {
  id: string;
  name: "number" | "expiry" | "cvc";
  label: string;
  autoComplete: string;
  placeholder: string;
  errors: Errors;
}) {
  return (
    <ReserveField id={`${id}-${name}`} name={name} inputMode="numeric" error={errors[name]} {...field} />
  );
}

/** The hold, once the server has it (shown when the form is not a step of the online purchase). */
function ReservationConfirmed({
  held,
  carName,
  carHref,
  depositText,
  timeZone,
  headingRef,
}: {
  held: Held;
  carName: string;
  carHref: string;
  depositText: string;
  timeZone?: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const until = held.expires_at
    ? new Date(held.expires_at).toLocaleString("en-AU", {
        dateStyle: "full",
        timeStyle: "short",
        ...(timeZone ? { timeZone } : {}),
      })
    : null;
  return (
    <div className="rounded-lg border border-primary p-4 md:p-6" data-testid="reservation-confirmed">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        {carName} is reserved for you
      </h2>
      <p className="mt-2">
        Your {depositText} deposit holds it{until ? ` until ${until}` : " for 48 hours"}. It is fully
        refundable. We will be in touch shortly to arrange the next steps.
      </p>
      <p className="mt-2">
        Your reference:{" "}
        <strong className="font-mono" data-testid="reservation-reference">
          {held.reference ?? held.reservation_id}
        </strong>
        . We have sent your receipt to your e-mail (and a text to your mobile): quote the reference when you
        call us.
      </p>
      <a href={carHref} className={cn(buttonVariants({ variant: "secondary" }), "mt-4")}>
        Back to the car
      </a>
    </div>
  );
}

/** The card: the local test processor's number, expiry and security code, or Stripe's own fields. */
function CardFieldset({
  id,
  cardForm,
  depositCents,
  carHref,
  errors,
  onTokeniser,
}: {
  id: string;
  cardForm: CardForm;
  depositCents: number;
  carHref: string;
  errors: Errors;
  onTokeniser: (tokenise: StripeTokeniser | null) => void;
}) {
  return cardForm.processor === "local" ? (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-lg font-bold">Card</legend>
      <div className="sm:col-span-3">
        <CardField
          id={id}
          name="number"
          label="Card number"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          errors={errors}
        />
      </div>
      <CardField
        id={id}
        name="expiry"
        label="Expiry (MM/YY)"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        errors={errors}
      />
      <CardField
        id={id}
        name="cvc"
        label="Security code"
        autoComplete="cc-csc"
        placeholder="123"
        errors={errors}
      />
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
  );
}
