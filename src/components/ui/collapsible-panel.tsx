"use client";

import { type MouseEvent, type ReactNode, useEffect, useRef } from "react";
import { cn } from "@/lib/utils/cn";
import { SpriteIcon } from "./sprite-icon";

/** Spec 01 §9 "Collapse animation 300 ms". */
const DURATION_MS = 300;

export type CollapsiblePanelProps = {
  title: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
  id?: string;
  className?: string;
};

/**
 * A filter panel that opens and closes. It is a plain <details>/<summary>, so it works (and is announced
 * as expanded/collapsed) without JavaScript; with JavaScript the summary click is taken over to animate
 * the content's height over 300 ms. Reduced-motion users get the native instant toggle.
 */
export function CollapsiblePanel({
  title,
  defaultOpen = true,
  children,
  id,
  className,
}: CollapsiblePanelProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const animationRef = useRef<Animation | null>(null);

  useEffect(() => () => animationRef.current?.cancel(), []);

  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    const details = detailsRef.current;
    const content = contentRef.current;
    if (!details || !content || typeof content.animate !== "function") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    event.preventDefault();

    // Measure before cancelling, so an interrupted animation reverses from where it is. A closed panel's
    // content may still report its last laid-out size (content-visibility keeps it), so closed means 0.
    const from = details.open ? content.getBoundingClientRect().height : 0;
    animationRef.current?.cancel();
    const closing = details.open && !details.hasAttribute("data-closing");

    content.style.overflow = "hidden";
    let to = 0;
    if (closing) {
      details.setAttribute("data-closing", "");
    } else {
      details.removeAttribute("data-closing");
      details.open = true;
      to = content.scrollHeight;
    }
    const animation = content.animate([{ height: `${from}px` }, { height: `${to}px` }], {
      duration: DURATION_MS,
      easing: "ease-out",
    });
    animationRef.current = animation;
    animation.onfinish = () => {
      animationRef.current = null;
      content.style.overflow = "";
      if (closing) {
        details.open = false;
        details.removeAttribute("data-closing");
      }
    };
  };

  return (
    <details
      ref={detailsRef}
      id={id}
      open={defaultOpen}
      className={cn("group/panel border-b border-border last:border-b-0", className)}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the details' native toggle button; Enter and Space fire click. */}
      <summary
        onClick={onSummaryClick}
        className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 py-2 font-semibold select-none [&::-webkit-details-marker]:hidden"
      >
        <span>{title}</span>
        <SpriteIcon
          name="chevron-down"
          className="size-4 shrink-0 text-muted-foreground transition-transform duration-300 motion-reduce:transition-none group-[[open]:not([data-closing])]/panel:rotate-180"
        />
      </summary>
      <div ref={contentRef}>
        <div className="pb-3">{children}</div>
      </div>
    </details>
  );
}
