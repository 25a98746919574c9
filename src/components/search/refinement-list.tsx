"use client";

import { useId, useState } from "react";
import { formatNumber } from "@/lib/format/format";

export type RefinementItem = { label: string; value: string; count: number };

export type RefinementListProps = {
  /** The query key, e.g. "make"; each checkbox submits `attribute=value` in the GET form. */
  attribute: string;
  /** Names the group of checkboxes for assistive technology (the panel title shows it visually). */
  label: string;
  items: RefinementItem[];
  selected: readonly string[];
  /** How many items show before "show more" (selected items always show). */
  limit: number;
  showMoreLabel: string;
  showLessLabel: string;
  /** Called with the item's value when its checkbox changes. Without it the checkboxes are uncontrolled. */
  onToggle?: (value: string) => void;
  /** Display text for an item's value (e.g. "used" → "Used"); defaults to the item's label. */
  formatLabel?: (value: string) => string;
};

/**
 * Without JavaScript the toggle cannot work, so this rule (in a <noscript> on the page) shows every
 * item and hides the toggle. It is not layered, so it beats Tailwind's `hidden` utility.
 */
export const REFINEMENT_NOSCRIPT_CSS =
  "[data-refinement-extra]{display:list-item}[data-refinement-more]{display:none}";

/**
 * A facet's checkboxes (spec 01 §2, §9 "Make list collapsed to 7 items with 'Show all makes' /
 * 'Hide extra makes'"). Every item is rendered; the extras are folded behind the toggle in the server
 * HTML already, so hydrating changes nothing on screen and re-renders nothing. Without JavaScript,
 * REFINEMENT_NOSCRIPT_CSS unfolds them.
 */
export function RefinementList({
  attribute,
  label,
  items,
  selected,
  limit,
  showMoreLabel,
  showLessLabel,
  onToggle,
  formatLabel,
}: RefinementListProps) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);

  const chosen = new Set(selected);
  const known = new Set(items.map((item) => item.value));
  const shown: RefinementItem[] = [
    // Empty values are hidden unless refined, so a refinement can always be undone.
    ...items.filter((item) => item.count > 0 || chosen.has(item.value)),
    // A refinement the facet no longer reports still shows (and still submits) so it can be unticked.
    ...[...chosen].filter((value) => !known.has(value)).map((value) => ({ label: value, value, count: 0 })),
  ];
  const isExtra = (item: RefinementItem, index: number) => index >= limit && !chosen.has(item.value);
  const hasExtras = shown.some(isExtra);

  if (shown.length === 0) return null;

  return (
    <fieldset className="min-w-0 border-0 p-0">
      <legend className="sr-only">{label}</legend>
      <ul id={listId} className="flex flex-col">
        {shown.map((item, index) => {
          const text = formatLabel ? formatLabel(item.value) : item.label;
          const checked = chosen.has(item.value);
          const extra = isExtra(item, index);
          return (
            <li
              key={item.value}
              data-refinement-extra={extra ? "" : undefined}
              className={extra && !expanded ? "hidden" : undefined}
            >
              <label className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-1 text-sm hover:bg-muted">
                <input
                  type="checkbox"
                  name={attribute}
                  value={item.value}
                  className="size-4 shrink-0 accent-primary"
                  {...(onToggle
                    ? { checked, onChange: () => onToggle(item.value) }
                    : { defaultChecked: checked })}
                />
                <span className="min-w-0 flex-1 break-words">{text}</span>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  ({formatNumber(item.count)})
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {hasExtras ? (
        <button
          type="button"
          data-refinement-more=""
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          className="mt-1 min-h-9 px-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          {expanded ? showLessLabel : showMoreLabel}
        </button>
      ) : null}
    </fieldset>
  );
}
