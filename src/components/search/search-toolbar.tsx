import { SlidersHorizontal } from "lucide-react";
import { sortChoices } from "@/lib/search/search-order";
import { setSort } from "@/lib/search/search-params";
import type { SearchState } from "@/lib/search/search-types";
import type { SortOption } from "@/lib/stock/stock-values";
import type { SiteConfig } from "@/lib/tenancy/site-config";
import { SortSelect } from "./sort-select";
import type { ApplySearch } from "./use-search-state";

/**
 * The filter-and-sort bar (issue 34 item 4): on a phone it sticks to the top of the screen while the
 * results scroll, with the Filters toggle (and how many filters are applied) and the sort; from the
 * lg width up the filters are a column of their own and the bar is the sort alone. The sort box says
 * the order the results are in: "Nearest first" under a postcode (lib/search/search-order).
 */
export function SearchToolbar({
  state,
  sortOptions,
  apply,
  filtersOpen,
  onToggleFilters,
  filterCount,
}: {
  state: SearchState;
  sortOptions: SiteConfig["search"]["sort_options"];
  apply: ApplySearch;
  /** Whether the phone's filters are unfolded. */
  filtersOpen: boolean;
  onToggleFilters: () => void;
  /** How many filters are applied (the text aside), shown on the toggle. */
  filterCount: number;
}) {
  return (
    <div
      data-testid="filter-sort-bar"
      className="sticky top-0 z-20 -mx-4 mt-3 flex items-center gap-3 border-b bg-background px-4 py-2 lg:static lg:col-start-2 lg:row-start-1 lg:mx-0 lg:mt-0 lg:justify-end lg:border-0 lg:p-0"
    >
      {/* In the server HTML too, so hydrating moves nothing; without JavaScript the filters show and
        this toggle, which could not work, is hidden (search-filters.tsx). */}
      <button
        id="filters-toggle"
        type="button"
        aria-expanded={filtersOpen}
        aria-controls="filters"
        onClick={onToggleFilters}
        className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-lg border px-4 font-semibold lg:hidden"
      >
        <SlidersHorizontal aria-hidden className="size-4" /> {filtersOpen ? "Hide filters" : "Filters"}
        {filterCount > 0 ? (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
            {filterCount}
            <span className="sr-only"> applied</span>
          </span>
        ) : null}
      </button>
      <SortSelect
        value={state.sortBy}
        options={sortChoices(state, sortOptions)}
        onChange={(value) => apply(setSort(state, value as SortOption))}
        className="min-w-0 flex-1 justify-end lg:flex-none"
      />
    </div>
  );
}
