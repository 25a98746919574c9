"use client";

import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { cn } from "@/lib/utils/cn";

/**
 * Without JavaScript the toggle cannot work, so this rule (in a <noscript> on the page) shows every
 * menu's actions in place under its card and hides the toggles. It is not layered, so it beats
 * Tailwind's `hidden` utility.
 */
export const CARD_MENU_NOSCRIPT_CSS = "[data-card-menu]{display:block}[data-card-menu-toggle]{display:none}";

/**
 * A result card's other actions behind one "More" button (issue 34 item 4: cards had up to seven
 * buttons). The WAI-ARIA disclosure pattern rather than a menu: the panel holds links and toggle
 * buttons, each reached with Tab as anywhere else, so it needs no roving focus. The button says
 * whether it is open (`aria-expanded`) and which panel it opens (`aria-controls`); Escape closes the
 * panel and puts focus back on the button, as do a click outside and Tab past its last action. The
 * panel floats over the cards below, so opening it moves nothing.
 */
export function CardMenu({
  carName,
  children,
  className,
}: {
  /** Names the button for assistive technology: "More actions for <car>". */
  carName: string;
  children: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // A click outside, or focus moving outside (Tab past the last action), closes it.
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onOutside);
    document.addEventListener("focusin", onOutside);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onOutside);
      document.removeEventListener("focusin", onOutside);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={cn("relative", className)}>
      <button
        ref={buttonRef}
        type="button"
        data-card-menu-toggle=""
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex h-10 items-center gap-1 rounded-lg border px-3 text-sm font-semibold hover:bg-muted aria-expanded:bg-muted"
      >
        <SpriteIcon name="ellipsis" className="size-4" />
        More<span className="sr-only"> actions for {carName}</span>
      </button>
      <div
        id={panelId}
        data-card-menu=""
        className={
          open
            ? "absolute right-0 bottom-full z-30 mb-2 w-64 max-w-[calc(100vw-2rem)] rounded-lg border bg-background p-2 shadow-lg"
            : "mt-2 hidden"
        }
      >
        {children}
      </div>
    </div>
  );
}
