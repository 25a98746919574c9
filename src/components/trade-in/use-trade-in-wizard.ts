import { zodResolver } from "@hookform/resolvers/zod";
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import { type FieldErrors, type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { track } from "@/lib/analytics/track";
import type { Choice } from "@/lib/leads/form-layout";
import { parseRememberedUser, REMEMBERED_USER_KEY, rememberedUserFrom } from "@/lib/leads/remembered-user";
import { readSubmitAnswer, SUBMIT_FAILED_ALERT } from "@/lib/leads/submit-answer";
import type { Valuation } from "@/lib/trade-in/trade-in-types";
import {
  conditionStepSchema,
  contactStepSchema,
  type TradeInStep,
  type TradeInSteps,
  vehicleStepSchema,
  wizardRequiredFields,
} from "@/lib/trade-in/wizard";
import { LOOKUP_FIELDS, WIZARD_FIELDS, wizardFieldLayout } from "@/lib/trade-in/wizard-layout";
import { readStorage, writeStorage } from "../leads/browser-storage";
import type { FormAlert } from "../leads/use-lead-submit";
import { fetchFormTicket, waitOutFillTime } from "../leads/use-lead-submit";

export type WizardValues = Record<string, unknown>;
export type WizardForm = UseFormReturn<WizardValues>;

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
  /** This page's path and query without the valuation ('/trade-in', '/cars/trade-in?car_id=5'). */
  pagePath?: string;
};

export type Screen = TradeInStep | "result";
type Ticket = RefObject<ReturnType<typeof fetchFormTicket> | null>;
type ShowAlert = (alert: FormAlert | null) => void;

/** What a rego lookup fills in, beside the make, model and year. */
const LOOKED_UP = ["make", "model", "year", "badge", "vin", "body", "fuel", "transmission", "colour"];
const VEHICLE_SENT = [
  ...LOOKUP_FIELDS,
  ...WIZARD_FIELDS.vehicle,
  "source",
  "vin",
  "body",
  "fuel",
  "transmission",
  "colour",
];

export function pick(values: WizardValues, keys: readonly string[]): WizardValues {
  return Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]]));
}

/** This page and its query, as the lead's path. */
const pagePath = () => `${location.pathname}${location.search}`.slice(0, 500);

/** The step's own fields through its schema; errors go beside their fields and into the list. */
async function validateStep(
  step: TradeInStep,
  schema: z.ZodType,
  form: WizardForm,
  setAlert: ShowAlert,
): Promise<WizardValues | null> {
  const fields = step === "vehicle" ? [...LOOKUP_FIELDS, ...WIZARD_FIELDS.vehicle] : WIZARD_FIELDS[step];
  const resolver = zodResolver(schema as never) as unknown as Resolver<WizardValues>;
  const result = await resolver(form.getValues(), undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as never);
  form.clearErrors();
  const errors = result.errors as FieldErrors<WizardValues>;
  const keys = Object.keys(errors);
  if (!keys.length) return result.values as WizardValues;
  for (const key of keys) form.setError(key, { type: "validate", message: String(errors[key]?.message) });
  setAlert({
    lines: fields
      .filter((key) => errors[key]?.message)
      .map((key) => `${wizardFieldLayout(key).label}: ${errors[key]!.message}`),
  });
  return null;
}

/** The server's answer: the saved valuation, or its reasons shown at their fields. */
async function send(
  url: string,
  method: "POST" | "PUT",
  body: WizardValues,
  { form, setAlert, ticket }: { form: WizardForm; setAlert: ShowAlert; ticket: Ticket },
): Promise<TradeInState | null> {
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
        form.setError(key, { type: "server", message });
        lines.push(message);
      }
      setAlert({
        lines: [answer.message !== "Please fix the following errors:" ? answer.message : "", ...lines].filter(
          Boolean,
        ),
      });
    }
  } catch {
    setAlert({ lines: [SUBMIT_FAILED_ALERT] });
  }
  return null;
}

/** Looks the rego up: fills the car in and answers the note to show, or puts the reason at the rego. */
async function lookUpRego(form: WizardForm): Promise<string | null> {
  const query = { rego: form.getValues("rego"), regoState: form.getValues("regoState") };
  try {
    const response = await fetch("/api/trade-ins/lookup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(query),
    });
    const json = await response.json().catch(() => null);
    if (response.ok && json?.result === "found") {
      const v = json.vehicle as Record<string, string | number | null>;
      for (const key of LOOKED_UP) {
        form.setValue(key, v[key] === null || v[key] === undefined ? "" : String(v[key]));
      }
      form.setValue("source", "lookup");
      return `Found: ${[v.year, v.make, v.model, v.badge].filter(Boolean).join(" ")}. Check the details, then add the kilometres.`;
    }
    if (response.ok && json?.field) {
      form.setError(json.field, { type: "server", message: json.message });
    } else {
      const answer = readSubmitAnswer(response.status, json);
      if (answer.kind === "error") {
        for (const [key, message] of Object.entries(answer.fields))
          form.setError(key, { type: "server", message });
        if (!Object.keys(answer.fields).length)
          form.setError("rego", { type: "server", message: answer.message });
      }
    }
  } catch {
    form.setError("rego", {
      type: "server",
      message: "We can't look up regos just now. Please enter your car's details below.",
    });
  }
  return null;
}

/**
 * Saves a checked step: the car (creating the valuation the first time), its condition, or the
 * shopper's details (which value the car and file the lead). Answers the saved valuation and the
 * screen to show next, or null when the server refused (its reasons are already on screen).
 */
async function saveStep(
  step: TradeInStep,
  {
    state,
    carId,
    form,
    ticket,
    post,
  }: {
    state: TradeInState | null;
    carId: number | null;
    form: WizardForm;
    ticket: Ticket;
    post: (url: string, method: "POST" | "PUT", body: WizardValues) => Promise<TradeInState | null>;
  },
): Promise<{ saved: TradeInState; next: Screen } | null> {
  if (step === "vehicle") {
    const vehicle = pick(form.getValues(), VEHICLE_SENT);
    const saved = state
      ? await post(`/api/trade-ins/${state.id}/vehicle`, "PUT", vehicle)
      : await post("/api/trade-ins", "POST", { car_id: carId, vehicle });
    return saved && { saved, next: "condition" };
  }
  if (!state) return null;
  if (step === "condition") {
    const saved = await post(
      `/api/trade-ins/${state.id}/condition`,
      "PUT",
      pick(form.getValues(), WIZARD_FIELDS.condition),
    );
    return saved && { saved, next: "contact" };
  }
  ticket.current ??= fetchFormTicket();
  const issued = await ticket.current;
  await waitOutFillTime(issued);
  const details = pick(form.getValues(), [...WIZARD_FIELDS.contact, "website"]);
  const saved = await post(`/api/trade-ins/${state.id}/valuation`, "POST", {
    ...details,
    form_token: issued.form_token,
    path: pagePath(),
  });
  if (!saved) return null;
  writeStorage(localStorage, REMEMBERED_USER_KEY, JSON.stringify(rememberedUserFrom(details)));
  return { saved, next: "result" };
}

/** Each step's schema, as the browser checks it, and the fields marked required. */
function useStepSchemas(thisYear: number, locationCount: number) {
  const vehicle = useMemo(() => vehicleStepSchema(thisYear), [thisYear]);
  // The ticket is fetched as the details are sent, so the browser checks the shopper's answers only.
  const contact = useMemo(
    () => contactStepSchema({ locationCount }).omit({ form_token: true, website: true }),
    [locationCount],
  );
  const required = useMemo(() => wizardRequiredFields(thisYear, locationCount), [thisYear, locationCount]);
  const schemaOf: Record<TradeInStep, z.ZodType> = { vehicle, condition: conditionStepSchema, contact };
  return { schemaOf, required };
}

/**
 * The trade-in wizard's state (issue 20, decision 0034): the valuation as the server last answered it,
 * the screen on show, the error list, the one react-hook-form form behind all three steps, and the
 * calls that look a rego up, save a step and accept the offer. Each step is saved as it is finished,
 * under an id the page's URL then carries.
 */
export function useTradeInWizard({
  car,
  locations,
  thisYear,
  initial,
}: Omit<TradeInWizardProps, "siteName">) {
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
  const ticket: Ticket = useRef<ReturnType<typeof fetchFormTicket> | null>(null);

  const { schemaOf, required } = useStepSchemas(thisYear, locations.length);

  const form = useForm<WizardValues>({
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
  const { getValues, setValue } = form;

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

  const post = (url: string, method: "POST" | "PUT", body: WizardValues) =>
    send(url, method, body, { form, setAlert, ticket });

  /** The link back: this page with the valuation's id, so a reload or a bookmark resumes it. */
  function remember(next: TradeInState) {
    setState(next);
    const url = new URL(location.href);
    url.searchParams.set("valuation", next.id);
    history.replaceState(history.state, "", url);
  }

  async function lookUp() {
    setLookupNote(null);
    form.clearErrors(["rego", "regoState"]);
    setBusy(true);
    setLookupNote(await lookUpRego(form));
    setBusy(false);
  }

  async function submitStep(step: TradeInStep) {
    const values = await validateStep(step, schemaOf[step], form, setAlert);
    if (!values) return;
    setBusy(true);
    try {
      const done = await saveStep(step, { state, carId: car?.id ?? null, form, ticket, post });
      if (done) {
        remember(done.saved);
        go(done.next);
      }
    } catch {
      setAlert({ lines: [SUBMIT_FAILED_ALERT] });
    }
    setBusy(false);
  }

  async function accept() {
    if (!state) return;
    setBusy(true);
    const accepted = await post(`/api/trade-ins/${state.id}/accept`, "POST", { path: pagePath() });
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

  return {
    formId,
    form,
    required,
    state,
    screen,
    alert,
    busy,
    lookupNote,
    heading,
    go,
    lookUp,
    submitStep,
    accept,
  };
}
