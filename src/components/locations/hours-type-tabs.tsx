"use client";

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { cn } from "@/lib/utils/cn";

export type HoursTab = { key: string; label: string; panel: ReactNode };

/**
 * The opening-hours type selector (spec 02 §2 Location details page "an opening-hours table with a
 * type selector"): sales, service, parts as WAI-ARIA tabs. Arrow keys, Home and End move between
 * them and select; only the chosen tab is in the tab order. Every panel is rendered on the server, so
 * before hydration the first choice shows and the others are only hidden.
 */
export function HoursTypeTabs({
  tabs,
  initial,
  label,
}: {
  tabs: HoursTab[];
  initial: string;
  label: string;
}) {
  const base = useId();
  const [selected, setSelected] = useState(tabs.some((t) => t.key === initial) ? initial : tabs[0]?.key);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(tabs[next]!.key);
    buttons.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 rounded-lg bg-muted p-1">
        {tabs.map((tab, i) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.key)}
              onKeyDown={(event) => onKeyDown(event, i)}
              className={cn(
                "min-h-11 flex-1 rounded-md px-3 text-sm font-semibold",
                active
                  ? "bg-background text-foreground shadow"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={tab.key !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel focusable when it may hold no focusable content.
          tabIndex={0}
          className="mt-3"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
