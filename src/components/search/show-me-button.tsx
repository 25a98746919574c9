"use client";

import { type MouseEvent, useEffect, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

export type ShowMeButtonProps = {
  count: number;
  /** The full text for a number, e.g. n => `Show Me ${n.toLocaleString()} Used Cars`. */
  renderLabel: (count: number) => string;
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
};

const DURATION_MS = 400;

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * 'Show Me N <vehicle type>' (spec 01 §2): a link styled as the primary button whose number counts to
 * each new value over 400 ms (or jumps, for reduced motion). Assistive technology gets only the final
 * text, never the in-between numbers.
 */
export function ShowMeButton({ count, renderLabel, href, onClick, className }: ShowMeButtonProps) {
  const [shown, setShown] = useState(count);
  const shownRef = useRef(count);

  useEffect(() => {
    const from = shownRef.current;
    const set = (n: number) => {
      shownRef.current = n;
      setShown(n);
    };
    if (from === count) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      set(count);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / DURATION_MS);
      set(t >= 1 ? count : Math.round(from + (count - from) * easeOutCubic(t)));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [count]);

  return (
    <a
      href={href}
      onClick={onClick}
      className={cn(buttonVariants({ size: "lg", wrap: true }), "w-full", className)}
    >
      <span aria-hidden="true" className="tabular-nums">
        {renderLabel(shown)}
      </span>
      <span className="sr-only">{renderLabel(count)}</span>
    </a>
  );
}
