import { describe, expect, it } from "vitest";
import {
  clampRange,
  homePriceSearchHref,
  moveHomePriceThumb,
  moveThumb,
  rangeRefinement,
  slidableBounds,
  sliderBounds,
} from "./range-slider";
import { parseSearchParams } from "./search-params";

describe("slider bounds (spec 01 §5, §9)", () => {
  it("spec 01 §5 default max 100000 when no facet max is known (min 0)", () => {
    expect(sliderBounds("price")).toEqual({ min: 0, max: 100_000, step: 1000, rounding: 1000 });
    expect(sliderBounds("km", undefined)).toMatchObject({ min: 0, max: 100_000 });
  });
  it("spec 01 §5 default max: unusable stats (min above max, NaN) count as unknown", () => {
    expect(sliderBounds("price", { min: 50_000, max: 10_000 })).toMatchObject({ min: 0, max: 100_000 });
    expect(sliderBounds("km", { min: Number.NaN, max: 10 })).toMatchObject({ min: 0, max: 100_000 });
  });
  it("spec 01 §5 rounding 1000: price and km bounds round outward so every car stays inside", () => {
    expect(sliderBounds("price", { min: 12_345, max: 87_654 })).toMatchObject({ min: 12_000, max: 88_000 });
    expect(sliderBounds("km", { min: 999, max: 150_001 })).toMatchObject({ min: 0, max: 151_000 });
  });
  it("spec 01 §5 rounding applies to price and km only: year keeps its stats", () => {
    expect(sliderBounds("year", { min: 2011, max: 2025 })).toMatchObject({ min: 2011, max: 2025 });
    expect(sliderBounds("subscription_price", { min: 149, max: 399 })).toMatchObject({ min: 149, max: 399 });
  });
  it("spec 01 §5 step is one hundredth of the range", () => {
    expect(sliderBounds("price", { min: 10_000, max: 60_000 }).step).toBe(500);
    expect(sliderBounds("subscription_price", { min: 100, max: 500 }).step).toBe(4);
  });
  it("spec 01 §5 step: at least 1, however narrow the range", () => {
    expect(sliderBounds("subscription_price", { min: 150, max: 200 }).step).toBe(1);
    expect(sliderBounds("price", { min: 20_000, max: 20_000 }).step).toBe(1);
  });
  it("spec 01 §5 step for year: a whole number of years, at least 1", () => {
    expect(sliderBounds("year", { min: 2000, max: 2025 }).step).toBe(1);
    expect(sliderBounds("year", { min: 1900, max: 2100 }).step).toBe(2);
    expect(Number.isInteger(sliderBounds("year", { min: 1950, max: 2025 }).step)).toBe(true);
  });
});

describe("clampRange (spec 01 §5 'values clamp to the facet min and max')", () => {
  const price = sliderBounds("price", { min: 5_000, max: 90_000 });
  const year = sliderBounds("year", { min: 2010, max: 2025 });
  it("spec 01 §5 range slider: values outside the bounds clamp to them", () => {
    expect(clampRange({ min: 1_000, max: 500_000 }, price)).toEqual({ min: 5_000, max: 90_000 });
    expect(clampRange({ min: 1990, max: 2030 }, year)).toEqual({ min: 2010, max: 2025 });
  });
  it("spec 01 §5 range slider: a missing side takes its bound", () => {
    expect(clampRange({}, price)).toEqual({ min: 5_000, max: 90_000 });
    expect(clampRange({ max: 40_000 }, price)).toEqual({ min: 5_000, max: 40_000 });
    expect(clampRange({ min: 2015 }, year)).toEqual({ min: 2015, max: 2025 });
  });
  it("spec 01 §5 range slider: price and km values round to the nearest 1000", () => {
    expect(clampRange({ min: 12_499, max: 45_500 }, price)).toEqual({ min: 12_000, max: 46_000 });
    const km = sliderBounds("km", { min: 0, max: 200_000 });
    expect(clampRange({ min: 10_501, max: 99_499 }, km)).toEqual({ min: 11_000, max: 99_000 });
  });
  it("spec 01 §5 range slider: values of other attributes are not rounded to 1000", () => {
    const subs = sliderBounds("subscription_price", { min: 100, max: 500 });
    expect(clampRange({ min: 149.5, max: 321 }, subs)).toEqual({ min: 149.5, max: 321 });
  });
  it("spec 01 §5 min thumb cannot pass the max: a crossed range reads as the same values in order", () => {
    expect(clampRange({ min: 60_000, max: 20_000 }, price)).toEqual({ min: 20_000, max: 60_000 });
  });
});

describe("moveThumb (spec 01 §5 'the min thumb cannot pass the max thumb and the reverse')", () => {
  const bounds = sliderBounds("price", { min: 0, max: 100_000 });
  const range = { min: 20_000, max: 50_000 };
  it("spec 01 §5 range slider: the min thumb stops at the max thumb", () => {
    expect(moveThumb(range, "min", 70_000, bounds)).toEqual({ min: 50_000, max: 50_000 });
  });
  it("spec 01 §5 range slider: the max thumb stops at the min thumb", () => {
    expect(moveThumb(range, "max", 5_000, bounds)).toEqual({ min: 20_000, max: 20_000 });
  });
  it("spec 01 §5 range slider: a thumb moves freely between its bound and the other thumb, rounded to 1000", () => {
    expect(moveThumb(range, "min", 31_600, bounds)).toEqual({ min: 32_000, max: 50_000 });
    expect(moveThumb(range, "max", 250_000, bounds)).toEqual({ min: 20_000, max: 100_000 });
    expect(moveThumb(range, "min", -5, bounds)).toEqual({ min: 0, max: 50_000 });
  });
});

describe("rangeRefinement (a full-range slider is no filter)", () => {
  const bounds = sliderBounds("price", { min: 5_000, max: 90_000 });
  it("spec 01 §5 range slider: a slider at both bounds is no refinement", () => {
    expect(rangeRefinement({ min: 5_000, max: 90_000 }, bounds)).toBeNull();
  });
  it("spec 01 §5 range slider: only the side moved off its bound is kept", () => {
    expect(rangeRefinement({ min: 10_000, max: 90_000 }, bounds)).toEqual({ min: 10_000 });
    expect(rangeRefinement({ min: 5_000, max: 40_000 }, bounds)).toEqual({ max: 40_000 });
    expect(rangeRefinement({ min: 10_000, max: 40_000 }, bounds)).toEqual({ min: 10_000, max: 40_000 });
  });
});

describe("home price slider (spec 02 §2, §4 'Price slider', §9)", () => {
  it("spec 02 §4 price slider: the min thumb cannot pass max minus 1", () => {
    expect(moveHomePriceThumb({ min: 5000, max: 40_000 }, "min", 60_000)).toEqual({
      min: 39_999,
      max: 40_000,
    });
  });
  it("spec 02 §4 price slider: the max thumb cannot go below min plus 1", () => {
    expect(moveHomePriceThumb({ min: 20_000, max: 40_000 }, "max", 10_000)).toEqual({
      min: 20_000,
      max: 20_001,
    });
  });
  it("spec 02 §9 price slider: thumbs stay within 5000–250000 and snap to the 500 step", () => {
    expect(moveHomePriceThumb({ min: 20_000, max: 40_000 }, "min", 0)).toEqual({ min: 5000, max: 40_000 });
    expect(moveHomePriceThumb({ min: 20_000, max: 40_000 }, "max", 1_000_000)).toEqual({
      min: 20_000,
      max: 250_000,
    });
    expect(moveHomePriceThumb({ min: 20_000, max: 40_000 }, "min", 12_260)).toEqual({
      min: 12_500,
      max: 40_000,
    });
  });
  it("spec 02 §2 price slider: navigates to search with the price filter, sorted by price descending", () => {
    const href = homePriceSearchHref({ min: 10_000, max: 60_000 });
    expect(href).toBe("/search?price=10000:60000&sortBy=price_desc");
    const { state, issues } = parseSearchParams(new URLSearchParams(href.split("?")[1]));
    expect(issues).toEqual([]);
    expect(state.ranges.price).toEqual({ min: 10_000, max: 60_000 });
    expect(state.sortBy).toBe("price_desc");
  });
});

describe("a slider only where there is a range (issue 34 item 4: no '0 – 100000' on an empty search)", () => {
  it("has no bounds without stats or with one value, and the usual bounds otherwise", () => {
    expect(slidableBounds("year", undefined)).toBeNull();
    expect(slidableBounds("price", { min: 8000, max: 8000 })).toBeNull();
    expect(slidableBounds("year", { min: 2010, max: 2024 })).toEqual(
      sliderBounds("year", { min: 2010, max: 2024 }),
    );
  });
});
