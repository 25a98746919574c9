import { CollapsiblePanel } from "@/components/ui/collapsible-panel";
import { formatKm, formatPrice } from "@/lib/format/format";
import { showMeLabel } from "@/lib/search/count-display";
import type { RejectedRangeInputs, TypedRangeAttribute } from "@/lib/search/range-input";
import { slidableBounds } from "@/lib/search/range-slider";
import { searchUrl, setRange, setRefinement, toggleRefinement } from "@/lib/search/search-params";
import type { SearchState } from "@/lib/search/search-types";
import { SUBSCRIPTION_SUFFIX } from "@/lib/stock/price-display";
import { templateCopy } from "@/lib/template/template";
import { CertifiedSwitch } from "./certified-switch";
import { FacetPanel, type FacetPanelSpec } from "./facet-panel";
import { KeywordFilter } from "./keyword-filter";
import { PostcodeSort } from "./postcode-sort";
import { RANGE_FILTER_NOSCRIPT_CSS, RangeFilter } from "./range-filter";
import { REFINEMENT_NOSCRIPT_CSS } from "./refinement-list";
import { ShowMeButton } from "./show-me-button";
import type { ApplySearch } from "./use-search-state";
import type { CardResult, SearchViewConfig, SearchViewTemplate } from "./view-props";

const PANELS: FacetPanelSpec[] = [
  { attribute: "car_type", label: "Condition", limit: 10 },
  { attribute: "make", label: "Make", limit: 7, more: "show_all_makes", less: "hide_extra_makes" },
  { attribute: "make_model", label: "Model", limit: 30 },
  { attribute: "body", label: "Body type", limit: 8 },
  { attribute: "fuel", label: "Fuel", limit: 8 },
  { attribute: "transmission", label: "Transmission", limit: 8 },
  { attribute: "drive", label: "Drive", limit: 8 },
  { attribute: "seats", label: "Seats", limit: 8 },
  // Colour families, not paint names (decision 0073).
  { attribute: "colour_family", label: "Colour", limit: 8 },
  { attribute: "location_name", label: "Location", limit: 8 },
  { attribute: "state", label: "State", limit: 8 },
];

const RANGES: { attribute: TypedRangeAttribute; label: string; format: (n: number) => string }[] = [
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
 * The search filters (spec 01 §2 "Widgets"): cars near a postcode, the certified switch, refinement
 * lists, and range filters (a slider where there is a range, and typed fields: issue 34 item 4) in
 * collapsible panels, then 'Show Me N …'. On phones they fold behind the bar's Filters toggle
 * (`open`); a GET form's fields without JavaScript.
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
  open,
  onClose,
  postcodeInput,
  postcodeError,
  rangeInputs,
}: {
  state: SearchState;
  result: CardResult;
  config: SearchViewConfig;
  template: SearchViewTemplate;
  basePath: string;
  preset: SearchState["refinements"];
  /** The count the results heading shows, which 'Show Me N …' repeats. */
  shownCount: number;
  apply: ApplySearch;
  /** Unfolded on a phone (the bar's toggle). */
  open: boolean;
  onClose: () => void;
  /** The URL's postcode as given, and the spec's message when it was not used (issue 17 item 5). */
  postcodeInput: string;
  postcodeError: string | null;
  /** Typed range fields the server could not read (a form sent without JavaScript). */
  rangeInputs: RejectedRangeInputs;
}) {
  const certifiedRefined = (state.refinements.certified ?? []).includes("true");
  const ranges = RANGES.filter(
    (r) => r.attribute !== "subscription_price" || config.features.subscription_pricing,
  );
  // The engine already presents facets in the spec's order (car types new, demo, used).
  const facetPanel = (panel: FacetPanelSpec, panelOpen: boolean) => (
    <FacetPanel
      key={panel.attribute}
      panel={panel}
      open={panelOpen}
      items={result.facets[panel.attribute] ?? []}
      state={state}
      template={template}
      apply={apply}
    />
  );

  return (
    <div
      id="filters"
      className={`${open ? "flex" : "hidden"} mt-3 scroll-mt-20 flex-col gap-2 lg:col-start-1 lg:row-start-2 lg:mt-0 lg:flex`}
    >
      {/* The fold is in the server HTML too, so hydrating moves nothing (a fold that appeared only
        after hydration shifted the results by the whole filter column on phones). Without
        JavaScript this rule shows the filters and hides the toggle that could not work, and the
        sliders, which submit nothing (the typed fields do). */}
      <noscript>
        <style>{`#filters{display:flex}#filters-toggle{display:none}${REFINEMENT_NOSCRIPT_CSS}${RANGE_FILTER_NOSCRIPT_CSS}`}</style>
      </noscript>
      <CollapsiblePanel title="Distance">
        <PostcodeSort state={state} apply={apply} initialInput={postcodeInput} initialError={postcodeError} />
      </CollapsiblePanel>
      {/* Certified is a switch that only ever refines to "true", so a certified-only site never
        offers the 'false' value (spec 01 §5). Shown for a brand with a certified programme, or
        wherever certified cars are listed. */}
      {template.certifiedBadgeMake || (result.facets.certified ?? []).some((f) => f.value === "true") ? (
        <CertifiedSwitch
          label={templateCopy(template, "certified_switch")}
          checked={certifiedRefined}
          onChange={() => apply(toggleRefinement(state, "certified", "true"))}
        />
      ) : null}
      {PANELS.slice(0, 3).map((panel) => facetPanel(panel, true))}
      <CollapsiblePanel title="Keywords">
        <KeywordFilter
          chosen={state.refinements.keyword ?? []}
          onAdd={(keywords) => apply(setRefinement(state, "keyword", keywords))}
        />
      </CollapsiblePanel>
      {ranges.map(({ attribute, label, format }) => (
        <CollapsiblePanel key={attribute} title={label}>
          <RangeFilter
            attribute={attribute}
            label={label}
            value={state.ranges[attribute]}
            bounds={slidableBounds(attribute, result.stats[attribute])}
            format={format}
            rejected={rangeInputs[attribute]}
            onCommit={(range) => apply(setRange(state, attribute, range))}
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
        onClick={onClose}
      />
    </div>
  );
}
