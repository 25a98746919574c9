"use client";

import { type KeyboardEvent, useId, useState } from "react";
import {
  type RangeInputErrors,
  type RangeInputText,
  rangeInputText,
  readRangeInput,
  type TypedRangeAttribute,
} from "@/lib/search/range-input";
import { clampRange, rangeRefinement, type SliderBounds } from "@/lib/search/range-slider";
import type { RangeValue } from "@/lib/search/search-types";
import { RangeSlider } from "./range-slider";

/** Without JavaScript a slider cannot apply (it submits nothing): the typed fields do. */
export const RANGE_FILTER_NOSCRIPT_CSS = "[data-range-slider]{display:none}";

export type RangeFilterProps = {
  /** The query key both typed fields submit under: `price=<min>&price=<max>`. */
  attribute: TypedRangeAttribute;
  /** e.g. "Price": the fields are "Min price" and "Max price", the thumbs "Minimum price" … */
  label: string;
  /** The applied range. */
  value: RangeValue | undefined;
  /** The slider's bounds, or null when there is no range to slide over (the fields alone). */
  bounds: SliderBounds | null;
  format: (n: number) => string;
  /** What the server could not read of the fields a form sent (without JavaScript): shown as typed. */
  rejected?: { text: RangeInputText; errors: RangeInputErrors };
  /** Applies a new range (null: none). Without it, the fields only submit with the form. */
  onCommit?: (range: RangeValue | null) => void;
};

function sameRange(a: RangeValue | null | undefined, b: RangeValue | null | undefined): boolean {
  return (a?.min ?? null) === (b?.min ?? null) && (a?.max ?? null) === (b?.max ?? null);
}

/**
 * A range filter (issue 34 item 4): the slider, where there is a range, and beside it a typed minimum
 * and maximum taking any whole value ("$40,000" exactly, which the slider's hundredth steps may not
 * reach). A field applies on Enter or on leaving it; a value it cannot use is not applied and its
 * message shows under that field, tied to it. Without JavaScript the fields are the form's.
 */
export function RangeFilter({
  attribute,
  label,
  value,
  bounds,
  format,
  rejected,
  onCommit,
}: RangeFilterProps) {
  const id = useId();
  const applied = rangeInputText(value);
  const [text, setText] = useState<RangeInputText>(rejected?.text ?? applied);
  const [errors, setErrors] = useState<RangeInputErrors>(rejected?.errors ?? {});
  // A new applied range (the slider, a chip, back/forward) replaces what the fields show.
  const [lastApplied, setLastApplied] = useState(applied);
  if (lastApplied.min !== applied.min || lastApplied.max !== applied.max) {
    setLastApplied(applied);
    setText(applied);
    setErrors({});
  }

  const commit = () => {
    const read = readRangeInput(attribute, text);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    if (!sameRange(read.range, value)) onCommit?.(read.range);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || !onCommit) return;
    // Enter applies this range, not the form's text search.
    event.preventDefault();
    commit();
  };

  const lower = label.toLowerCase();
  const field = (side: "min" | "max") => {
    const fieldId = `${id}-${side}`;
    const error = errors[side];
    return (
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={fieldId} className="text-xs font-medium text-muted-foreground">
          {side === "min" ? "Min" : "Max"}
          <span className="sr-only"> {lower}</span>
        </label>
        <input
          id={fieldId}
          name={attribute}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Any"
          value={text[side]}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setText((current) => ({ ...current, [side]: next }));
          }}
          onBlur={() => {
            if (
              onCommit &&
              (text.min !== applied.min || text.max !== applied.max || errors.min || errors.max)
            )
              commit();
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className="h-10 w-full min-w-0 rounded-lg border border-border bg-background px-2 text-base tabular-nums aria-invalid:border-destructive"
        />
        <p
          id={`${fieldId}-error`}
          role="alert"
          className="text-xs font-semibold text-destructive empty:hidden"
        >
          {error ?? ""}
        </p>
      </div>
    );
  };

  return (
    <div className="flex flex-col gap-3">
      {bounds ? (
        <div data-range-slider="">
          <RangeSlider
            label={label}
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={clampRange(value ?? {}, bounds)}
            format={format}
            onCommit={(next) => onCommit?.(rangeRefinement(clampRange(next, bounds), bounds))}
          />
        </div>
      ) : null}
      <fieldset className="m-0 flex min-w-0 items-start gap-2 border-0 p-0">
        <legend className="sr-only">{label}: type a minimum, a maximum or both</legend>
        {field("min")}
        <span aria-hidden="true" className="pt-7 text-muted-foreground">
          –
        </span>
        {field("max")}
      </fieldset>
    </div>
  );
}
