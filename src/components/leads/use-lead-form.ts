// Not a "use client" entry of its own: only lead-form.tsx, which pages load on demand, imports it, so
// the zod rules and date code it reaches stay out of pages' first load (client-imports.test.ts).
import { type FormEvent, type SetStateAction, useEffect, useId, useRef, useState } from "react";
import {
  type FieldErrors,
  type UseFormGetValues,
  type UseFormReturn,
  type UseFormSetValue,
  useForm,
  useWatch,
} from "react-hook-form";
import {
  type Choice,
  FIELD_LAYOUT,
  fieldLayout,
  isFieldShown,
  locationsFor,
  messageLabel,
} from "@/lib/leads/form-layout";
import type { LeadFormCar, LeadFormPrefill, SiteFormSetup } from "@/lib/leads/form-setup";
import type { LeadFormKind } from "@/lib/leads/forms";
import { parseRememberedUser, REMEMBERED_USER_KEY } from "@/lib/leads/remembered-user";
import { readStorage } from "./browser-storage";
import { useLeadFormFields } from "./use-lead-form-fields";
import { type FormAlert, useLeadSubmit } from "./use-lead-submit";

type Values = Record<string, unknown>;

/** Which lead form, on which site, about which car, and where the shopper goes once it is sent. */
export type LeadFormSetup = {
  kind: LeadFormKind;
  site: SiteFormSetup;
  car?: LeadFormCar | null;
  prefill?: LeadFormPrefill;
  /** Where the shopper goes once the lead is stored (spec 01 §2 "/success"). */
  successPath?: string;
};

/**
 * A lead form's state (issue 5): its fields and schema (useLeadFormFields) in one react-hook-form
 * form, errors shown when Next or Send is pressed and re-checked as a field in error is typed in, a
 * dealer group's locations narrowed to the chosen dealership, the remembered shopper filling what is
 * empty, the step on show (focus moving to its heading), and the send (useLeadSubmit).
 */
export function useLeadForm({ kind, site, car = null, prefill, successPath = "/success" }: LeadFormSetup) {
  const formId = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const { keys, required, choices, drawn, steps, defaultValues, resolver } = useLeadFormFields({
    kind,
    site,
    car,
    prefill,
  });
  const form = useForm<Values>({
    resolver,
    defaultValues,
    // Errors appear when the shopper presses Next or Send, never on blur: a message appearing or
    // vanishing as a field loses focus moves the button under the pointer and swallows the click.
    mode: "onSubmit",
  });
  const { handleSubmit, trigger, setValue, setError, getValues } = form;
  const values = useWatch({ control: form.control });
  useRecheckWhileInError(form);
  const locations = useDealershipLocations(site.locations, values.preferred_dealership, getValues, setValue);

  const [alert, setAlert] = useState<FormAlert | null>(null);
  const labelOf = (key: string) => (key === "message" ? messageLabel(kind) : fieldLayout(key).label);
  const { step, goTo, stepHeading } = useStepFocus();
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
    // The server's refusal of a field (a closed test drive time) shows the step that has the field.
    showFields: (fields) => {
      const first = steps.findIndex((s) => s.fields.some((field) => fields.includes(field)));
      if (first >= 0) goTo(first);
    },
  });
  useRememberedShopper(keys, getValues, setValue);
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
    if (first >= 0 && first !== step) goTo(first);
  }

  async function next() {
    const ok = await trigger(current.fields.filter(shown));
    if (!ok) return;
    setAlert(null);
    goTo((s) => s + 1);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!isLast) {
      event.preventDefault();
      void next();
      return;
    }
    void handleSubmit(send, showErrors)(event);
  }

  return {
    formId,
    form,
    required,
    steps,
    step,
    current,
    isLast,
    shown,
    labelOf,
    /** A field's choices: the site's (locations narrowed to the dealership), else the layout's own. */
    choicesOf: (key: string) => (key === "location_id" ? locations : choices[key]) ?? fixedChoices(key),
    /** The form's current answers, for a field drawn from another's value (the test drive's times). */
    values,
    alert,
    busy,
    stepHeading,
    onSubmit,
    back: () => goTo((s) => s - 1),
  };
}

/** A field showing an error is checked again as it is typed in, so the message goes once it is fixed. */
function useRecheckWhileInError({ watch, getFieldState, trigger }: UseFormReturn<Values>) {
  useEffect(() => {
    const subscription = watch((_, { name, type }) => {
      if (type === "change" && name && getFieldState(name).invalid) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, trigger]);
}

/**
 * A dealer group's locations narrow to the chosen dealership's; a location of another is cleared (or
 * set to the only one left). Answers the locations offered.
 */
function useDealershipLocations(
  all: Choice[],
  dealership: unknown,
  getValues: UseFormGetValues<Values>,
  setValue: UseFormSetValue<Values>,
): Choice[] {
  useEffect(() => {
    const offered = locationsFor(all, dealership);
    const chosen = getValues("location_id");
    if (chosen && !offered.some((location) => location.value === chosen)) {
      setValue("location_id", offered.length === 1 ? offered[0]!.value : "");
    }
  }, [dealership, all, getValues, setValue]);
  return locationsFor(all, dealership);
}

/** The remembered shopper fills what is still empty, once, when the form is shown. */
function useRememberedShopper(
  keys: string[],
  getValues: UseFormGetValues<Values>,
  setValue: UseFormSetValue<Values>,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the form is shown
  useEffect(() => {
    const remembered = parseRememberedUser(readStorage(localStorage, REMEMBERED_USER_KEY));
    for (const [key, value] of Object.entries(remembered)) {
      if (keys.includes(key) && !getValues(key)) setValue(key, value);
    }
  }, []);
}

/** The step on show; moving to another focuses its heading (not on the first render). */
function useStepFocus() {
  const [step, setStep] = useState(0);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a step change is what moves focus
  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);
  const goTo = (next: SetStateAction<number>) => {
    moved.current = true;
    setStep(next);
  };
  return { step, goTo, stepHeading };
}

/** The choices a field's layout fixes itself (a radio group's, say), when the site gives none. */
function fixedChoices(key: string): Choice[] {
  const control = fieldLayout(key).control;
  return "choices" in control && control.choices.from === "fixed" ? [...control.choices.choices] : [];
}
