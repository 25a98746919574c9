import { type KeyboardEvent, type MouseEvent, useId } from "react";
import { buttonVariants } from "@/components/ui/button";
import { POSTCODE_MAX_LENGTH } from "@/lib/locations/distance";
import { cn } from "@/lib/utils/cn";

export type PostcodeFieldProps = {
  /** The query key the postcode submits under in a plain GET form (no JavaScript). */
  name?: string;
  label: string;
  buttonLabel: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter in the field or the button: the lookup. Without JavaScript the button submits the form. */
  onLookup: () => void;
  /** The spec's message (spec 02 §8), shown under the field and tied to it. */
  error: string | null;
  busy?: boolean;
  /** "inline": the label beside the input, as the sort select beside it in the search toolbar. */
  layout?: "stacked" | "inline";
  className?: string;
};

/**
 * An Australian postcode input (spec 02 §5: 4 digits, maximum length 4) with its visible label, a
 * button, and its error next to it, announced and tied to the input.
 */
export function PostcodeField({
  name = "postcode",
  label,
  buttonLabel,
  value,
  onChange,
  onLookup,
  error,
  busy = false,
  layout = "stacked",
  className,
}: PostcodeFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const lookup = (event: KeyboardEvent<HTMLInputElement> | MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onLookup();
  };
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <div
        className={cn("flex flex-col gap-1", layout === "inline" && "sm:flex-row sm:items-center sm:gap-2")}
      >
        <label htmlFor={id} className="shrink-0 text-sm font-medium">
          {label}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            name={name}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") lookup(event);
            }}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={POSTCODE_MAX_LENGTH}
            placeholder="e.g. 2000"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="h-11 w-28 rounded-lg border border-border bg-background px-3 text-base aria-invalid:border-destructive"
          />
          <button
            type="submit"
            onClick={lookup}
            aria-disabled={busy || undefined}
            className={buttonVariants({ variant: "secondary" })}
          >
            {buttonLabel}
          </button>
        </div>
      </div>
      <p id={errorId} role="alert" className="text-sm font-semibold text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}
