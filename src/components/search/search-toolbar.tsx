import { SaveSearchButton } from "@/components/alerts/save-search-button";
import { ShareButton } from "@/components/ui/share-button";
import { setQuery, setSort } from "@/lib/search/search-params";
import type { SearchState } from "@/lib/search/search-types";
import type { SortOption } from "@/lib/stock/stock-values";
import type { SiteConfig } from "@/lib/tenancy/site-config";
import { PostcodeSort } from "./postcode-sort";
import { SearchBox } from "./search-box";
import { SortSelect } from "./sort-select";
import type { ApplySearch } from "./use-search-state";

/** Spec 01 §2 "Sort options by default: most relevant, latest, highest price, lowest price". */
const SORT_LABELS: Record<SortOption, string> = {
  relevance: "Most relevant",
  latest: "Latest",
  price_desc: "Highest price",
  price_asc: "Lowest price",
};

/** The search box and the sort above the results; each change applies at once. */
export function SearchToolbar({
  state,
  sortOptions,
  apply,
  postcodeInput = "",
  postcodeError = null,
  saveSearch = false,
}: {
  state: SearchState;
  sortOptions: SiteConfig["search"]["sort_options"];
  apply: ApplySearch;
  /** The URL's postcode as given, and the spec's message when it was not used (issue 17 item 5). */
  postcodeInput?: string;
  postcodeError?: string | null;
  /** "Save this search" for alerts (issue 21 §6): on sites with sign-in. */
  saveSearch?: boolean;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-start md:justify-between">
      <SearchBox
        defaultValue={state.query}
        onDebouncedChange={(query) => {
          if (query.trim() !== state.query) apply(setQuery(state, query));
        }}
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:gap-6">
        <PostcodeSort state={state} apply={apply} initialInput={postcodeInput} initialError={postcodeError} />
        <SortSelect
          value={state.sortBy}
          options={sortOptions.map((value) => ({ value, label: SORT_LABELS[value] }))}
          onChange={(value) => apply(setSort(state, value as SortOption))}
        />
        {/* The URL holds the search (filters, sort, page), so sharing the address shares this search. */}
        <ShareButton label="Share search" className="self-start" />
        {saveSearch ? <SaveSearchButton state={state} className="self-start" /> : null}
      </div>
    </div>
  );
}
