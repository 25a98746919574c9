"use client";

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { FinanceCalculator } from "@/components/finance/finance-calculator";
import { buttonVariants } from "@/components/ui/button";
import {
  AU_STATES,
  type DataStep,
  JOURNEY_STEP_LABELS,
  JOURNEY_STEPS,
  type JourneyStep,
  type JourneyView,
  journeySummary,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from "@/lib/checkout/purchase-journey-steps";
import type { CalculatorInputs, CalculatorResult, CalculatorRules } from "@/lib/finance/calculator";
import type { CardForm } from "@/lib/payments/card-form";
import { cn } from "@/lib/utils/cn";
import { ReserveForm } from "./reserve-form";

const INPUT =
  "mt-1 block min-h-11 w-full rounded-lg border border-border bg-background px-3 text-base aria-[invalid=true]:border-destructive";
const LABEL = "block text-sm font-semibold";

export type PurchaseJourneyProps = {
  car: {
    id: number;
    slug: string;
    name: string;
    href: string;
    locationName: string | null;
    reserved: boolean;
  };
  depositText: string;
  depositCents: number;
  /** The card form that takes the deposit (server/payments/card-form). */
  cardForm: CardForm;
  calculator: { rules: CalculatorRules; initial: CalculatorInputs; disclaimer: string; supportPhone: string };
  /** The earliest and latest delivery dates on the dealer's clock, 'YYYY-MM-DD'. */
  deliveryDates: { min: string; max: string };
  /** The journey named in the URL (`&journey=`), read by the server; else the browser's own, if any. */
  initialJourney: JourneyView | null;
};

type Errors = Record<string, string>;
const storageKey = (slug: string) => `forecourt:purchase-journey:${slug}`;

function rememberJourney(slug: string, id: string) {
  try {
    localStorage.setItem(storageKey(slug), id);
  } catch {
    // Private mode or storage off: the URL still carries the journey.
  }
  const url = new URL(window.location.href);
  if (url.searchParams.get("journey") !== id) {
    url.searchParams.set("journey", id);
    window.history.replaceState(null, "", url);
  }
}

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(path, {
    method,
    headers: { "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json().catch(() => ({}))) as JourneyView & {
    error?: string;
    issues?: { key: string; message: string }[];
  };
  return { status: response.status, json };
}

/**
 * The online purchase (decision 0028): a stepper over reserve → payment → trade-in → delivery →
 * review, one step's form at a time, each saved to the server before moving on. The journey's id is
 * kept per car in localStorage and in the URL, so a shopper resumes at the first unfinished step here
 * or on another device.
 */
export function PurchaseJourney(props: PurchaseJourneyProps) {
  const { car } = props;
  const [journey, setJourney] = useState<JourneyView | null>(props.initialJourney);
  const [step, setStep] = useState<JourneyStep | null>(props.initialJourney?.next_step ?? null);
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Find or start the journey: the URL's (already read by the server), else this browser's, else new.
  useEffect(() => {
    if (props.initialJourney) {
      rememberJourney(car.slug, props.initialJourney.id);
      return;
    }
    let stale = false;
    (async () => {
      let saved: string | null = null;
      try {
        saved = localStorage.getItem(storageKey(car.slug));
      } catch {}
      if (saved) {
        const found = await call("GET", `/api/purchase-journeys/${encodeURIComponent(saved)}`);
        if (!stale && found.status === 200 && found.json.car_id === car.id) {
          setJourney(found.json);
          setStep(found.json.next_step);
          rememberJourney(car.slug, found.json.id);
          return;
        }
      }
      if (stale) return;
      if (car.reserved) {
        setBlocked("This car is already reserved by another buyer.");
        return;
      }
      const started = await call("POST", "/api/purchase-journeys", { car_id: car.slug });
      if (stale) return;
      if (started.status === 201) {
        setJourney(started.json);
        setStep(started.json.next_step);
        rememberJourney(car.slug, started.json.id);
      } else {
        setBlocked(started.json.error ?? "Buying this car online isn't available right now.");
      }
    })().catch(() => setBlocked("We could not reach the server. Please check your connection and reload."));
    return () => {
      stale = true;
    };
  }, [car.id, car.slug, car.reserved, props.initialJourney]);

  // Focus moves to the step's heading when the step changes (not on first load).
  useEffect(() => {
    if (!step) return;
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  function go(next: JourneyStep) {
    setErrors({});
    setAlert(null);
    setStep(next);
  }

  async function save(which: DataStep, body: unknown) {
    if (!journey || busy) return;
    setBusy(true);
    setAlert(null);
    try {
      const { status, json } = await call("PUT", `/api/purchase-journeys/${journey.id}/${which}`, body);
      if (status === 200) {
        setJourney(json);
        go(json.next_step);
        return;
      }
      if (status === 400 && json.issues?.length) {
        setErrors(Object.fromEntries(json.issues.map((i) => [i.key, i.message.replace(/^[\w.-]+: /, "")])));
        setAlert("Please fix the following errors:");
        return;
      }
      setAlert(json.error ?? "Something went wrong. Please try again.");
    } catch {
      setAlert("We could not reach the server. Please check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  async function submit() {
    if (!journey || busy) return;
    setBusy(true);
    setAlert(null);
    try {
      const { status, json } = await call("POST", `/api/purchase-journeys/${journey.id}/submit`, {});
      if (status === 200) {
        setJourney(json);
        moved.current = true;
        return;
      }
      if (status === 409) {
        // A lapsed or cancelled hold: back to the reserve step, which offers the deposit again.
        const fresh = await call("GET", `/api/purchase-journeys/${journey.id}`);
        if (fresh.status === 200 && fresh.json.reservation?.status !== "held") {
          setJourney(fresh.json);
          setStep("reserve");
        }
      }
      setAlert(json.error ?? "Something went wrong. Please try again.");
    } catch {
      setAlert("We could not reach the server. Please check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  if (blocked) {
    return (
      <div className="mt-4 rounded-lg border p-4" data-testid="purchase-unavailable">
        <p className="font-semibold">{blocked}</p>
        <a href={car.href} className={cn(buttonVariants({ variant: "primary" }), "mt-4")}>
          Back to the car
        </a>
      </div>
    );
  }
  if (!journey || !step) return <p className="mt-4">Loading your purchase…</p>;

  if (journey.status === "submitted") {
    return (
      <div className="mt-6 rounded-lg border border-primary p-4 md:p-6" data-testid="purchase-submitted">
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
          Thank you: your purchase request is in
        </h2>
        <p className="mt-2">
          We have your details for the {car.name} and will call you within one business day to confirm the
          price, your finance or payment, your trade-in and the handover. Nothing more is charged until you
          sign the contract; your deposit stays fully refundable until then.
        </p>
        <a href={car.href} className={cn(buttonVariants({ variant: "secondary" }), "mt-4")}>
          Back to the car
        </a>
      </div>
    );
  }

  const currentIndex = JOURNEY_STEPS.indexOf(step);
  const done = (s: JourneyStep) => s !== "review" && journey.steps[s] !== undefined;
  const changeHref = (s: JourneyStep) =>
    `?car_id=${encodeURIComponent(car.slug)}&journey=${encodeURIComponent(journey.id)}#${s}`;

  return (
    <div className="mt-4">
      <nav aria-label="Purchase steps">
        <ol className="flex flex-wrap gap-2 text-sm">
          {JOURNEY_STEPS.map((s, i) => (
            <li
              key={s}
              aria-current={s === step ? "step" : undefined}
              className={cn(
                "rounded-full border px-3 py-1",
                s === step ? "border-primary bg-primary text-primary-foreground" : "",
                s !== step && done(s) ? "border-primary" : "",
              )}
            >
              <span>
                {i + 1}. {JOURNEY_STEP_LABELS[s]}
              </span>
              {done(s) ? <span className="sr-only"> (done)</span> : null}
            </li>
          ))}
        </ol>
      </nav>
      <section className="mt-6" aria-labelledby={`step-${step}`}>
        <h2 ref={heading} id={`step-${step}`} tabIndex={-1} className="text-2xl font-bold outline-none">
          Step {currentIndex + 1} of {JOURNEY_STEPS.length}: {JOURNEY_STEP_LABELS[step]}
        </h2>
        {alert ? (
          <div role="alert" className="mt-4 rounded-lg border border-destructive p-3 text-destructive">
            {alert}
          </div>
        ) : null}
        <div className="mt-4">
          {step === "reserve" ? (
            <ReserveStep {...props} journey={journey} busy={busy} save={save} go={go} />
          ) : step === "payment" ? (
            <PaymentStep {...props} journey={journey} busy={busy} errors={errors} save={save} />
          ) : step === "trade-in" ? (
            <TradeInStep journey={journey} busy={busy} errors={errors} save={save} />
          ) : step === "delivery" ? (
            <DeliveryStep {...props} journey={journey} busy={busy} errors={errors} save={save} />
          ) : (
            <Review journey={journey} busy={busy} submit={submit} go={go} changeHref={changeHref} />
          )}
        </div>
        {currentIndex > 0 ? (
          <button
            type="button"
            className="mt-4 text-sm underline"
            onClick={() => go(JOURNEY_STEPS[currentIndex - 1]!)}
          >
            Back to {JOURNEY_STEP_LABELS[JOURNEY_STEPS[currentIndex - 1]!]}
          </button>
        ) : null}
      </section>
    </div>
  );
}

type StepProps = {
  journey: JourneyView;
  busy: boolean;
  errors?: Errors;
  save: (step: DataStep, body: unknown) => Promise<void>;
};

function Continue({ busy, children = "Save and continue" }: { busy: boolean; children?: ReactNode }) {
  return (
    <button type="submit" disabled={busy} className={cn(buttonVariants({ variant: "primary" }), "mt-6")}>
      {busy ? "Saving…" : children}
    </button>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

function TextField(props: {
  name: string;
  label: string;
  errors: Errors;
  defaultValue?: string | number;
  type?: string;
  inputMode?: "numeric" | "text";
  autoComplete?: string;
  min?: string;
  max?: string;
}) {
  const id = useId();
  const error = props.errors[props.name];
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        min={props.min}
        max={props.max}
        defaultValue={props.defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={INPUT}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function StateSelect({
  name,
  errors,
  defaultValue,
}: {
  name: string;
  errors: Errors;
  defaultValue?: string;
}) {
  const id = useId();
  const error = errors[name];
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        State
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={INPUT}
      >
        <option value="">Choose…</option>
        {AU_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function ReserveStep(
  props: PurchaseJourneyProps & Omit<StepProps, "errors"> & { go: (step: JourneyStep) => void },
) {
  const { car, journey } = props;
  if (journey.reservation?.status === "held") {
    return (
      <div>
        <p>
          The {car.name} is reserved for you
          {journey.reservation.expires_at
            ? ` until ${new Date(journey.reservation.expires_at).toLocaleString("en-AU", { dateStyle: "full", timeStyle: "short" })}`
            : ""}
          . Reservation number: <span className="font-mono">{journey.reservation.id}</span>
        </p>
        <button
          type="button"
          className={cn(buttonVariants({ variant: "primary" }), "mt-6")}
          onClick={() => props.go(journey.next_step === "reserve" ? "payment" : journey.next_step)}
        >
          Continue
        </button>
      </div>
    );
  }
  return (
    <div>
      <p className="text-muted-foreground">
        First, a fully refundable {props.depositText} deposit holds the car for you while you finish.
      </p>
      <div className="mt-4">
        <ReserveForm
          carId={car.id}
          carName={car.name}
          carHref={car.href}
          depositText={props.depositText}
          depositCents={props.depositCents}
          cardForm={props.cardForm}
          onHeld={(reservationId) => void props.save("reserve", { reservation_id: reservationId })}
        />
      </div>
    </div>
  );
}

function PaymentStep(props: PurchaseJourneyProps & StepProps) {
  const saved = props.journey.steps.payment;
  const [method, setMethod] = useState<string>(saved?.method ?? "");
  const [keepFigures, setKeepFigures] = useState(true);
  const figures = useRef<{ inputs: CalculatorInputs; result: CalculatorResult } | null>(null);
  const errors = props.errors ?? {};
  const id = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (method !== "finance") return void props.save("payment", { method });
    const chosen = keepFigures ? figures.current : null;
    void props.save("payment", {
      method,
      ...(chosen
        ? {
            figures: {
              deposit: Math.round(chosen.inputs.deposit),
              term_years: chosen.inputs.termYears,
              frequency: chosen.inputs.frequency,
              ...(chosen.result.kind === "payment" ? { repayment: chosen.result.payment } : {}),
            },
          }
        : {}),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset aria-describedby={errors.method ? `${id}-error` : undefined}>
        <legend className="font-semibold">How would you like to pay?</legend>
        {PAYMENT_METHODS.map((m) => (
          <label key={m} className="mt-2 flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="method"
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
              className="size-5"
            />
            {PAYMENT_METHOD_LABELS[m]}
          </label>
        ))}
        <FieldError id={`${id}-error`} message={errors.method} />
      </fieldset>
      {method === "finance" ? (
        <div className="mt-4">
          <p className="text-sm text-muted-foreground">
            Optional: try the numbers, and we will start your finance quote from them.
          </p>
          <FinanceCalculator
            {...props.calculator}
            enquireHref="#step-payment"
            className="mt-2"
            onFigures={(inputs, result) => {
              figures.current = { inputs, result };
            }}
          />
          <label className="mt-3 flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              checked={keepFigures}
              onChange={(e) => setKeepFigures(e.target.checked)}
              className="size-5"
            />
            Send these figures with my request
          </label>
        </div>
      ) : null}
      <Continue busy={props.busy} />
    </form>
  );
}

function TradeInStep(props: StepProps) {
  const saved = props.journey.steps["trade-in"];
  const [has, setHas] = useState<string>(saved ? String(saved.has_trade_in) : "");
  const errors = props.errors ?? {};
  const id = useId();
  const trade = saved?.has_trade_in ? saved : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (has !== "true")
      return void props.save("trade-in", { has_trade_in: has === "false" ? false : undefined });
    const data = Object.fromEntries(new FormData(event.currentTarget));
    void props.save("trade-in", { ...data, has_trade_in: true });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset aria-describedby={errors.has_trade_in ? `${id}-error` : undefined}>
        <legend className="font-semibold">Do you have a car to trade in?</legend>
        {[
          ["false", "No trade-in"],
          ["true", "Yes, I have a car to trade in"],
        ].map(([value, label]) => (
          <label key={value} className="mt-2 flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="has_trade_in_choice"
              value={value}
              checked={has === value}
              onChange={() => setHas(value!)}
              className="size-5"
            />
            {label}
          </label>
        ))}
        <FieldError id={`${id}-error`} message={errors.has_trade_in} />
      </fieldset>
      {has === "true" ? (
        <fieldset className="mt-4 grid gap-4 sm:grid-cols-2">
          <legend className="font-semibold">Your trade-in</legend>
          <p className="text-sm text-muted-foreground sm:col-span-2">
            We'll value your car and confirm an offer with you when we call. Instant online valuations are
            coming soon.
          </p>
          <TextField name="rego" label="Rego" errors={errors} defaultValue={trade?.rego} />
          <StateSelect name="state" errors={errors} defaultValue={trade?.state} />
          <TextField name="make" label="Make" errors={errors} defaultValue={trade?.make} />
          <TextField name="model" label="Model" errors={errors} defaultValue={trade?.model} />
          <TextField
            name="year"
            label="Year"
            inputMode="numeric"
            errors={errors}
            defaultValue={trade?.year}
          />
          <TextField
            name="kms"
            label="Kilometres"
            inputMode="numeric"
            errors={errors}
            defaultValue={trade?.kms}
          />
        </fieldset>
      ) : null}
      <Continue busy={props.busy} />
    </form>
  );
}

function DeliveryStep(props: PurchaseJourneyProps & StepProps) {
  const saved = props.journey.steps.delivery;
  const [method, setMethod] = useState<string>(saved?.method ?? "");
  const errors = props.errors ?? {};
  const id = useId();
  const address = saved?.method === "delivery" ? saved : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (method !== "delivery") return void props.save("delivery", { method: method || undefined });
    const data = Object.fromEntries(new FormData(event.currentTarget));
    void props.save("delivery", { ...data, method });
  }

  const pickup = props.car.locationName
    ? `Pick up at ${props.car.locationName}`
    : "Pick up from the dealership";
  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset aria-describedby={errors.method ? `${id}-error` : undefined}>
        <legend className="font-semibold">How would you like to get the car?</legend>
        {[
          ["pickup", pickup],
          ["delivery", "Deliver it to me (anywhere in Australia)"],
        ].map(([value, label]) => (
          <label key={value} className="mt-2 flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="method_choice"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value!)}
              className="size-5"
            />
            {label}
          </label>
        ))}
        <FieldError id={`${id}-error`} message={errors.method} />
      </fieldset>
      {method === "delivery" ? (
        <fieldset className="mt-4 grid gap-4 sm:grid-cols-2">
          <legend className="font-semibold">Delivery address and date</legend>
          <div className="sm:col-span-2">
            <TextField
              name="street"
              label="Street address"
              autoComplete="street-address"
              errors={errors}
              defaultValue={address?.street}
            />
          </div>
          <TextField
            name="suburb"
            label="Suburb"
            autoComplete="address-level2"
            errors={errors}
            defaultValue={address?.suburb}
          />
          <StateSelect name="state" errors={errors} defaultValue={address?.state} />
          <TextField
            name="postcode"
            label="Postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            errors={errors}
            defaultValue={address?.postcode}
          />
          <TextField
            name="date"
            label="Preferred delivery date (2 days ahead at the earliest)"
            type="date"
            min={props.deliveryDates.min}
            max={props.deliveryDates.max}
            errors={errors}
            defaultValue={address?.date}
          />
        </fieldset>
      ) : null}
      <Continue busy={props.busy} />
    </form>
  );
}

function Review(props: {
  journey: JourneyView;
  busy: boolean;
  submit: () => Promise<void>;
  go: (step: JourneyStep) => void;
  changeHref: (step: JourneyStep) => string;
}) {
  const lines = journeySummary(props.journey.steps);
  const rows: [string, string | undefined, JourneyStep][] = [
    ["Reservation", lines.Reservation, "reserve"],
    ["Payment", [lines.Payment, lines["Finance figures"]].filter(Boolean).join(": "), "payment"],
    ["Trade-in", lines["Trade-in"], "trade-in"],
    ["Delivery or pick-up", lines.Delivery, "delivery"],
  ];
  return (
    <div>
      <dl className="divide-y rounded-lg border">
        {rows.map(([label, value, step]) => (
          <div key={label} className="p-3">
            <dt className="font-semibold">{label}</dt>
            <dd className="flex flex-wrap items-start justify-between gap-2">
              <span>{value || "Not answered yet"}</span>
              {step !== "reserve" ? (
                <a
                  href={props.changeHref(step)}
                  className="min-h-11 underline"
                  onClick={(event) => {
                    event.preventDefault();
                    props.go(step);
                  }}
                >
                  Change<span className="sr-only"> {label.toLowerCase()}</span>
                </a>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted-foreground">
        Submitting sends your request to the dealer, who will call you to confirm everything before you sign.
      </p>
      <button
        type="button"
        disabled={props.busy || !props.journey.complete}
        onClick={() => void props.submit()}
        className={cn(buttonVariants({ variant: "primary" }), "mt-4")}
      >
        {props.busy ? "Submitting…" : "Submit my purchase"}
      </button>
    </div>
  );
}
