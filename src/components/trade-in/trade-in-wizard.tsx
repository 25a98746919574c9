"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { track } from "@/lib/analytics/track";
import { formatKm, formatPrice } from "@/lib/format/format";
import type { Choice } from "@/lib/leads/form-layout";
import { parseRememberedUser, REMEMBERED_USER_KEY, rememberedUserFrom } from "@/lib/leads/remembered-user";
import { readSubmitAnswer, SUBMIT_FAILED_ALERT } from "@/lib/leads/submit-answer";
import { priceAfterTradeIn } from "@/lib/trade-in/trade-in-page";
import type { Valuation } from "@/lib/trade-in/trade-in-types";
import {
  conditionStepSchema,
  contactStepSchema,
  TRADE_IN_STEPS,
  type TradeInStep,
  type TradeInSteps,
  vehicleStepSchema,
  wizardRequiredFields,
} from "@/lib/trade-in/wizard";
import { LOOKUP_FIELDS, STEP_TITLES, WIZARD_FIELDS, wizardFieldLayout } from "@/lib/trade-in/wizard-layout";
import { readStorage, writeStorage } from "../leads/browser-storage";
import { HoneypotField } from "../leads/honeypot-field";
import { LeadFormAlert } from "../leads/lead-form-alert";
import { LeadFormButtons } from "../leads/lead-form-buttons";
import { LeadFormField } from "../leads/lead-form-field";
import type { FormAlert } from "../leads/use-lead-submit";
import { fetchFormTicket, waitOutFillTime } from "../leads/use-lead-submit";
import { Button } from "../ui/button";

type Values = Record<string, unknown>;

/** What the API answers (server/trade-in/trade-ins TradeInView). */
export type TradeInState = {
  id: string;
  car_id: number | null;
  status: "open" | "valued" | "accepted";
  steps: TradeInSteps;
  next_step: TradeInStep;
  valuation: Valuation | null;
  lead_id: string | null;
};

export type TradeInWizardProps = {
  /** The car the shopper wants to buy (spec 01 §2 `/cars/trade-in?car_id=`): the offer shows against it. */
  car: { id: number; name: string; price: number | null; priceText: string | null; href: string } | null;
  locations: Choice[];
  /** The dealer's calendar year: the latest model year taken. */
  thisYear: number;
  initial: TradeInState | null;
  siteName: string;
};

type Screen = TradeInStep | "result";

/**
 * The trade-in wizard (issue 20): the car (found by its rego, or typed in), its condition, the
 * shopper's details, then the valuation and the offer to accept. Each step is saved as it is
 * finished, under an id the page's URL then carries, so a shopper who leaves comes back to where they
 * were. Fields, errors and the anti-spam ticket are the lead forms' own.
 */
export function TradeInWizard({ car, locations, thisYear, initial, siteName }: TradeInWizardProps) {
  const formId = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [state, setState] = useState<TradeInState | null>(initial);
  const [screen, setScreen] = useState<Screen>(
    initial ? (initial.status === "open" ? initial.next_step : "result") : "vehicle",
  );
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [busy, setBusy] = useState(false);
  const [lookupNote, setLookupNote] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const ticket = useRef<ReturnType<typeof fetchFormTicket> | null>(null);

  const vehicleSchema = useMemo(() => vehicleStepSchema(thisYear), [thisYear]);
  // The ticket is fetched as the details are sent, so the browser checks the shopper's answers only.
  const contactSchema = useMemo(
    () => contactStepSchema({ locationCount: locations.length }).omit({ form_token: true, website: true }),
    [locations],
  );
  const required = useMemo(() => wizardRequiredFields(thisYear, locations.length), [thisYear, locations]);
  const schemaOf: Record<TradeInStep, z.ZodType> = {
    vehicle: vehicleSchema,
    condition: conditionStepSchema,
    contact: contactSchema,
  };

  const form = useForm<Values>({
    defaultValues: {
      ...(initial?.steps.vehicle ?? {}),
      ...(initial?.steps.condition ?? {}),
      preferred_contact_method: "Phone",
      location_id: locations.length === 1 ? locations[0]!.value : "",
      opt_in: true,
      website: "",
    },
    mode: "onSubmit",
  });
  const { register, setValue, getValues, setError, clearErrors, formState } = form;

  // The remembered shopper (the lead forms' store) fills the details step once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the wizard is shown
  useEffect(() => {
    const remembered = parseRememberedUser(readStorage(localStorage, REMEMBERED_USER_KEY));
    for (const [key, value] of Object.entries(remembered)) {
      if (!getValues(key)) setValue(key, value);
    }
  }, []);

  // The anti-spam ticket is asked for as the wizard shows, so the fill time counts from then and a
  // shopper never waits for it on the last step; a failed ticket is asked for again when sending.
  useEffect(() => {
    ticket.current ??= fetchFormTicket();
    ticket.current.catch(() => {
      ticket.current = null;
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a screen change is what moves focus
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [screen]);

  function go(next: Screen) {
    moved.current = true;
    setAlert(null);
    setScreen(next);
  }

  /** The step's own fields through its schema; errors go beside their fields and into the list. */
  async function validate(step: TradeInStep): Promise<Values | null> {
    const fields = step === "vehicle" ? [...LOOKUP_FIELDS, ...WIZARD_FIELDS.vehicle] : WIZARD_FIELDS[step];
    const values = getValues();
    const resolver = zodResolver(schemaOf[step] as never) as unknown as Resolver<Values>;
    const result = await resolver(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    } as never);
    clearErrors();
    const errors = result.errors as FieldErrors<Values>;
    const keys = Object.keys(errors);
    if (!keys.length) return result.values as Values;
    for (const key of keys) setError(key, { type: "validate", message: String(errors[key]?.message) });
    setAlert({
      lines: fields
        .filter((key) => errors[key]?.message)
        .map((key) => `${wizardFieldLayout(key).label}: ${errors[key]!.message}`),
    });
    return null;
  }

  /** The server's answer: the saved valuation, or its reasons shown at their fields. */
  async function send(url: string, method: "POST" | "PUT", body: Values): Promise<TradeInState | null> {
    try {
      const response = await fetch(url, {
        method,
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const json = await response.json().catch(() => null);
      if (response.ok && json && typeof json.id === "string") return json as TradeInState;
      const answer = readSubmitAnswer(response.status, json);
      if (answer.kind === "error") {
        if (answer.renew) ticket.current = null;
        const lines: string[] = [];
        for (const [rawKey, message] of Object.entries(answer.fields)) {
          const key = rawKey.replace(/^vehicle\./, "");
          setError(key, { type: "server", message });
          lines.push(message);
        }
        setAlert({
          lines: [
            answer.message !== "Please fix the following errors:" ? answer.message : "",
            ...lines,
          ].filter(Boolean),
        });
      }
    } catch {
      setAlert({ lines: [SUBMIT_FAILED_ALERT] });
    }
    return null;
  }

  function remember(next: TradeInState) {
    setState(next);
    // The link back: this page with the valuation's id, so a reload or a bookmark resumes it.
    const url = new URL(location.href);
    url.searchParams.set("valuation", next.id);
    history.replaceState(history.state, "", url);
  }

  async function lookUp() {
    const query = { rego: getValues("rego"), regoState: getValues("regoState") };
    setLookupNote(null);
    clearErrors(["rego", "regoState"]);
    setBusy(true);
    try {
      const response = await fetch("/api/trade-ins/lookup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(query),
      });
      const json = await response.json().catch(() => null);
      if (response.ok && json?.result === "found") {
        const v = json.vehicle as Record<string, string | number | null>;
        for (const key of [
          "make",
          "model",
          "year",
          "badge",
          "vin",
          "body",
          "fuel",
          "transmission",
          "colour",
        ]) {
          setValue(key, v[key] === null || v[key] === undefined ? "" : String(v[key]));
        }
        setValue("source", "lookup");
        setLookupNote(
          `Found: ${[v.year, v.make, v.model, v.badge].filter(Boolean).join(" ")}. Check the details, then add the kilometres.`,
        );
      } else if (response.ok && json?.field) {
        setError(json.field, { type: "server", message: json.message });
      } else {
        const answer = readSubmitAnswer(response.status, json);
        if (answer.kind === "error") {
          for (const [key, message] of Object.entries(answer.fields))
            setError(key, { type: "server", message });
          if (!Object.keys(answer.fields).length)
            setError("rego", { type: "server", message: answer.message });
        }
      }
    } catch {
      setError("rego", {
        type: "server",
        message: "We can't look up regos just now. Please enter your car's details below.",
      });
    }
    setBusy(false);
  }

  async function submitStep(step: TradeInStep) {
    const values = await validate(step);
    if (!values) return;
    setBusy(true);
    try {
      if (step === "vehicle") {
        const vehicle = pick(getValues(), [
          ...LOOKUP_FIELDS,
          ...WIZARD_FIELDS.vehicle,
          "source",
          "vin",
          "body",
          "fuel",
          "transmission",
          "colour",
        ]);
        const saved = state
          ? await send(`/api/trade-ins/${state.id}/vehicle`, "PUT", vehicle)
          : await send("/api/trade-ins", "POST", { car_id: car?.id ?? null, vehicle });
        if (saved) {
          remember(saved);
          go("condition");
        }
      } else if (step === "condition" && state) {
        const saved = await send(
          `/api/trade-ins/${state.id}/condition`,
          "PUT",
          pick(getValues(), WIZARD_FIELDS.condition),
        );
        if (saved) {
          remember(saved);
          go("contact");
        }
      } else if (step === "contact" && state) {
        ticket.current ??= fetchFormTicket();
        const issued = await ticket.current;
        await waitOutFillTime(issued);
        const details = pick(getValues(), [...WIZARD_FIELDS.contact, "website"]);
        const valued = await send(`/api/trade-ins/${state.id}/valuation`, "POST", {
          ...details,
          form_token: issued.form_token,
          path: `${location.pathname}${location.search}`.slice(0, 500),
        });
        if (valued) {
          writeStorage(localStorage, REMEMBERED_USER_KEY, JSON.stringify(rememberedUserFrom(details)));
          remember(valued);
          go("result");
        }
      }
    } catch {
      setAlert({ lines: [SUBMIT_FAILED_ALERT] });
    }
    setBusy(false);
  }

  async function accept() {
    if (!state) return;
    setBusy(true);
    const accepted = await send(`/api/trade-ins/${state.id}/accept`, "POST", {
      path: `${location.pathname}${location.search}`.slice(0, 500),
    });
    if (accepted) {
      const vehicle = accepted.steps.vehicle;
      // Spec 01 §7 event 18 "trade-in offer", with the lead forms' vehicle parameters (spec 02 §3).
      track("tradeInOffer", {
        vehicleMake: vehicle?.make,
        vehicleModel: vehicle?.model,
        vehicleYear: vehicle?.year,
        vehicleKilometers: vehicle?.kms,
      });
      setState(accepted);
      moved.current = true;
    }
    setBusy(false);
  }

  const index = screen === "result" ? TRADE_IN_STEPS.length : TRADE_IN_STEPS.indexOf(screen);
  const errors = formState.errors;

  if (screen === "result" && state?.valuation) {
    return (
      <TradeInResult
        state={state}
        valuation={state.valuation}
        car={car}
        siteName={siteName}
        busy={busy}
        alert={alert}
        onAccept={accept}
        headingRef={heading}
      />
    );
  }

  const step = screen === "result" ? "contact" : screen;
  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      className="space-y-4"
      data-testid="trade-in-wizard"
      onSubmit={(event) => {
        event.preventDefault();
        void submitStep(step);
      }}
    >
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        <span className="font-normal text-muted-foreground">
          Step {index + 1} of {TRADE_IN_STEPS.length}:{" "}
        </span>
        {STEP_TITLES[step]}
      </h2>
      {state && step !== "vehicle" ? (
        <p className="text-sm text-muted-foreground">
          Your answers are saved: bookmark this page to come back to them.
        </p>
      ) : null}

      {alert?.lines.length ? <LeadFormAlert alert={alert} /> : null}

      <fieldset hidden={step !== "vehicle"} disabled={busy} className="space-y-4">
        <legend className="sr-only">{STEP_TITLES.vehicle}</legend>
        <div className="rounded-lg bg-muted p-4">
          <p className="font-semibold">Find your car by its rego</p>
          <div className="mt-2 grid min-w-0 gap-4 sm:grid-cols-2">
            {LOOKUP_FIELDS.map((key) => (
              <Field required={required} key={key} name={key} formId={formId} form={form} errors={errors} />
            ))}
          </div>
          <Button
            type="button"
            variant="secondary"
            className="mt-3"
            disabled={busy}
            onClick={() => void lookUp()}
          >
            Find my car
          </Button>
          <p aria-live="polite" className="mt-2 text-sm" data-testid="lookup-note">
            {lookupNote}
          </p>
        </div>
        <p className="font-semibold">Or enter its details</p>
        <div className="grid min-w-0 gap-4 sm:grid-cols-2">
          {WIZARD_FIELDS.vehicle.map((key) => (
            <Field required={required} key={key} name={key} formId={formId} form={form} errors={errors} />
          ))}
        </div>
      </fieldset>

      <fieldset hidden={step !== "condition"} disabled={busy} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">{STEP_TITLES.condition}</legend>
        {WIZARD_FIELDS.condition.map((key) => (
          <Field required={required} key={key} name={key} formId={formId} form={form} errors={errors} />
        ))}
      </fieldset>

      <fieldset hidden={step !== "contact"} disabled={busy} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">{STEP_TITLES.contact}</legend>
        {WIZARD_FIELDS.contact
          .filter((key) => key !== "location_id" || locations.length > 1)
          .map((key) => (
            <Field
              required={required}
              key={key}
              name={key}
              formId={formId}
              form={form}
              errors={errors}
              choices={key === "location_id" ? locations : undefined}
            />
          ))}
      </fieldset>
      <HoneypotField formId={formId} field={register("website")} />

      <LeadFormButtons
        showBack={index > 0}
        busy={busy}
        label={step === "contact" ? (busy ? "Valuing…" : "Get my valuation") : "Next"}
        onBack={() => go(TRADE_IN_STEPS[index - 1]!)}
      />
    </form>
  );
}

function pick(values: Values, keys: readonly string[]): Values {
  return Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]]));
}

function Field({
  name,
  formId,
  form,
  errors,
  choices,
  required,
}: {
  name: string;
  formId: string;
  form: ReturnType<typeof useForm<Values>>;
  errors: FieldErrors<Values>;
  choices?: Choice[];
  required: Set<string>;
}) {
  const layout = wizardFieldLayout(name);
  const fixed =
    "choices" in layout.control && layout.control.choices.from === "fixed"
      ? [...layout.control.choices.choices]
      : [];
  return (
    <LeadFormField
      formId={formId}
      name={name}
      layout={layout}
      label={layout.label}
      required={required.has(name)}
      choices={choices ?? fixed}
      error={errors[name] as never}
      register={form.register}
      setValue={form.setValue}
    />
  );
}

function TradeInResult({
  state,
  valuation,
  car,
  siteName,
  busy,
  alert,
  onAccept,
  headingRef,
}: {
  state: TradeInState;
  valuation: Valuation;
  car: TradeInWizardProps["car"];
  siteName: string;
  busy: boolean;
  alert: FormAlert | null;
  onAccept: () => void;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const vehicle = state.steps.vehicle;
  const name = vehicle
    ? [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ")
    : "your car";
  if (valuation.kind === "in-person") {
    return (
      <section aria-labelledby="trade-in-result" className="space-y-3" data-testid="trade-in-in-person">
        <h2 id="trade-in-result" ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
          We'll value your {name} in person
        </h2>
        <p>{valuation.message}</p>
        <p>
          We've sent your details to {siteName}. The team will call you to arrange a time; an appraisal takes
          about 20 minutes and there's no obligation.
        </p>
      </section>
    );
  }
  const after = car ? priceAfterTradeIn(car.price, valuation.offer) : null;
  const accepted = state.status === "accepted";
  return (
    <section aria-labelledby="trade-in-result" className="space-y-4" data-testid="trade-in-estimate">
      <h2 id="trade-in-result" ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
        {accepted ? "Offer accepted" : `Your ${name}`}
      </h2>
      {alert?.lines.length ? <LeadFormAlert alert={alert} /> : null}
      <div className="rounded-lg border p-4">
        <p className="text-sm text-muted-foreground">Estimated trade-in value</p>
        <p className="text-2xl font-bold" data-testid="trade-in-range">
          {formatPrice(valuation.low)} to {formatPrice(valuation.high)}
        </p>
        <p className="mt-3 text-sm text-muted-foreground">Our offer, subject to an inspection</p>
        <p className="text-3xl font-bold text-primary" data-testid="trade-in-offer">
          {formatPrice(valuation.offer)}
        </p>
        {vehicle ? <p className="mt-1 text-sm">{formatKm(vehicle.kms)}</p> : null}
      </div>
      {car && after !== null ? (
        <div className="rounded-lg border p-4" data-testid="price-after-trade-in">
          <p className="font-semibold">{car.name}</p>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>Price</dt>
            <dd className="text-right">{car.priceText ?? formatPrice(car.price ?? 0)}</dd>
            <dt>Trade-in offer</dt>
            <dd className="text-right">−{formatPrice(valuation.offer)}</dd>
            <dt className="font-bold">Price after trade-in</dt>
            <dd className="text-right font-bold">{formatPrice(after)}</dd>
          </dl>
        </div>
      ) : null}
      <details className="rounded-lg border p-4">
        <summary className="cursor-pointer font-semibold">How we worked this out</summary>
        <p className="mt-2 text-sm">{valuation.basis}</p>
        {valuation.adjustments.length ? (
          <ul className="mt-2 list-disc pl-5 text-sm">
            {valuation.adjustments.map((adjustment) => (
              <li key={adjustment.label}>
                {adjustment.label}: {adjustment.percent}%
              </li>
            ))}
          </ul>
        ) : null}
      </details>
      {accepted ? (
        <p role="status" data-testid="trade-in-accepted">
          Thanks. We've told {siteName} you accept the offer of {formatPrice(valuation.offer)}. The team will
          call you to inspect the car and finalise the price
          {car ? ` against the ${car.name}` : ""}.
        </p>
      ) : (
        <div className="space-y-2">
          <Button type="button" disabled={busy} onClick={onAccept}>
            {busy ? "Sending…" : `Accept offer of ${formatPrice(valuation.offer)}`}
          </Button>
          <p className="text-sm text-muted-foreground">
            The offer stands once the team has seen the car and its service records. We'll call you either
            way.
          </p>
        </div>
      )}
    </section>
  );
}
