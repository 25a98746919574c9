import { type ChangeEvent, useId } from "react";
import { cn } from "@/lib/utils/cn";

export type SortSelectOption = { value: string; label: string };

export type SortSelectProps = {
  /** The query key the choice submits under. */
  name?: string;
  value: string;
  options: readonly SortSelectOption[];
  /** Called with the chosen value. Without it the select is uncontrolled and just submits with the form. */
  onChange?: (value: string) => void;
  /** The visible label. */
  label?: string;
  className?: string;
};

/** The sort order picker (spec 01 §2 "Sort options"): a native <select> with a visible label. */
export function SortSelect({
  name = "sortBy",
  value,
  options,
  onChange,
  label = "Sort by",
  className,
}: SortSelectProps) {
  const id = useId();
  const valueProps = onChange
    ? { value, onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value) }
    : { defaultValue: value };
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        {...valueProps}
        className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-background px-3 text-base md:flex-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
