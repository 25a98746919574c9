"use client";

import { useEffect, useId, useRef, useState } from "react";
import { type FieldErrors, useForm, useWatch } from "react-hook-form";
import {
  type Choice,
  FIELD_LAYOUT,
  fieldLayout,
  isFieldShown,
  locationsFor,
  messageLabel,
  submitLabel,
} from "@/lib/leads/form-layout";
import type { LeadFormCar, LeadFormPrefill, SiteFormSetup } from "@/lib/leads/form-setup";
import type { LeadFormKind } from "@/lib/leads/forms";
import { parseRememberedUser, REMEMBERED_USER_KEY } from "@/lib/leads/remembered-user";
import { cn } from "@/lib/utils/cn";
import { readStorage } from "./browser-storage";
import { HoneypotField } from "./honeypot-field";
import { LeadFormAlert } from "./lead-form-alert";
import { LeadFormButtons } from "./lead-form-buttons";
import { LeadFormField } from "./lead-form-field";
import { useLeadFormFields } from "./use-lead-form-fields";
import { type FormAlert, useLeadSubmit } from "./use-lead-submit";

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

/**
 * Every lead form (issue 5): one component, one zod schema shared with POST /api/leads through
 * react-hook-form. It prefills the remembered shopper, walks the steps, and on the last one sends
 * (useLeadSubmit: the ticket, the post, and /success only once the server has stored the lead).
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
  const { keys, required, choices, drawn, steps, defaultValues, resolver } = useLeadFormFields({
    kind,
    site,
    car,
    prefill,
  });

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
  const fieldChoices: Record<string, Choice[]> = {
    ...choices,
    location_id: locationsFor(site.locations, dealership),
  };
  useEffect(() => {
    const offered = locationsFor(site.locations, dealership);
    const chosen = getValues("location_id");
    if (chosen && !offered.some((location) => location.value === chosen)) {
      setValue("location_id", offered.length === 1 ? offered[0]!.value : "");
    }
  }, [dealership, site.locations, getValues, setValue]);

  const [step, setStep] = useState(0);
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const movedStep = useRef(false);
  const labelOf = (key: string) => (key === "message" ? messageLabel(kind) : fieldLayout(key).label);
  const { busy, send } = useLeadSubmit({
    kind,
    car,
    financeEnquiryEvent: site.financeEnquiryEvent,
    successPath,
    keys,
    drawn,
    labelOf,
    getValues,
    setError,
    setAlert,
  });

  // The remembered shopper fills what is still empty, once, when the form is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form is shown
  useEffect(() => {
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

      {alert ? <LeadFormAlert alert={alert} /> : null}

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
              choices={fieldChoices[key] ?? choicesOf(key)}
              error={errors[key] as never}
              register={register}
              setValue={setValue}
              quickPicks={site.budgetQuickPicks}
              placeholder={key === "offer_from_client" && car?.priceText ? car.priceText : undefined}
            />
          ))}
        </fieldset>
      ))}

      <HoneypotField formId={formId} field={register("website")} />

      <LeadFormButtons
        showBack={step > 0}
        busy={busy}
        label={isLast ? (busy ? "Sending…" : submitLabel(kind)) : "Next"}
        onBack={() => {
          movedStep.current = true;
          setStep((s) => s - 1);
        }}
      />
    </form>
  );
}

function choicesOf(key: string): Choice[] {
  const control = fieldLayout(key).control;
  return "choices" in control && control.choices.from === "fixed" ? [...control.choices.choices] : [];
}
