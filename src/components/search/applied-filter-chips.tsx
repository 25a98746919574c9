import { X } from "lucide-react";
import type { MouseEvent } from "react";
import { appliedFilters } from "@/lib/search/applied-filters";
import { clearFilters, searchUrl } from "@/lib/search/search-params";
import type { SearchState } from "@/lib/search/search-types";

/**
 * The filters a search has applied, each a chip that removes it, and 'Clear all' (issue 34 item 4).
 * Each chip is a link to the search without it, so it works without JavaScript; with JavaScript the
 * change applies in place (`apply`). A chip's visible text is the value ("Toyota", "Queensland"); its
 * name says what the link does ("Remove Make: Toyota").
 */
export function AppliedFilterChips({
  state,
  basePath,
  preset,
  apply,
}: {
  state: SearchState;
  basePath: string;
  preset: SearchState["refinements"];
  /** Applies a search in place (useSearchState); absent, the links navigate. */
  apply?: (next: SearchState) => void;
}) {
  const chips = appliedFilters(state);
  if (!chips.length) return null;
  const go = (next: SearchState) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!apply || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    apply(next);
  };
  const cleared = clearFilters(state);
  return (
    <ul
      aria-label="Applied filters"
      className="flex flex-wrap items-center gap-2"
      data-testid="applied-filters"
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <a
            href={searchUrl(chip.without, basePath, preset)}
            onClick={go(chip.without)}
            className="inline-flex min-h-9 max-w-64 items-center gap-1.5 rounded-full border border-primary/40 bg-primary/5 py-1 pr-2 pl-3 text-sm font-medium hover:bg-primary/10"
          >
            <span className="sr-only">Remove {chip.kind === "range" ? "" : `${chip.group}: `}</span>
            {/* A range names its filter ("Price up to $40,000"); a value names itself ("Toyota"). */}
            <span className="truncate">
              {chip.kind === "range" ? `${chip.group} ${chip.text}` : chip.text}
            </span>
            <X aria-hidden="true" className="size-4 shrink-0" />
          </a>
        </li>
      ))}
      {chips.length > 1 ? (
        <li>
          <a
            href={searchUrl(cleared, basePath, preset)}
            onClick={go(cleared)}
            className="inline-flex min-h-9 items-center px-2 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            Clear all
          </a>
        </li>
      ) : null}
    </ul>
  );
}
