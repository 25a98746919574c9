import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { CollapsiblePanel } from "@/components/ui/collapsible-panel";
import { formatKm, formatPrice } from "@/lib/format/format";
import { showMeLabel } from "@/lib/search/count-display";
import { clampRange, rangeRefinement, type SliderAttribute, sliderBounds } from "@/lib/search/range-slider";
import { searchUrl, setRange, toggleRefinement } from "@/lib/search/search-params";
import type { SearchResult, SearchState } from "@/lib/search/search-types";
import { SUBSCRIPTION_SUFFIX } from "@/lib/stock/price-display";
import { type Template, templateCopy } from "@/lib/template/template";
import type { PublicSiteConfig } from "@/lib/tenancy/site-config";
import { CertifiedSwitch } from "./certified-switch";
import { FacetPanel, type FacetPanelSpec } from "./facet-panel";
import { RangeSlider } from "./range-slider";
import { REFINEMENT_NOSCRIPT_CSS } from "./refinement-list";
import { ShowMeButton } from "./show-me-button";
import type { ApplySearch } from "./use-search-state";

const PANELS: FacetPanelSpec[] = [
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

/**
 * The search filters (spec 01 §2 "Widgets"): the certified switch, refinement lists and range sliders
 * in collapsible panels, and 'Show Me N …'. Folded behind a toggle on phones; a GET form's fields
 * without JavaScript.
 */
export function SearchFilters({
  state,
  result,
  config,
  template,
  basePath,
  preset,
  shownCount,
  apply,
}: {
  state: SearchState;
  result: SearchResult;
  config: PublicSiteConfig;
  template: Template;
  basePath: string;
  preset: SearchState["refinements"];
  /** The count the results heading shows, which 'Show Me N …' repeats. */
  shownCount: number;
  apply: ApplySearch;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const certifiedRefined = (state.refinements.certified ?? []).includes("true");
  const sliders = SLIDERS.filter(
    (s) => s.attribute !== "subscription_price" || config.features.subscription_pricing,
  ).map((slider) => {
    const bounds = sliderBounds(slider.attribute, result.stats[slider.attribute]);
    return { ...slider, bounds, value: clampRange(state.ranges[slider.attribute] ?? {}, bounds) };
  });
  // The engine already presents facets in the spec's order (car types new, demo, used).
  const facetPanel = (panel: FacetPanelSpec, open: boolean) => (
    <FacetPanel
      key={panel.attribute}
      panel={panel}
      open={open}
      items={result.facets[panel.attribute] ?? []}
      state={state}
      template={template}
      apply={apply}
    />
  );

  return (
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
      <div id="filters" className={`${filtersOpen ? "flex" : "hidden"} mt-3 flex-col gap-2 lg:mt-0 lg:flex`}>
        {/* Certified is a switch that only ever refines to "true", so a certified-only site never
          offers the 'false' value (spec 01 §5). Shown for a brand with a certified programme,
          or wherever certified cars are listed. */}
        {template.certifiedBadgeMake || (result.facets.certified ?? []).some((f) => f.value === "true") ? (
          <CertifiedSwitch
            label={templateCopy(template, "certified_switch")}
            checked={certifiedRefined}
            onChange={() => apply(toggleRefinement(state, "certified", "true"))}
          />
        ) : null}
        {PANELS.slice(0, 3).map((panel) => facetPanel(panel, true))}
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
        {PANELS.slice(3).map((panel) => facetPanel(panel, false))}
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
  );
}
