/**
 * Range slider maths (spec 01 §5 "Range slider", §9 "Slider: default max 100000, rounding 1000") for
 * the search page's price / km / year sliders, and the home page's price slider (spec 02 §2, §4, §9).
 * Kept pure so the component only renders and debounces.
 */

export type SliderAttribute = "price" | "km" | "year" | "subscription_price";

export type SliderBounds = {
  min: number;
  max: number;
  step: number;
  /**
   * What values snap to: 1000 for price and km (spec 01 §5), 1 for year (whole years), 0 for none.
   * Carried with the bounds so `clampRange` and `moveThumb` round the way their slider does.
   */
  rounding: number;
};

/** The bounds `clampRange`, `moveThumb` and `rangeRefinement` need; `rounding` defaults to none. */
export type RangeBounds = { min: number; max: number; rounding?: number };
export type SliderRange = { min: number; max: number };

/** Spec 01 §5 / §9: "default max 100000 when no facet max is known". */
export const SLIDER_DEFAULT_MAX = 100_000;
/** Spec 01 §9: "rounding 1000" (price and km, spec 01 §5). */
export const SLIDER_ROUNDING = 1000;
/** Spec 01 §5: "step is one hundredth of the range". */
export const SLIDER_STEPS = 100;

const ROUNDING: Record<SliderAttribute, number> = {
  price: SLIDER_ROUNDING,
  km: SLIDER_ROUNDING,
  year: 1,
  subscription_price: 0,
};

function isValidStats(
  stats: { min: number; max: number } | undefined,
): stats is { min: number; max: number } {
  return !!stats && Number.isFinite(stats.min) && Number.isFinite(stats.max) && stats.min <= stats.max;
}

function roundTo(value: number, rounding: number | undefined): number {
  return rounding && rounding > 0 ? Math.round(value / rounding) * rounding : value;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * A slider's bounds from the result's range stats (spec 01 §5). Without usable stats: 0 to 100000.
 * Price and km bounds round *outward* to 1000 so every car stays inside the slider. Step is one
 * hundredth of the range and at least 1; for year it is a whole number of years.
 */
export function sliderBounds(attribute: SliderAttribute, stats?: { min: number; max: number }): SliderBounds {
  const rounding = ROUNDING[attribute];
  let min = 0;
  let max = SLIDER_DEFAULT_MAX;
  if (isValidStats(stats)) {
    min = stats.min;
    max = stats.max;
    if (rounding === SLIDER_ROUNDING) {
      min = Math.floor(min / rounding) * rounding;
      max = Math.ceil(max / rounding) * rounding;
    }
  }
  const raw = (max - min) / SLIDER_STEPS;
  const step = attribute === "year" ? Math.max(1, Math.round(raw)) : Math.max(1, raw);
  return { min, max, step, rounding };
}

/**
 * A slider's bounds when there is a range to slide over (issue 34 item 4): null when no car the other
 * filters leave has a value (an empty search: never the "0 – 100000" of no stats) or all share one;
 * the page then offers the typed fields alone.
 */
export function slidableBounds(
  attribute: SliderAttribute,
  stats?: { min: number; max: number },
): SliderBounds | null {
  if (!isValidStats(stats) || stats.min === stats.max) return null;
  return sliderBounds(attribute, stats);
}

/**
 * A refinement as the slider shows it (spec 01 §5): missing or non-numeric sides take the bound,
 * values round (price and km to the nearest 1000) and then clamp into the bounds. A crossed range
 * (min above max, e.g. typed by hand) is read as the same two values in order.
 */
export function clampRange(value: { min?: number; max?: number }, bounds: RangeBounds): SliderRange {
  const side = (n: number | undefined, fallback: number) =>
    typeof n === "number" && Number.isFinite(n)
      ? clamp(roundTo(n, bounds.rounding), bounds.min, bounds.max)
      : fallback;
  const min = side(value.min, bounds.min);
  const max = side(value.max, bounds.max);
  return min <= max ? { min, max } : { min: max, max: min };
}

/**
 * Drags one thumb (spec 01 §5 "the min thumb cannot pass the max thumb and the reverse"): the target
 * is rounded and clamped like any value, then stopped at the other thumb. The thumbs may meet.
 */
export function moveThumb(
  range: SliderRange,
  thumb: "min" | "max",
  to: number,
  bounds: RangeBounds,
): SliderRange {
  const current = clampRange(range, bounds);
  if (!Number.isFinite(to)) return current;
  const target = clamp(roundTo(to, bounds.rounding), bounds.min, bounds.max);
  return thumb === "min"
    ? { min: Math.min(target, current.max), max: current.max }
    : { min: current.min, max: Math.max(target, current.min) };
}

/**
 * The refinement a slider position means: a side at (or past) its bound is no limit, so it is dropped;
 * a slider at full range is no filter at all (null). Safe because the range stats behind the bounds
 * ignore the attribute's own refinement (lib/search/search-engine.ts).
 */
export function rangeRefinement(
  range: SliderRange,
  bounds: RangeBounds,
): { min?: number; max?: number } | null {
  const out: { min?: number; max?: number } = {};
  if (range.min > bounds.min) out.min = range.min;
  if (range.max < bounds.max) out.max = range.max;
  return out.min === undefined && out.max === undefined ? null : out;
}

/**
 * Spec 02 §2 / §9: the home page's price-range slider, 5000 to 250000, step 500. Typed as plain
 * numbers (not literals) so state seeded from it, e.g. `useState({ min, max })`, is a SliderRange.
 */
export const HOME_PRICE_SLIDER: { readonly min: number; readonly max: number; readonly step: number } =
  Object.freeze({ min: 5000, max: 250_000, step: 500 });

/**
 * Drags a home price-slider thumb (spec 02 §4 "Price slider"): the target snaps to the 500 step and
 * stays within 5000–250000; the min thumb cannot pass max − 1 and the max thumb cannot go below
 * min + 1, so the two never meet (a range always spans at least a dollar).
 */
export function moveHomePriceThumb(range: SliderRange, thumb: "min" | "max", to: number): SliderRange {
  const { min: lo, max: hi, step } = HOME_PRICE_SLIDER;
  if (!Number.isFinite(to)) return { ...range };
  const target = clamp(lo + Math.round((to - lo) / step) * step, lo, hi);
  return thumb === "min"
    ? { min: Math.max(lo, Math.min(target, range.max - 1)), max: range.max }
    : { min: range.min, max: Math.min(hi, Math.max(target, range.min + 1)) };
}

/**
 * Spec 02 §2: the home price slider navigates to search with the price filter, sorted by price
 * descending. The range is written `min:max` as lib/search/search-params.ts reads it.
 */
export function homePriceSearchHref(range: SliderRange): string {
  return `/search?price=${Math.round(range.min)}:${Math.round(range.max)}&sortBy=price_desc`;
}
