import { type ReactNode, useId } from "react";
import { buttonVariants } from "@/components/ui/button";
import { FIELD_INPUT_CLASS, FieldError, FormField, fieldAria } from "@/components/ui/form-field";
import { AU_STATES } from "@/lib/checkout/purchase-journey-steps";
import { cn } from "@/lib/utils/cn";
import type { JourneyErrors } from "./use-purchase-journey";

/** The online purchase's form parts: a step's submit button, its radio question, a text field, a state. */

export function Continue({ busy, children = "Save and continue" }: { busy: boolean; children?: ReactNode }) {
  return (
    <button type="submit" disabled={busy} className={cn(buttonVariants({ variant: "primary" }), "mt-6")}>
      {busy ? "Saving…" : children}
    </button>
  );
}

/** A step's one-answer question: a legend, a radio per option, and the server's reason under them. */
export function ChoiceFieldset({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [value: string, label: string])[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold">{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option} className="mt-2 flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="size-5"
          />
          {label}
        </label>
      ))}
      <FieldError id={`${id}-error`} message={error} plain />
    </fieldset>
  );
}

export function TextField(props: {
  name: string;
  label: string;
  errors: JourneyErrors;
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
    <FormField id={id} label={props.label} error={error} plainError>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        min={props.min}
        max={props.max}
        defaultValue={props.defaultValue}
        {...fieldAria(id, { error: Boolean(error) })}
        className={FIELD_INPUT_CLASS}
      />
    </FormField>
  );
}

export function StateSelect({
  name,
  errors,
  defaultValue,
}: {
  name: string;
  errors: JourneyErrors;
  defaultValue?: string;
}) {
  const id = useId();
  const error = errors[name];
  return (
    <FormField id={id} label="State" error={error} plainError>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        {...fieldAria(id, { error: Boolean(error) })}
        className={FIELD_INPUT_CLASS}
      >
        <option value="">Choose…</option>
        {AU_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </select>
    </FormField>
  );
}
