"use client";

import { type FormEvent, useEffect, useId, useRef } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { CardForm } from "@/lib/payments/card-form";
import { cn } from "@/lib/utils/cn";
import { FIELD_INPUT_CLASS, FormField, fieldAria } from "../ui/form-field";
import { ReservationConfirmed } from "./reservation-confirmed";
import {
  CONTACT,
  cardToken,
  type Errors,
  type Field,
  postReservation,
  type ReserveOutcome,
} from "./reserve-form-request";
import { type StripeCard, StripeCardFields } from "./stripe-card-fields";
import { UNREACHABLE, useReserveState } from "./use-reserve-state";

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
 * A card whose bank asks the shopper to confirm (3-D Secure, decision 0072) is finished by Stripe.js
 * in the page, or on the bank's page, which sends the shopper back here with `?reservation=`; either
 * way the form then asks the server how it ended.
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
  /** Where a declined card's message goes: under the number, or under Stripe's fields. */
  const cardErrorField: Field = cardForm.processor === "local" ? "number" : "card";
  const state = useReserveState({ carName, cardErrorField, onHeld });
  const { errors, setErrors, alert, setAlert, busy, setBusy, held, checking, setChecking, show } = state;
  const heading = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

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
    const card = await cardToken(cardForm, state.stripeCard.current?.tokenise ?? null, text);
    if (!card.ok) {
      setBusy(false);
      setErrors(card.errors);
      setAlert("Please check your card details.");
      return;
    }
    setAlert(null);
    setErrors({});
    try {
      let outcome: ReserveOutcome | null = await postReservation(
        carId,
        text,
        card.token,
        state.context.current,
      );
      if ("bank" in outcome) outcome = await state.askTheBank(outcome.bank);
      // Leaving for the bank's page: the form stays busy until the page goes.
      if (!outcome) return;
      show(outcome);
    } catch {
      setAlert(UNREACHABLE);
    }
    setBusy(false);
    setChecking(false);
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
        onStripe={state.onStripe}
      />
      {checking ? (
        <p role="status" className="font-semibold">
          Checking the payment with your bank…
        </p>
      ) : null}
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

/** The card: the local test processor's number, expiry and security code, or Stripe's own fields. */
function CardFieldset({
  id,
  cardForm,
  depositCents,
  carHref,
  errors,
  onStripe,
}: {
  id: string;
  cardForm: CardForm;
  depositCents: number;
  carHref: string;
  errors: Errors;
  onStripe: (card: StripeCard | null) => void;
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
        stripeAccount={cardForm.stripeAccount}
        amountCents={depositCents}
        error={errors.card}
        enquireHref={`${carHref}#enquire`}
        onStripe={onStripe}
      />
    </fieldset>
  );
}
