"use client";

import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/utils/cn";

export type RangeSliderValue = { min: number; max: number };

export type RangeSliderProps = {
  /**
   * The query key both inputs submit under, e.g. "price" → `price=<min>&price=<max>`; none when typed
   * fields beside the slider submit the range (the search page's RangeFilter).
   */
  name?: string;
  /** e.g. "Price"; the thumbs are labelled "Minimum price" / "Maximum price". */
  label: string;
  min: number;
  max: number;
  step: number;
  value: RangeSliderValue;
  /** Every movement. */
  onChange?: (value: RangeSliderValue) => void;
  /** Once movement has stopped for `debounceMs` (spec 01 §4 "Range sliders apply after a 400 ms debounce"). */
  onCommit?: (value: RangeSliderValue) => void;
  /** Display text for a value; also the thumbs' aria-valuetext. */
  format?: (value: number) => string;
  debounceMs?: number;
  /** Show `label` as a visible legend (it is always available to assistive technology). */
  showLabel?: boolean;
  className?: string;
};

/** Half the thumb's width (size-6): a native thumb's centre runs from this inset to width minus it. */
const THUMB_HALF_PX = 12;

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(Math.max(n, lo), hi);
}

/**
 * A two-thumb range slider: two overlaid native range inputs, so it is keyboard operable and announced
 * by every screen reader, and without JavaScript both inputs submit with the form. The thumbs cannot
 * cross; the span between them is highlighted.
 */
export function RangeSlider({
  name,
  label,
  min,
  max,
  step,
  value,
  onChange,
  onCommit,
  format = String,
  debounceMs = 400,
  showLabel = false,
  className,
}: RangeSliderProps) {
  const id = useId();
  const lo = Math.min(min, max);
  const hi = Math.max(min, max);
  const clampValue = (v: RangeSliderValue): RangeSliderValue => {
    const nextMax = clamp(v.max, lo, hi);
    return { min: Math.min(clamp(v.min, lo, hi), nextMax), max: nextMax };
  };

  // The thumbs move locally; a new `value` from the parent (compared by number, since callers often pass
  // a fresh object each render) replaces the local position.
  const [current, setCurrent] = useState(value);
  const [lastProp, setLastProp] = useState(value);
  if (lastProp.min !== value.min || lastProp.max !== value.max) {
    setLastProp(value);
    setCurrent(value);
  }
  const shown = clampValue(current);

  const onChangeRef = useRef(onChange);
  const onCommitRef = useRef(onCommit);
  useEffect(() => {
    onChangeRef.current = onChange;
    onCommitRef.current = onCommit;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (next: RangeSliderValue) => {
    setCurrent(next);
    onChangeRef.current?.(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommitRef.current?.(next), debounceMs);
  };
  const onMin = (event: ChangeEvent<HTMLInputElement>) =>
    update({ min: Math.min(clamp(Number(event.currentTarget.value), lo, hi), shown.max), max: shown.max });
  const onMax = (event: ChangeEvent<HTMLInputElement>) =>
    update({ min: shown.min, max: Math.max(clamp(Number(event.currentTarget.value), lo, hi), shown.min) });

  const span = hi - lo || 1;
  const minFraction = (shown.min - lo) / span;
  const maxFraction = (shown.max - lo) / span;
  // When both thumbs sit together, the one that can still move must be on top.
  const minOnTop = shown.min > lo + span / 2;
  const lowerLabel = `Minimum ${label.toLowerCase()}`;
  const upperLabel = `Maximum ${label.toLowerCase()}`;

  const input = cn(
    "pointer-events-none absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none bg-transparent focus-visible:outline-none",
    "[&::-webkit-slider-runnable-track]:bg-transparent [&::-moz-range-track]:bg-transparent",
    "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary [&::-webkit-slider-thumb]:bg-background [&::-webkit-slider-thumb]:shadow",
    "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-background [&::-moz-range-thumb]:shadow",
    "focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-primary focus-visible:[&::-webkit-slider-thumb]:ring-offset-2",
    "focus-visible:[&::-moz-range-thumb]:ring-2 focus-visible:[&::-moz-range-thumb]:ring-primary focus-visible:[&::-moz-range-thumb]:ring-offset-2",
  );

  return (
    <fieldset className={cn("min-w-0 border-0 p-0", className)}>
      <legend className={showLabel ? "mb-2 text-sm font-semibold" : "sr-only"}>{label}</legend>
      {/* The thumbs announce their own values (aria-valuetext); this is the sighted summary. */}
      <div aria-hidden="true" className="mb-2 flex justify-between gap-2 text-sm tabular-nums">
        <span>{format(shown.min)}</span>
        <span>{format(shown.max)}</span>
      </div>
      <div className="relative h-6">
        <div className="absolute inset-x-3 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-muted" />
        <div
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-primary"
          style={{
            left: `calc(${THUMB_HALF_PX}px + (100% - ${2 * THUMB_HALF_PX}px) * ${minFraction})`,
            right: `calc(${THUMB_HALF_PX}px + (100% - ${2 * THUMB_HALF_PX}px) * ${1 - maxFraction})`,
          }}
        />
        <input
          type="range"
          id={`${id}-min`}
          name={name}
          min={lo}
          max={hi}
          step={step}
          value={shown.min}
          onChange={onMin}
          aria-label={lowerLabel}
          aria-valuetext={format(shown.min)}
          className={cn(input, minOnTop ? "z-20" : "z-10")}
        />
        <input
          type="range"
          id={`${id}-max`}
          name={name}
          min={lo}
          max={hi}
          step={step}
          value={shown.max}
          onChange={onMax}
          aria-label={upperLabel}
          aria-valuetext={format(shown.max)}
          className={cn(input, minOnTop ? "z-10" : "z-20")}
        />
      </div>
    </fieldset>
  );
}
