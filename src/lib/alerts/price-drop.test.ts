import { describe, expect, it } from "vitest";
import { alertPrice, isPriceDrop } from "./price-drop";

describe("a watched car's price drop (issue 21 §6; spec 01 §9 'Price counts as real above 10')", () => {
  it("the shown drive-away price: the offer price when real, else the price (spec 01 §4 priority)", () => {
    expect(alertPrice({ price: 30_000, offerPrice: null })).toBe(30_000);
    expect(alertPrice({ price: 30_000, offerPrice: 27_990 })).toBe(27_990);
    expect(alertPrice({ price: 30_000, offerPrice: 10 })).toBe(30_000);
    expect(alertPrice({ price: 1, offerPrice: 0 })).toBeNull();
  });

  it("a drop is a lower new price, both real", () => {
    expect(isPriceDrop(30_000, 28_000)).toBe(true);
    expect(isPriceDrop(30_000, 30_000)).toBe(false);
    expect(isPriceDrop(28_000, 30_000)).toBe(false);
  });

  it("a price that becomes a placeholder (0, 1, 10) or comes from one is no drop", () => {
    expect(isPriceDrop(30_000, 10)).toBe(false);
    expect(isPriceDrop(30_000, 0)).toBe(false);
    expect(isPriceDrop(30_000, null)).toBe(false);
    expect(isPriceDrop(10, 9)).toBe(false);
    expect(isPriceDrop(null, 25_000)).toBe(false);
  });

  it("cents are rounding, not a drop", () => {
    expect(isPriceDrop(29_990, 29_989.6)).toBe(false);
    expect(isPriceDrop(29_990, 29_989)).toBe(true);
  });
});
