import { ChevronLeft, ChevronRight } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

export type PaginationProps = {
  /** 1-based current page. */
  page: number;
  pages: number;
  hrefForPage: (page: number) => string;
  /**
   * Called on a plain click of any page link (not a modified or middle click, which keeps opening a new
   * tab); the caller may `event.preventDefault()` and update in place.
   */
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
};

export type PaginationEntry =
  | { kind: "page"; page: number /** Also shown on narrow screens. */; narrow: boolean }
  | { kind: "ellipsis"; key: string; narrow: boolean; wide: boolean };

/** Pages within `radius` of the current one, the first and the last; a one-page gap is filled in. */
function pageWindow(page: number, pages: number, radius: number): number[] {
  const set = new Set<number>([1, pages]);
  for (let n = page - radius; n <= page + radius; n++) if (n >= 1 && n <= pages) set.add(n);
  const sorted = [...set].sort((a, b) => a - b);
  const filled: number[] = [];
  for (const n of sorted) {
    const previous = filled[filled.length - 1];
    if (previous !== undefined && n - previous === 2) filled.push(previous + 1);
    filled.push(n);
  }
  return filled;
}

/**
 * The page links to show: first, last and current ±2 with ellipses for gaps; on narrow screens the
 * window shrinks to current ±1 (entries with `narrow: false` are hidden there), with its own ellipses.
 */
export function paginationEntries(page: number, pages: number): PaginationEntry[] {
  if (pages < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(page)), pages);
  const wide = pageWindow(current, pages, 2);
  const narrow = new Set(pageWindow(current, pages, 1));
  const entries: PaginationEntry[] = [];
  let previous: number | undefined;
  // Since the narrow layout's last page: did it skip pages, and does it already show an ellipsis?
  let skipped = false;
  let marked = false;
  for (const n of wide) {
    if (previous !== undefined && n - previous > 1) {
      entries.push({ kind: "ellipsis", key: `gap-${n}`, narrow: true, wide: true });
      marked = true;
    }
    if (narrow.has(n)) {
      if (skipped && !marked)
        entries.push({ kind: "ellipsis", key: `narrow-gap-${n}`, narrow: true, wide: false });
      skipped = false;
      marked = false;
    } else {
      skipped = true;
    }
    entries.push({ kind: "page", page: n, narrow: narrow.has(n) });
    previous = n;
  }
  return entries;
}

const cell =
  "inline-flex h-10 min-w-9 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium tabular-nums sm:min-w-10";

/**
 * Result pages (spec 01 §2 "page lives in the URL query"). Real links, so crawlers and no-JavaScript
 * browsers page through; Previous/Next become disabled text at the ends.
 */
export function Pagination({ page, pages, hrefForPage, onNavigate, className }: PaginationProps) {
  if (pages < 1) return null;
  const current = Math.min(Math.max(1, Math.trunc(page)), pages);

  const link = (
    target: number,
    content: ReactNode,
    extra: { className?: string; label?: string; rel?: "prev" | "next"; current?: boolean },
  ) => (
    <a
      href={hrefForPage(target)}
      rel={extra.rel}
      aria-label={extra.label}
      aria-current={extra.current ? "page" : undefined}
      onClick={(event) => {
        if (
          !onNavigate ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return;
        }
        onNavigate(target, event);
      }}
      className={cn(cell, extra.className)}
    >
      {content}
    </a>
  );
  const disabled = (content: ReactNode) => (
    <span aria-disabled="true" className={cn(cell, "cursor-not-allowed text-muted-foreground opacity-60")}>
      {content}
    </span>
  );

  const previousContent = (
    <>
      <ChevronLeft aria-hidden="true" className="size-4" />
      <span className="sr-only sm:not-sr-only">Previous</span>
    </>
  );
  const nextContent = (
    <>
      <span className="sr-only sm:not-sr-only">Next</span>
      <ChevronRight aria-hidden="true" className="size-4" />
    </>
  );

  return (
    <nav aria-label="Pagination" className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {current > 1
            ? link(current - 1, previousContent, { rel: "prev", className: "hover:bg-muted" })
            : disabled(previousContent)}
        </li>
        {paginationEntries(current, pages).map((entry) =>
          entry.kind === "ellipsis" ? (
            <li
              key={entry.key}
              aria-hidden="true"
              className={cn(
                "h-10 w-6 items-end justify-center pb-2 text-muted-foreground",
                // One display class per breakpoint (cn does not resolve conflicts).
                entry.narrow ? "inline-flex" : "hidden",
                entry.wide ? "sm:inline-flex" : "sm:hidden",
              )}
            >
              …
            </li>
          ) : (
            <li key={entry.page} className={cn(!entry.narrow && "hidden sm:block")}>
              {link(entry.page, entry.page, {
                label: `Page ${entry.page}`,
                current: entry.page === current,
                className:
                  entry.page === current
                    ? "bg-primary text-primary-foreground"
                    : "border border-border hover:bg-muted",
              })}
            </li>
          ),
        )}
        <li>
          {current < pages
            ? link(current + 1, nextContent, { rel: "next", className: "hover:bg-muted" })
            : disabled(nextContent)}
        </li>
      </ul>
    </nav>
  );
}
