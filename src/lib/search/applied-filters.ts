import { FILTER_GROUP_LABELS, facetValueLabel, rangeText } from "./filter-labels";
import {
  FACET_ATTRIBUTES,
  type FacetAttribute,
  RANGE_ATTRIBUTES,
  type RangeAttribute,
} from "./search-attributes";
import { setQuery, setRange, setRefinement } from "./search-params";
import type { SearchState } from "./search-types";

/**
 * The filters a search has applied, as the search page's removable chips show them, and the ways an
 * empty search can be relaxed (issue 34 item 4). Each carries the search without it, so a chip or a
 * suggestion is a plain link (lib/search/search-params `searchUrl`) and works without JavaScript.
 */

export type AppliedFilter = {
  /** Stable and unique on the page: `query`, `make=Toyota`, `price`. */
  key: string;
  kind: "query" | "refinement" | "range";
  /** The filter's name, e.g. "Make"; "Search" for the text. */
  group: string;
  /** The value in words, e.g. "Toyota", "Queensland", "up to $40,000", “hilux”. */
  text: string;
  /** The search with this one filter taken off (the page back to 1, as every change does). */
  without: SearchState;
};

function rangeChipText(attribute: RangeAttribute, state: SearchState): string {
  return rangeText(attribute, state.ranges[attribute] ?? {}) ?? "a chosen range";
}

/** One chip per chosen value, per range and for the text, in the order the filters are listed. */
export function appliedFilters(state: SearchState): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  if (state.query) {
    chips.push({
      key: "query",
      kind: "query",
      group: "Search",
      text: `“${state.query}”`,
      without: setQuery(state, ""),
    });
  }
  for (const attribute of FACET_ATTRIBUTES) {
    const values = state.refinements[attribute] ?? [];
    for (const value of values) {
      chips.push({
        key: `${attribute}=${value}`,
        kind: "refinement",
        group: FILTER_GROUP_LABELS[attribute],
        text: facetValueLabel(attribute, value),
        without: setRefinement(
          state,
          attribute,
          values.filter((v) => v !== value),
        ),
      });
    }
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = state.ranges[attribute];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    chips.push({
      key: attribute,
      kind: "range",
      group: FILTER_GROUP_LABELS[attribute],
      text: rangeChipText(attribute, state),
      without: setRange(state, attribute, null),
    });
  }
  return chips;
}

/** How many filters are applied, the text aside (the Filters button's count). */
export function filterCount(state: SearchState): number {
  return appliedFilters(state).filter((chip) => chip.key !== "query").length;
}

/** A way to widen an empty search: one filter (all of its values) taken off. */
export type Relaxation = {
  /** `query`, `refine:<attribute>` or `range:<attribute>`. */
  key: string;
  /** e.g. "Make: Toyota or Mazda", "Price: up to $1,000", "Search: “hilux”". */
  label: string;
  without: SearchState;
};

/**
 * Every way to widen a search by dropping one filter: the text, each refined attribute (all its
 * values: within an attribute the values are alternatives, so dropping one alone never finds more)
 * and each range.
 */
export function relaxations(state: SearchState): Relaxation[] {
  const out: Relaxation[] = [];
  if (state.query)
    out.push({ key: "query", label: `Search: “${state.query}”`, without: setQuery(state, "") });
  for (const attribute of FACET_ATTRIBUTES) {
    const values = state.refinements[attribute];
    if (!values?.length) continue;
    out.push({
      key: `refine:${attribute}`,
      label: `${FILTER_GROUP_LABELS[attribute]}: ${values.map((v) => facetValueLabel(attribute, v)).join(" or ")}`,
      without: setRefinement(state, attribute, []),
    });
  }
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = state.ranges[attribute];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    out.push({
      key: `range:${attribute}`,
      label: `${FILTER_GROUP_LABELS[attribute]}: ${rangeChipText(attribute, state)}`,
      without: setRange(state, attribute, null),
    });
  }
  return out;
}

/** The relaxation a key names, for a search, or null when the search has no such filter. */
export function relaxation(state: SearchState, key: string): Relaxation | null {
  return relaxations(state).find((r) => r.key === key) ?? null;
}

export type { FacetAttribute };
