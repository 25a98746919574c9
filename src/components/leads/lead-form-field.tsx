"use client";

import type {
  FieldError as HookFieldError,
  UseFormRegister,
  UseFormRegisterReturn,
  UseFormSetValue,
} from "react-hook-form";
import { formatNumber } from "@/lib/format/format";
import type { Choice, FieldLayout } from "@/lib/leads/form-layout";
import { cn } from "@/lib/utils/cn";
import {
  FieldError,
  FormField,
  fieldAria,
  fieldErrorId,
  fieldHintId,
  FIELD_INPUT_CLASS as INPUT,
} from "../ui/form-field";

type Values = Record<string, unknown>;

export type LeadFieldProps = {
  /** The form's id, prefixing every control's id. */
  formId: string;
  name: string;
  layout: FieldLayout;
  label: string;
  required: boolean;
  choices: Choice[];
  error: HookFieldError | undefined;
  register: UseFormRegister<Values>;
  setValue: UseFormSetValue<Values>;
  placeholder?: string;
  /** The amounts a money field with quick picks offers (the site's finance.budget_quick_picks). */
  quickPicks?: readonly number[];
};

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="text-destructive" aria-hidden="true">
      {" "}
      *
    </span>
  ) : (
    <span className="font-normal text-muted-foreground"> (optional)</span>
  );
}

/**
 * One field of a lead form: label, control, hint and its error right beside it (spec 02 §8, issue 5
 * "a clear message at the field"). The control's kind comes from lib/leads/form-layout.
 */
export function LeadFormField({
  formId,
  name,
  layout,
  label,
  required,
  choices,
  error,
  register,
  setValue,
  placeholder,
  quickPicks = [],
}: LeadFieldProps) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const control = layout.control;
  const aria = fieldAria(id, { error: Boolean(error), hint: Boolean(layout.hint) });
  // Full-width unless the layout lets a short answer share its row (the form is a two-column grid).
  const span = layout.half ? undefined : "sm:col-span-2";
  const hint = layout.hint ? (
    <p id={fieldHintId(id)} className="mt-1 text-sm text-muted-foreground">
      {layout.hint}
    </p>
  ) : null;

  if (control.type === "checkbox") {
    return (
      <CheckboxField
        id={id}
        className={span}
        label={label}
        required={required}
        link={layout.link}
        error={error?.message}
        aria={aria}
        field={register(name)}
      />
    );
  }

  if (control.type === "radio" || control.type === "checkboxes") {
    const type = control.type === "radio" ? "radio" : "checkbox";
    return (
      <fieldset aria-describedby={aria["aria-describedby"]} className={span}>
        <legend className="text-sm font-semibold">
          {label}
          {control.type === "radio" ? <RequiredMark required={required} /> : null}
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-5">
          {choices.map((choice) => (
            <label key={choice.value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type={type}
                value={choice.value}
                className="size-5 accent-primary"
                aria-invalid={error ? true : undefined}
                {...register(name)}
              />
              {choice.label}
            </label>
          ))}
        </div>
        {hint}
        <FieldError id={errorId} message={error?.message} />
      </fieldset>
    );
  }

  const common = { id, "aria-required": required || undefined, ...aria, ...register(name) };

  let input: React.ReactNode;
  switch (control.type) {
    case "textarea":
      input = <textarea rows={control.rows} className={cn(INPUT, "py-2")} {...common} />;
      break;
    case "select":
      input = (
        <select className={INPUT} {...common}>
          <option value="">{control.placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      );
      break;
    case "datetime":
      input = <input type="datetime-local" className={INPUT} {...common} />;
      break;
    case "money":
      input = (
        <>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={placeholder ?? "$"}
            className={INPUT}
            {...common}
          />
          {control.quickPicks && quickPicks.length ? (
            <QuickPicks label={label} name={name} amounts={quickPicks} setValue={setValue} />
          ) : null}
        </>
      );
      break;
    default:
      input = (
        <input
          type={control.type}
          inputMode={control.inputMode}
          autoComplete={control.autoComplete}
          maxLength={control.maxLength}
          placeholder={placeholder}
          className={INPUT}
          {...common}
        />
      );
  }
  return (
    <FormField
      id={id}
      className={span}
      label={
        <>
          {label}
          <RequiredMark required={required} />
        </>
      }
      hint={layout.hint}
      error={error?.message}
    >
      {input}
    </FormField>
  );
}

/** A single checkbox (a consent): the label beside the box, the terms' link under it, then its error. */
function CheckboxField({
  id,
  className,
  label,
  required,
  link,
  error,
  aria,
  field,
}: {
  id: string;
  className: string | undefined;
  label: string;
  required: boolean;
  link: FieldLayout["link"];
  error: string | undefined;
  aria: ReturnType<typeof fieldAria>;
  field: UseFormRegisterReturn;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 items-start gap-3 text-sm">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          aria-required={required || undefined}
          {...aria}
          {...field}
        />
        <span>{label}</span>
      </label>
      {link ? (
        <a href={link.href} target="_blank" rel="noopener" className="ml-8 text-sm text-primary underline">
          {link.text}
        </a>
      ) : null}
      <FieldError id={fieldErrorId(id)} message={error} />
    </div>
  );
}

/** A money field's quick picks (spec 02 §5): each fills the field with its amount. */
function QuickPicks({
  label,
  name,
  amounts,
  setValue,
}: {
  label: string;
  name: string;
  amounts: readonly number[];
  setValue: UseFormSetValue<Values>;
}) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {amounts.map((amount) => {
        const text = `$${formatNumber(amount)}`;
        return (
          <button
            key={amount}
            type="button"
            className="min-h-9 rounded-full border border-border px-3 text-sm hover:bg-muted"
            aria-label={`${label}: ${text}`}
            onClick={() => setValue(name, text, { shouldValidate: true, shouldDirty: true })}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
