"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { track } from "@/lib/analytics/track";
import { enquiryAnalyticsEvent } from "@/lib/leads/analytics";
import {
  ADDITIONAL_SERVICES,
  type Choice,
  ENQUIRY_CATEGORIES,
  FIELD_LAYOUT,
  fieldLayout,
  isFieldDrawn,
  isFieldShown,
  leadFormSteps,
  locationsFor,
  messageLabel,
  requiredFields,
  submitLabel,
  withoutHiddenAnswers,
} from "@/lib/leads/form-layout";
import {
  enquiryEventParams,
  type LeadFormCar,
  type LeadFormPrefill,
  type SiteFormSetup,
} from "@/lib/leads/form-setup";
import {
  isEnquiryPageKind,
  LEAD_FORMS,
  type LeadFormKind,
  leadFormDefaults,
  leadFormSchema,
} from "@/lib/leads/forms";
import {
  parseRememberedUser,
  REMEMBERED_USER_KEY,
  rememberedUserFrom,
  SUCCESS_CATEGORY_KEY,
} from "@/lib/leads/remembered-user";
import { ERROR_LIST_HEADING, readSubmitAnswer, SUBMIT_FAILED_ALERT } from "@/lib/leads/submit-answer";
import {
  LINKED_PARAMS_KEY,
  parseLinkedParams,
  parseVisitedPages,
  VISITED_PAGES_KEY,
} from "@/lib/leads/visit-trail";
import { cn } from "@/lib/utils/cn";
import { LeadFormField } from "./lead-form-field";

type Values = Record<string, unknown>;

export type LeadFormProps = {
  kind: LeadFormKind;
  site: SiteFormSetup;
  car?: LeadFormCar | null;
  prefill?: LeadFormPrefill;
  className?: string;
  /** Where the shopper goes once the lead is stored (spec 01 §2 "/success"). */
  successPath?: string;
};

/** GET /api/leads/form's answer, and when it came. */
type FormTicket = { idempotency_key: string; form_token: string; min_fill_ms: number; receivedAt: number };
type Phase = "idle" | "submitting" | "sent";
type Alert = { lines: string[] };

/** Passes the ticket's rules while the browser validates; never sent. */
const TICKET_STANDIN = { idempotency_key: "browser-validation-only", form_token: "browser-validation-only" };

/** A margin over the server's minimum fill time, for the clocks of browser and server. */
const FILL_MARGIN_MS = 250;

/**
 * Every lead form (issue 5): one component, one zod schema shared with POST /api/leads through
 * react-hook-form. It fetches its ticket (idempotency key and signed render stamp) when shown,
 * prefills the remembered shopper, walks the steps, and on the last one posts; the shopper sees
 * /success only once the server has answered with the stored lead's id.
 */
export function LeadForm({
  kind,
  site,
  car = null,
  prefill,
  className,
  successPath = "/success",
}: LeadFormProps) {
  const formId = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const router = useRouter();
  const meta = LEAD_FORMS[kind];
  const schema = useMemo(
    () => leadFormSchema(kind, { ...site.options, now: () => new Date() }),
    [kind, site.options],
  );
  const shape = schema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  const keys = Object.keys(shape);
  const required = useMemo(() => requiredFields(shape), [shape]);

  const choices: Record<string, Choice[]> = {
    preferred_dealership: site.dealerships,
    location_id: site.locations,
    distribution_location: (car?.distributionLocations ?? []).map((name) => ({ value: name, label: name })),
    // Only the enquiry pages ask for a category; every other form sends its own.
    category: isEnquiryPageKind(kind) ? [...ENQUIRY_CATEGORIES] : [],
    additional_services: (ADDITIONAL_SERVICES[kind] ?? []).map((name) => ({ value: name, label: name })),
  };
  const counts = Object.fromEntries(Object.entries(choices).map(([key, list]) => [key, list.length]));
  const drawn = keys.filter(
    (key) => key in FIELD_LAYOUT && isFieldDrawn(key, { hasCar: car !== null, counts }),
  );
  const steps = leadFormSteps(kind, drawn);

  const defaultValues = useMemo<Values>(() => {
    const only = (list: Choice[]) => (list.length === 1 ? list[0]!.value : "");
    return {
      ...leadFormDefaults(kind),
      location_id: car?.locationId ? String(car.locationId) : only(site.locations),
      preferred_dealership: car?.dealershipSlug ?? only(site.dealerships),
      ...(car ? { car_id: String(car.id) } : {}),
      idempotency_key: "",
      form_token: "",
      ...prefill,
    };
  }, [kind, car, prefill, site.locations, site.dealerships]);

  // The browser checks what the shopper typed; the ticket (key and stamp) is the server's to check, and
  // is attached when the form is sent.
  const resolver = useMemo<Resolver<Values>>(() => {
    const check = zodResolver(schema as never) as unknown as Resolver<Values>;
    const keys = Object.keys(schema.shape);
    return (values, context, options) =>
      check({ ...withoutHiddenAnswers(values, keys), ...TICKET_STANDIN }, context, options);
  }, [schema]);

  const {
    register,
    handleSubmit,
    trigger,
    setValue,
    setError,
    getValues,
    getFieldState,
    watch,
    control,
    formState: { errors },
  } = useForm<Values>({
    resolver,
    defaultValues,
    // Errors appear when the shopper presses Next or Send, never on blur: a message appearing or
    // vanishing as a field loses focus moves the button under the pointer and swallows the click.
    mode: "onSubmit",
  });
  const values = useWatch({ control });
  // A field showing an error is checked again as it is typed in, so the message goes once it is fixed.
  useEffect(() => {
    const subscription = watch((_, { name, type }) => {
      if (type === "change" && name && getFieldState(name).invalid) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, trigger]);
  // A dealer group's locations narrow to the chosen dealership's; a location of another is cleared.
  const dealership = values.preferred_dealership;
  choices.location_id = locationsFor(site.locations, dealership);
  useEffect(() => {
    const offered = locationsFor(site.locations, dealership);
    const chosen = getValues("location_id");
    if (chosen && !offered.some((location) => location.value === chosen)) {
      setValue("location_id", offered.length === 1 ? offered[0]!.value : "");
    }
  }, [dealership, site.locations, getValues, setValue]);

  const [step, setStep] = useState(0);
  const [phase, setPhase] = useState<Phase>("idle");
  const [alert, setAlert] = useState<Alert | null>(null);
  const ticket = useRef<Promise<FormTicket> | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const movedStep = useRef(false);

  // The ticket is asked for when the form is shown, so the fill time counts from then, not from when
  // a cached page was built; the remembered shopper fills what is still empty. Once per form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form is shown
  useEffect(() => {
    ticket.current ??= fetchTicket();
    ticket.current.catch(() => {
      ticket.current = null;
    });
    const remembered = parseRememberedUser(readStorage(localStorage, REMEMBERED_USER_KEY));
    for (const [key, value] of Object.entries(remembered)) {
      if (keys.includes(key) && !getValues(key)) setValue(key, value);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a step change is what moves focus
  useEffect(() => {
    if (movedStep.current) stepHeading.current?.focus();
  }, [step]);

  const isLast = step >= steps.length - 1;
  const current = steps[Math.min(step, steps.length - 1)]!;
  const shown = (key: string) => isFieldShown(key, keys, values);
  const labelOf = (key: string) => (key === "message" ? messageLabel(kind) : fieldLayout(key).label);

  function showErrors(found: FieldErrors<Values>) {
    const lines = Object.entries(found)
      .filter(([, error]) => error?.message)
      .map(([key, error]) =>
        key in FIELD_LAYOUT ? `${labelOf(key)}: ${error!.message}` : String(error!.message),
      );
    setAlert(lines.length ? { lines: [...new Set(lines)] } : null);
    // A multi-step form shows the first step holding an error.
    const first = steps.findIndex((s) => s.fields.some((field) => field in found));
    if (first >= 0 && first !== step) {
      movedStep.current = true;
      setStep(first);
    }
  }

  async function next() {
    const ok = await trigger(current.fields.filter(shown));
    if (!ok) return;
    setAlert(null);
    movedStep.current = true;
    setStep((s) => s + 1);
  }

  async function send() {
    // What was validated is what is sent, whatever is typed while it goes.
    const answers = withoutHiddenAnswers(getValues(), keys);
    setPhase("submitting");
    setAlert(null);
    try {
      ticket.current ??= fetchTicket();
      const form = await ticket.current;
      // A shopper never trips the bot check: the post waits out what is left of the minimum fill time.
      const wait = form.receivedAt + form.min_fill_ms + FILL_MARGIN_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          ...answers,
          formKind: kind,
          idempotency_key: form.idempotency_key,
          form_token: form.form_token,
          path: `${location.pathname}${location.search}`.slice(0, 500),
          visited_pages: parseVisitedPages(readStorage(sessionStorage, VISITED_PAGES_KEY)),
          linked_query_params: parseLinkedParams(readStorage(sessionStorage, LINKED_PARAMS_KEY)),
        }),
      });
      const answer = readSubmitAnswer(response.status, await response.json().catch(() => null));
      if (answer.kind === "success") {
        const category = String(answers.category || meta.category);
        writeStorage(localStorage, REMEMBERED_USER_KEY, JSON.stringify(rememberedUserFrom(answers)));
        writeStorage(localStorage, SUCCESS_CATEGORY_KEY, category);
        track(
          enquiryAnalyticsEvent(kind, car, { financeEnquiryEvent: site.financeEnquiryEvent }),
          enquiryEventParams(category, car),
        );
        setPhase("sent");
        router.push(successPath);
        return;
      }
      if (answer.renew) ticket.current = null;
      const lines: string[] = [];
      for (const [key, message] of Object.entries(answer.fields)) {
        if (drawn.includes(key)) setError(key, { type: "server", message });
        lines.push(key in FIELD_LAYOUT ? `${labelOf(key)}: ${message}` : message);
      }
      if (answer.message !== ERROR_LIST_HEADING || !lines.length) lines.unshift(answer.message);
      setAlert({ lines: [...new Set(lines)] });
    } catch {
      setAlert({ lines: [SUBMIT_FAILED_ALERT] });
    }
    setPhase("idle");
  }

  const busy = phase !== "idle";
  return (
    <form
      noValidate
      aria-busy={busy || undefined}
      className={cn("space-y-4", className)}
      data-form-kind={kind}
      onSubmit={(event) => {
        if (!isLast) {
          event.preventDefault();
          void next();
          return;
        }
        void handleSubmit(send, showErrors)(event);
      }}
    >
      {steps.length > 1 ? (
        <h3 ref={stepHeading} tabIndex={-1} className="text-base font-bold outline-none">
          <span className="font-normal text-muted-foreground">
            Step {step + 1} of {steps.length}:{" "}
          </span>
          {current.title}
        </h3>
      ) : null}

      {alert ? (
        <div
          role="alert"
          data-testid="error-warning"
          className="rounded-lg border border-destructive bg-destructive/5 p-3 text-sm text-destructive"
        >
          <p className="font-bold">{ERROR_LIST_HEADING}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {alert.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {steps.map((s, index) => (
        <fieldset
          key={s.title}
          hidden={index !== step}
          disabled={busy}
          className="grid min-w-0 gap-4 sm:grid-cols-2"
        >
          {s.fields.filter(shown).map((key) => (
            <LeadFormField
              key={key}
              formId={formId}
              name={key}
              layout={fieldLayout(key)}
              label={labelOf(key)}
              required={required.has(key)}
              choices={choices[key] ?? choicesOf(key)}
              error={errors[key] as never}
              register={register}
              setValue={setValue}
              quickPicks={site.budgetQuickPicks}
              placeholder={key === "offer_from_client" && car?.priceText ? car.priceText : undefined}
            />
          ))}
        </fieldset>
      ))}

      {/* The honeypot: hidden from people and assistive tech; a bot that fills it is answered as sent. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${formId}-website`}>Leave this empty</label>
        <input
          id={`${formId}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register("website")}
        />
      </div>

      <div className="flex flex-wrap gap-3">
        {step > 0 ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              movedStep.current = true;
              setStep((s) => s - 1);
            }}
          >
            Back
          </Button>
        ) : null}
        <Button type="submit" disabled={busy} className="flex-1 sm:flex-none">
          {busy ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
          {isLast ? (busy ? "Sending…" : submitLabel(kind)) : "Next"}
        </Button>
      </div>
    </form>
  );
}

function choicesOf(key: string): Choice[] {
  const control = fieldLayout(key).control;
  return "choices" in control && control.choices.from === "fixed" ? [...control.choices.choices] : [];
}

async function fetchTicket(): Promise<FormTicket> {
  const response = await fetch("/api/leads/form", { cache: "no-store" });
  if (!response.ok) throw new Error(`GET /api/leads/form answered ${response.status}`);
  const body = (await response.json()) as Omit<FormTicket, "receivedAt">;
  return { ...body, min_fill_ms: Number(body.min_fill_ms) || 0, receivedAt: Date.now() };
}

/** Storage can be switched off or full (private windows); a form works without it. */
function readStorage(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Remembering is a convenience; the lead is already stored.
  }
}
