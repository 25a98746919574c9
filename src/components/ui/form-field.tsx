import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/**
 * The labelled field every form draws (the lead forms, the trade-in wizard, the reserve form, the
 * online purchase): a label tied to its control, an optional hint, and the field's error right beside
 * it (spec 02 §8 "a clear message at the field"). A control in error is `aria-invalid` and described
 * by its error (`<id>-error`) and hint (`<id>-hint`), so a screen reader reads the reason with the field.
 */

/** A text input's or select's look; an invalid control gets the destructive border. */
export const FIELD_INPUT_CLASS =
  "mt-1 block min-h-11 w-full rounded-lg border border-border bg-background px-3 text-base aria-[invalid=true]:border-destructive";

export const FIELD_LABEL_CLASS = "block text-sm font-semibold";

/** The ids a field's error and hint carry. */
export const fieldErrorId = (id: string) => `${id}-error`;
export const fieldHintId = (id: string) => `${id}-hint`;

/** A control's aria: invalid while in error, described by its error and then its hint. */
export function fieldAria(
  id: string,
  { error, hint = false }: { error: boolean; hint?: boolean },
): { "aria-invalid": true | undefined; "aria-describedby": string | undefined } {
  const describedBy =
    [error ? fieldErrorId(id) : null, hint ? fieldHintId(id) : null].filter(Boolean).join(" ") || undefined;
  return { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
}

/**
 * A field's error message, or nothing. `plain` drops the bold weight (the online purchase's steps
 * have always shown theirs unbolded).
 */
export function FieldError({
  id,
  message,
  plain = false,
}: {
  id: string;
  message: string | undefined;
  plain?: boolean;
}) {
  return message ? (
    <p id={id} className={cn("mt-1 text-sm", !plain && "font-semibold", "text-destructive")}>
      {message}
    </p>
  ) : null;
}

/**
 * Label, control, hint and error in one block. The control is the caller's (an input, a select, a
 * textarea) and carries `id` and `fieldAria(id, …)` itself.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  plainError,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  hint?: ReactNode;
  plainError?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={fieldHintId(id)} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={fieldErrorId(id)} message={error} plain={plainError} />
    </div>
  );
}
