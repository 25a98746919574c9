"use client";

import { type FormEvent, useMemo, useRef, useState } from "react";
import { LeadDialogHost } from "@/components/leads/lead-dialog";
import { useIdleEffect } from "@/components/ui/use-idle-effect";
import { track } from "@/lib/analytics/track";
import type { SiteFormSetup } from "@/lib/leads/form-setup";
import { filterCount } from "@/lib/search/applied-filters";
import { displayCount } from "@/lib/search/count-display";
import { activePromos, type PromoNode, placePromos } from "@/lib/search/promo-placement";
import type { RejectedRangeInputs } from "@/lib/search/range-input";
import { setQuery } from "@/lib/search/search-params";
import type { SearchState } from "@/lib/search/search-types";
import { FleetEnquiryBlock } from "./fleet-enquiry-block";
import { SearchBox } from "./search-box";
import { SearchFilters } from "./search-filters";
import { SearchResults } from "./search-results";
import { SearchToolbar } from "./search-toolbar";
import { useSearchState } from "./use-search-state";
import type { CardResult, SearchViewConfig, SearchViewTemplate } from "./view-props";

type Refinements = SearchState["refinements"];

export type SearchViewProps = {
  /** The path this page lives at, e.g. /search/used-cars. */
  basePath: string;
  /** Refinements the path itself implies (the route's preset). */
  preset: Refinements;
  initialState: SearchState;
  /** The result as its cards show it (view-props: only what they read). */
  initialResult: CardResult;
  config: SearchViewConfig;
  /**
   * The configs of the dealerships that override the site's (decision 0032), by dealership id: a
   * card of one of their cars shows their buttons, prices and deposit. Absent ids use `config`.
   */
  dealershipConfigs?: Readonly<Record<number, SearchViewConfig>>;
  template: SearchViewTemplate;
  promos: PromoNode[];
  /** Render time (ISO), so the server and the browser agree on "just arrived" and promo windows. */
  now: string;
  certifiedBadgeMake?: string;
  /** The site's lead-form switches and choices, for the cards' enquiry dialog and the fleet form. */
  formSetup: SiteFormSetup;
  /** The URL's postcode as given, and why it was not used, if it was not (issue 17 item 5). */
  postcodeInput?: string;
  postcodeError?: string | null;
  /** Typed range fields the server could not read (a form sent without JavaScript), with messages. */
  rangeInputs?: RejectedRangeInputs;
};

/**
 * The search page body. Server-rendered with the first result, it is a GET form that works without
 * JavaScript; with JavaScript every change updates the URL and the results in place (useSearchState,
 * spec 01 §4 "Search state").
 */
export function SearchView(props: SearchViewProps) {
  const { basePath, preset, config, template, promos, certifiedBadgeMake, formSetup } = props;
  const now = useMemo(() => new Date(props.now), [props.now]);
  const { state, result, status, apply, formRef } = useSearchState(props);
  const [filtersOpen, setFiltersOpen] = useState(false);
  useSearchPageView(state, result, status);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the form is already applied as it changes; Enter in the search box applies the text.
    event.preventDefault();
    const query = new FormData(event.currentTarget).get("query");
    apply(setQuery(state, typeof query === "string" ? query : ""), { scroll: true });
  };

  const items = placePromos(
    result.hits,
    activePromos(promos, { now, carTypes: state.refinements.car_type ?? [] }),
    config.search.promo_positions,
  );
  const shownCount = displayCount(result.count, {
    stockCount: config.search.stock_count,
    facets: { status: result.facets.status, car_type: result.facets.car_type },
  });

  const toggleFilters = () => {
    const opening = !filtersOpen;
    setFiltersOpen(opening);
    // Opened from the bar while the results are scrolled: bring the filters' top into view.
    if (opening)
      requestAnimationFrame(() => {
        const filters = document.getElementById("filters");
        if (filters && filters.getBoundingClientRect().top < 0) filters.scrollIntoView({ block: "start" });
      });
  };

  return (
    <LeadDialogHost site={formSetup}>
      <form
        method="get"
        action={basePath}
        onSubmit={onSubmit}
        className="mx-auto max-w-7xl px-4 pt-3 pb-6 md:pt-6 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-x-6 lg:gap-y-5"
        aria-label="Search stock"
        ref={formRef}
      >
        {/* A phone's layout is the form's own block flow, so the bar sticks for the whole page; from
          the lg width up the search box and the sort share a row above the filters and results. */}
        <SearchBox
          defaultValue={state.query}
          onDebouncedChange={(query) => {
            if (query.trim() !== state.query) apply(setQuery(state, query));
          }}
          className="lg:col-start-1 lg:row-start-1"
        />
        <SearchToolbar
          state={state}
          sortOptions={config.search.sort_options}
          apply={apply}
          filtersOpen={filtersOpen}
          onToggleFilters={toggleFilters}
          filterCount={filterCount(state)}
        />
        <SearchFilters
          state={state}
          result={result}
          config={config}
          template={template}
          basePath={basePath}
          preset={preset}
          shownCount={shownCount}
          apply={apply}
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          postcodeInput={props.postcodeInput ?? ""}
          postcodeError={props.postcodeError ?? null}
          rangeInputs={props.rangeInputs ?? {}}
        />
        <SearchResults
          state={state}
          result={result}
          status={status}
          items={items}
          shownCount={shownCount}
          config={config}
          dealershipConfigs={props.dealershipConfigs}
          template={template}
          now={now}
          certifiedBadgeMake={certifiedBadgeMake}
          basePath={basePath}
          preset={preset}
          apply={apply}
        />
      </form>
      <FleetEnquiryBlock site={formSetup} />
    </LeadDialogHost>
  );
}

/**
 * Spec 01 §7 event 49 "search page view": once for every result the page shows, the first and each
 * one a change of filters, sort or page loads (decision 0061). The first page of a search also names
 * its text ("" for filters only) for the site's top searches, and every one its result count.
 */
function useSearchPageView(state: SearchState, result: CardResult, status: string) {
  const counted = useRef<CardResult | null>(null);
  useIdleEffect(() => {
    if (status !== "hasData" || counted.current === result) return;
    counted.current = result;
    track("searchPageView", {
      results: result.count,
      page: state.page,
      ...(state.page <= 1 ? { search_term: state.query } : {}),
    });
    // `state` is the result's own search: the result changing is what a new search page view is.
  }, [result, status]);
}
