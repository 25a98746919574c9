"use client";

import { SlidersHorizontal } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { LeadDialogHost } from "@/components/leads/lead-dialog";
import { CollapsiblePanel } from "@/components/ui/collapsible-panel";
import { formatKm, formatNumber, formatPrice } from "@/lib/format/format";
import type { SiteFormSetup } from "@/lib/leads/form-setup";
import { displayCount, showMeLabel } from "@/lib/stock/count-display";
import { SUBSCRIPTION_SUFFIX } from "@/lib/stock/price-display";
import { activePromos, type PromoNode, placePromos } from "@/lib/stock/promo-placement";
import { clampRange, rangeRefinement, type SliderAttribute, sliderBounds } from "@/lib/stock/range-slider";
import type { FacetAttribute } from "@/lib/stock/search-attributes";
import { ResultCache, rememberSearch, type SearchHistoryEntry } from "@/lib/stock/search-memory";
import {
  hasFilters,
  parseSearchParams,
  searchStateToQueryString,
  searchUrl,
  setPage,
  setQuery,
  setRange,
  setSort,
  toggleRefinement,
  withPreset,
} from "@/lib/stock/search-params";
import type { SearchResult, SearchState } from "@/lib/stock/search-types";
import type { SiteConfig, SortOption } from "@/lib/tenancy/site-config";
import { type Template, templateCopy } from "@/lib/tenancy/template";
import { CertifiedSwitch } from "./certified-switch";
import { FleetEnquiryBlock } from "./fleet-enquiry-block";
import { Pagination } from "./pagination";
import { PromoCard } from "./promo-card";
import { RangeSlider } from "./range-slider";
import { REFINEMENT_NOSCRIPT_CSS, RefinementList } from "./refinement-list";
import { ResultCard } from "./result-card";
import { SearchBox } from "./search-box";
import { ShowMeButton } from "./show-me-button";
import { SortSelect } from "./sort-select";

type Refinements = SearchState["refinements"];

export type SearchViewProps = {
  /** The path this page lives at, e.g. /search/used-cars. */
  basePath: string;
  /** Refinements the path itself implies (the route's preset). */
  preset: Refinements;
  initialState: SearchState;
  initialResult: SearchResult;
  config: SiteConfig;
  template: Template;
  promos: PromoNode[];
  /** Render time (ISO), so the server and the browser agree on "just arrived" and promo windows. */
  now: string;
  certifiedBadgeMake?: string;
  /** The site's lead-form switches and choices, for the cards' enquiry dialog and the fleet form. */
  formSetup: SiteFormSetup;
};

const SORT_LABELS: Record<SortOption, string> = {
  relevance: "Most relevant",
  latest: "Latest",
  price_desc: "Highest price",
  price_asc: "Lowest price",
};

const PANELS: {
  attribute: FacetAttribute;
  label: string;
  limit: number;
  more?: "show_all_makes";
  less?: "hide_extra_makes";
}[] = [
  { attribute: "car_type", label: "Condition", limit: 10 },
  { attribute: "make", label: "Make", limit: 7, more: "show_all_makes", less: "hide_extra_makes" },
  { attribute: "make_model", label: "Model", limit: 30 },
  { attribute: "body", label: "Body type", limit: 8 },
  { attribute: "fuel", label: "Fuel", limit: 8 },
  { attribute: "transmission", label: "Transmission", limit: 8 },
  { attribute: "drive", label: "Drive", limit: 8 },
  { attribute: "seats", label: "Seats", limit: 8 },
  { attribute: "colour", label: "Colour", limit: 8 },
  { attribute: "location_name", label: "Location", limit: 8 },
  { attribute: "state", label: "State", limit: 8 },
];

const SLIDERS: { attribute: SliderAttribute; label: string; format: (n: number) => string }[] = [
  { attribute: "price", label: "Price", format: (n) => formatPrice(n) },
  // Spec 01 §9: "Subscription price range label suffix ' / week'".
  {
    attribute: "subscription_price",
    label: "Subscription",
    format: (n) => `${formatPrice(n)}${SUBSCRIPTION_SUFFIX}`,
  },
  { attribute: "km", label: "Kilometres", format: (n) => formatKm(n) },
  { attribute: "year", label: "Year", format: (n) => String(n) },
];

const CAR_TYPE_LABELS: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };
const HISTORY_KEY = "forecourt:search-history";

/**
 * The search page body. Server-rendered with the first result, it is a GET form that works without
 * JavaScript; with JavaScript every change updates the URL and the results in place (spec 01 §4 "Search
 * state"): loading keeps the previous results on screen, an error keeps them too, the last 10 results
 * are cached, and the last 5 searches with filters are remembered.
 */
export function SearchView(props: SearchViewProps) {
  const { basePath, preset, config, template, promos, certifiedBadgeMake, formSetup } = props;
  const now = useMemo(() => new Date(props.now), [props.now]);
  const [state, setState] = useState(props.initialState);
  const [result, setResult] = useState(props.initialResult);
  const [status, setStatus] = useState<"loading" | "hasData" | "hasError">("hasData");
  // Marks the form once its handlers are live (tests wait for it). Set on the element, not in state:
  // a state change here would re-render the whole page right after hydrating.
  const formRef = useRef<HTMLFormElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const cache = useRef(new ResultCache<SearchResult>(10));
  const inflight = useRef<AbortController | null>(null);

  useEffect(() => {
    formRef.current?.setAttribute("data-enhanced", "true");
    cache.current.set(searchStateToQueryString(props.initialState), props.initialResult);
  }, [props.initialState, props.initialResult]);

  const load = useCallback(async (next: SearchState) => {
    const key = searchStateToQueryString(next);
    const cached = cache.current.get(key);
    if (cached) {
      setResult(cached);
      setStatus("hasData");
      return;
    }
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setStatus("loading");
    try {
      const response = await fetch(`/api/search${key}`, {
        signal: controller.signal,
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      const data = (await response.json()) as SearchResult;
      cache.current.set(key, data);
      setResult(data);
      setStatus("hasData");
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
      // Spec 01 §8 "Search error: previous hits stay shown."
      setStatus("hasError");
    }
  }, []);

  const apply = useCallback(
    (next: SearchState, options: { scroll?: boolean } = {}) => {
      setState(next);
      const url = searchUrl(next, basePath, preset);
      window.history.pushState({ searchState: next }, "", url);
      if (hasFilters(next)) {
        try {
          const stored = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? "[]") as SearchHistoryEntry[];
          const updated = rememberSearch(stored, { path: url, state: next, at: new Date().toISOString() });
          localStorage.setItem(HISTORY_KEY, JSON.stringify(updated));
        } catch {
          // Storage may be full or disabled; history is a convenience.
        }
      }
      void load(next);
      if (options.scroll)
        document.getElementById("results")?.scrollIntoView({ behavior: "smooth", block: "start" });
    },
    [basePath, preset, load],
  );

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const fromHistory = (event.state as { searchState?: SearchState } | null)?.searchState;
      const next =
        fromHistory ??
        withPreset(parseSearchParams(new URLSearchParams(window.location.search)).state, preset);
      setState(next);
      void load(next);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [load, preset]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the form is already applied as it changes; Enter in the search box applies the text.
    event.preventDefault();
    const query = new FormData(event.currentTarget).get("query");
    apply(setQuery(state, typeof query === "string" ? query : ""), { scroll: true });
  };

  const selectedCarTypes = state.refinements.car_type ?? [];
  const mixed = placePromos(
    result.hits,
    activePromos(promos, { now, carTypes: selectedCarTypes }),
    config.search.promo_positions,
  );
  const shownCount = displayCount(result.count, {
    stockCount: config.search.stock_count,
    facets: { status: result.facets.status, car_type: result.facets.car_type },
  });
  const certifiedRefined = (state.refinements.certified ?? []).includes("true");
  const sliders = SLIDERS.filter(
    (s) => s.attribute !== "subscription_price" || config.features.subscription_pricing,
  ).map((slider) => {
    const bounds = sliderBounds(slider.attribute, result.stats[slider.attribute]);
    return { ...slider, bounds, value: clampRange(state.ranges[slider.attribute] ?? {}, bounds) };
  });

  // The engine already presents facets in the spec's order (car types new, demo, used).
  const facetItems = (attribute: FacetAttribute) => result.facets[attribute] ?? [];

  /** A refinement list in a collapsible panel; panels with nothing to choose from are left out. */
  const refinementPanel = (panel: (typeof PANELS)[number], open: boolean) => {
    const items = facetItems(panel.attribute);
    const selected = state.refinements[panel.attribute] ?? [];
    if (!items.length && !selected.length) return null;
    return (
      <CollapsiblePanel key={panel.attribute} title={panel.label} defaultOpen={open || selected.length > 0}>
        <RefinementList
          attribute={panel.attribute}
          label={panel.label}
          items={items}
          selected={selected}
          limit={panel.limit}
          showMoreLabel={panel.more ? templateCopy(template, panel.more) : "Show more"}
          showLessLabel={panel.less ? templateCopy(template, panel.less) : "Show less"}
          onToggle={(value) => apply(toggleRefinement(state, panel.attribute, value))}
          formatLabel={panel.attribute === "car_type" ? (v: string) => CAR_TYPE_LABELS[v] ?? v : undefined}
        />
      </CollapsiblePanel>
    );
  };

  return (
    <LeadDialogHost site={formSetup}>
      <form
        method="get"
        action={basePath}
        onSubmit={onSubmit}
        className="mx-auto max-w-7xl px-4 py-6"
        aria-label="Search stock"
        ref={formRef}
      >
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <SearchBox
            defaultValue={state.query}
            onDebouncedChange={(query) => {
              if (query.trim() !== state.query) apply(setQuery(state, query));
            }}
          />
          <SortSelect
            value={state.sortBy}
            options={config.search.sort_options.map((value) => ({ value, label: SORT_LABELS[value] }))}
            onChange={(value) => apply(setSort(state, value as SortOption))}
          />
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr]">
          <div>
            {/* The toggle and the folded filters are in the server HTML too, so hydrating moves nothing
              (a fold that appeared only after hydration shifted the results by the whole filter
              column on phones). Without JavaScript the <noscript> rule shows the filters and hides
              the toggle that could not work. */}
            <noscript>
              <style>{`#filters{display:flex}#filters-toggle{display:none}${REFINEMENT_NOSCRIPT_CSS}`}</style>
            </noscript>
            <button
              id="filters-toggle"
              type="button"
              aria-expanded={filtersOpen}
              aria-controls="filters"
              onClick={() => setFiltersOpen((open) => !open)}
              className="flex w-full items-center justify-center gap-2 rounded-lg border px-4 py-2 font-semibold lg:hidden"
            >
              <SlidersHorizontal aria-hidden className="size-4" /> {filtersOpen ? "Hide filters" : "Filters"}
            </button>
            <div
              id="filters"
              className={`${filtersOpen ? "flex" : "hidden"} mt-3 flex-col gap-2 lg:mt-0 lg:flex`}
            >
              {/* Certified is a switch that only ever refines to "true", so a certified-only site never
                offers the 'false' value (spec 01 §5). Shown for a brand with a certified programme,
                or wherever certified cars are listed. */}
              {template.certifiedBadgeMake ||
              (result.facets.certified ?? []).some((f) => f.value === "true") ? (
                <CertifiedSwitch
                  label={templateCopy(template, "certified_switch")}
                  checked={certifiedRefined}
                  onChange={() => apply(toggleRefinement(state, "certified", "true"))}
                />
              ) : null}
              {PANELS.slice(0, 3).map((panel) => refinementPanel(panel, true))}
              {sliders.map(({ attribute, label, format, bounds, value }) => (
                <CollapsiblePanel key={attribute} title={label}>
                  <RangeSlider
                    name={attribute}
                    label={label}
                    min={bounds.min}
                    max={bounds.max}
                    step={bounds.step}
                    value={value}
                    format={format}
                    onCommit={(next) =>
                      apply(setRange(state, attribute, rangeRefinement(clampRange(next, bounds), bounds)))
                    }
                  />
                </CollapsiblePanel>
              ))}
              {PANELS.slice(3).map((panel) => refinementPanel(panel, false))}
              <noscript>
                <button
                  type="submit"
                  className="mt-2 w-full rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground"
                >
                  Apply filters
                </button>
              </noscript>
              <ShowMeButton
                count={shownCount}
                renderLabel={(n) => showMeLabel(n, state.refinements)}
                href={`${searchUrl(state, basePath, preset)}#results`}
                onClick={() => setFiltersOpen(false)}
              />
            </div>
          </div>

          <section id="results" aria-labelledby="results-heading" aria-busy={status === "loading"}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
                {formatNumber(shownCount)} {shownCount === 1 ? "car" : "cars"} found
              </h2>
              {status === "hasError" ? (
                <p role="alert" className="text-sm text-destructive">
                  We couldn't update the results. Showing the previous ones.
                </p>
              ) : null}
            </div>
            {result.hits.length === 0 ? (
              <div className="mt-6 rounded-lg border p-8 text-center">
                <p className="font-semibold">No cars match those filters.</p>
                <a href="/search" className="mt-3 inline-block text-primary underline">
                  Clear all filters
                </a>
              </div>
            ) : (
              <ul
                className={`mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${status === "loading" ? "opacity-60" : ""}`}
              >
                {mixed.map((item, position) =>
                  item.kind === "car" ? (
                    <li key={`car-${item.car.id}`}>
                      <ResultCard
                        priority={position < 2}
                        car={item.car}
                        config={config}
                        template={template}
                        now={now}
                        certifiedBadgeMake={certifiedBadgeMake}
                      />
                    </li>
                  ) : (
                    <li key={`promo-${item.promo.id}`}>
                      <PromoCard promo={item.promo} />
                    </li>
                  ),
                )}
              </ul>
            )}
            {result.pages > 1 ? (
              <div className="mt-8">
                <Pagination
                  page={result.page}
                  pages={result.pages}
                  hrefForPage={(page) => searchUrl(setPage(state, page), basePath, preset)}
                  onNavigate={(page, event) => {
                    event.preventDefault();
                    apply(setPage(state, page), { scroll: true });
                  }}
                />
              </div>
            ) : null}
          </section>
        </div>
      </form>
      <FleetEnquiryBlock site={formSetup} />
    </LeadDialogHost>
  );
}
