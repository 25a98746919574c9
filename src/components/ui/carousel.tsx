"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils/cn";

export type CarouselContextValue = {
  /** The scrolling region's id, for aria-controls. */
  regionId: string;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
};

const CarouselContext = createContext<CarouselContextValue | null>(null);

/** The enclosing carousel's state and actions. Spec 02 §8: controls used outside a carousel throw. */
export function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error("useCarousel must be used within a <Carousel>");
  return context;
}

export type CarouselProps = {
  /** Names the region, e.g. "Browse by make". */
  label: string;
  children: ReactNode;
  /** Render the Previous/Next buttons under the track (default). Set false to place them yourself. */
  showControls?: boolean;
  className?: string;
  trackClassName?: string;
};

const EDITABLE = "input, textarea, select, [contenteditable=''], [contenteditable='true']";

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
}

/**
 * A horizontally scrolling, snap-aligned row (spec 02 §2 "A carousel with previous/next, disabled when
 * nothing more to scroll; arrow keys scroll"). Without JavaScript it is still a scrollable, focusable
 * region; the buttons stay disabled until it hydrates and can measure itself.
 */
export function Carousel({ label, children, showControls = true, className, trackClassName }: CarouselProps) {
  const regionId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState({ prev: false, next: false });

  const measure = useCallback(() => {
    const region = regionRef.current;
    if (!region) return;
    // scrollLeft is negative in right-to-left layouts; the distance from the start is what matters.
    const offset = Math.abs(region.scrollLeft);
    const prev = offset > 1;
    const next = offset + region.clientWidth < region.scrollWidth - 1;
    setEdges((current) => (current.prev === prev && current.next === next ? current : { prev, next }));
  }, []);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    region.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : null;
    observer?.observe(region);
    return () => {
      region.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
      observer?.disconnect();
    };
  }, [measure]);

  // Children may change what there is to scroll.
  useEffect(() => {
    measure();
  });

  const scrollByPage = useCallback((direction: 1 | -1, logical: boolean) => {
    const region = regionRef.current;
    if (!region) return;
    const rtl = logical && getComputedStyle(region).direction === "rtl";
    region.scrollBy({ left: direction * (rtl ? -1 : 1) * region.clientWidth, behavior: scrollBehavior() });
  }, []);

  const value = useMemo<CarouselContextValue>(
    () => ({
      regionId,
      canScrollPrev: edges.prev,
      canScrollNext: edges.next,
      scrollPrev: () => scrollByPage(-1, true),
      scrollNext: () => scrollByPage(1, true),
    }),
    [regionId, edges, scrollByPage],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof Element && event.target.closest(EDITABLE)) return;
    event.preventDefault();
    scrollByPage(event.key === "ArrowLeft" ? -1 : 1, false);
  };

  return (
    <CarouselContext.Provider value={value}>
      <div className={cn("relative", className)}>
        {/* A scrollable region must be focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
        <section
          ref={regionRef}
          id={regionId}
          aria-roledescription="carousel"
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to be reachable by keyboard.
          tabIndex={0}
          onKeyDown={onKeyDown}
          className={cn(
            // relative: the slides' absolutely placed parts (screen-reader-only text) are clipped by the
            // row too; otherwise they sit at their place far along it and widen the whole page on a phone.
            "relative flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain scroll-smooth pb-2 motion-reduce:scroll-auto",
            // inline-size containment: the row never widens its parents (e.g. a grid column) to fit every slide.
            "contain-inline-size [scrollbar-width:thin] focus-visible:outline-offset-4",
            trackClassName,
          )}
        >
          {children}
        </section>
        {showControls ? (
          <div className="mt-3 flex justify-end gap-2">
            <CarouselPrevious />
            <CarouselNext />
          </div>
        ) : null}
      </div>
    </CarouselContext.Provider>
  );
}

export type CarouselItemProps = {
  children: ReactNode;
  /** e.g. "3 of 12"; announced with the slide role. */
  label?: string;
  className?: string;
};

/** One snap-aligned slide. Give it a width (e.g. basis-4/5 sm:basis-1/3) via className. */
export function CarouselItem({ children, label, className }: CarouselItemProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is a group, and <fieldset> is for form controls.
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      className={cn("shrink-0 snap-start", className)}
    >
      {children}
    </div>
  );
}

type CarouselButtonProps = { className?: string; label?: string };

/** Scrolls back one view; disabled at the start. Must be inside a <Carousel>. */
export function CarouselPrevious({ className, label = "Previous" }: CarouselButtonProps) {
  const { regionId, canScrollPrev, scrollPrev } = useCarousel();
  return (
    <Button
      variant="secondary"
      size="icon"
      aria-label={label}
      aria-controls={regionId}
      disabled={!canScrollPrev}
      onClick={scrollPrev}
      className={className}
    >
      <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
    </Button>
  );
}

/** Scrolls on one view; disabled at the end. Must be inside a <Carousel>. */
export function CarouselNext({ className, label = "Next" }: CarouselButtonProps) {
  const { regionId, canScrollNext, scrollNext } = useCarousel();
  return (
    <Button
      variant="secondary"
      size="icon"
      aria-label={label}
      aria-controls={regionId}
      disabled={!canScrollNext}
      onClick={scrollNext}
      className={className}
    >
      <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
    </Button>
  );
}
