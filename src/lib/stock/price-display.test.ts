import { describe, expect, it } from "vitest";
import { amountText, isBelowMarket, isRealPrice, type PriceDisplayCar, priceDisplay } from "./price-display";

const base: PriceDisplayCar = {
  price: null,
  beforePrice: null,
  offerPrice: null,
  subscriptionPrice: null,
  preorder: false,
};
const car = (over: Partial<PriceDisplayCar>): PriceDisplayCar => ({ ...base, ...over });
const subsOn = { subscriptionPricing: true, noPriceText: "Enquire for price." };
const subsOff = { subscriptionPricing: false, noPriceText: "Enquire for price." };

describe("price display priority (spec 01 §4)", () => {
  it("spec 01 §4 price priority 1 + §9 ' / week': a subscription site shows the subscription price first", () => {
    const all = car({ subscriptionPrice: 189, offerPrice: 42_990, price: 45_990, beforePrice: 49_990 });
    expect(priceDisplay(all, subsOn)).toEqual({
      kind: "subscription",
      amount: 189,
      text: "$189 / week",
      wasPrice: null,
    });
  });
  it("spec 01 §4 price priority 1: no subscription price unless the site offers subscriptions", () => {
    expect(priceDisplay(car({ subscriptionPrice: 189, price: 45_990 }), subsOff)).toMatchObject({
      kind: "price",
      text: "$45,990",
    });
  });
  it("spec 01 §4 price priority 1: a subscription price of 0 is skipped", () => {
    expect(priceDisplay(car({ subscriptionPrice: 0, price: 45_990 }), subsOn).kind).toBe("price");
  });
  it("spec 01 §4 price priority 2: the offer price beats the normal price", () => {
    expect(priceDisplay(car({ offerPrice: 42_990, price: 45_990, beforePrice: 49_990 }), subsOff)).toEqual({
      kind: "offer",
      amount: 42_990,
      text: "$42,990",
      wasPrice: 49_990,
    });
  });
  it("spec 01 §9 price counts as real above 10: an offer price of 10 is ignored, 11 is shown", () => {
    expect(priceDisplay(car({ offerPrice: 10, price: 45_990 }), subsOff).kind).toBe("price");
    expect(priceDisplay(car({ offerPrice: 11, price: 45_990 }), subsOff)).toMatchObject({
      kind: "offer",
      amount: 11,
    });
  });
  it("spec 01 §4 'The was-price shows only when before_price is higher': an offer without a before_price has none", () => {
    expect(priceDisplay(car({ offerPrice: 42_990, price: 45_990 }), subsOff).wasPrice).toBeNull();
    expect(
      priceDisplay(car({ offerPrice: 42_990, price: 45_990, beforePrice: 0 }), subsOff).wasPrice,
    ).toBeNull();
    expect(priceDisplay(car({ offerPrice: 42_990, price: null }), subsOff).wasPrice).toBeNull();
  });
  it("spec 01 §4 was-price: a before_price not above the offer shows no was-price (no fallback to price)", () => {
    expect(
      priceDisplay(car({ offerPrice: 42_990, price: 45_990, beforePrice: 40_000 }), subsOff).wasPrice,
    ).toBeNull();
  });
  it("spec 01 §4 price priority 3: the normal price above 10, with before_price as was-price when higher", () => {
    expect(priceDisplay(car({ price: 45_990, beforePrice: 49_990 }), subsOff)).toEqual({
      kind: "price",
      amount: 45_990,
      text: "$45,990",
      wasPrice: 49_990,
    });
  });
  it("spec 01 §4 was-price: 'shows only when before_price is higher than the current price'", () => {
    expect(priceDisplay(car({ price: 45_990, beforePrice: 45_990 }), subsOff).wasPrice).toBeNull();
    expect(priceDisplay(car({ price: 45_990, beforePrice: 30_000 }), subsOff).wasPrice).toBeNull();
  });
  it("spec 01 §9 price counts as real above 10: a price of 10 is no price; a preorder car shows 'PREORDER'", () => {
    expect(priceDisplay(car({ price: 10, beforePrice: 49_990, preorder: true }), subsOff)).toEqual({
      kind: "preorder",
      amount: null,
      text: "PREORDER",
      wasPrice: null,
    });
  });
  it("spec 01 §4 price priority: a real price beats PREORDER", () => {
    expect(priceDisplay(car({ price: 45_990, preorder: true }), subsOff).kind).toBe("price");
  });
  it("spec 01 §4 price priority: otherwise the configured no-price text, with no was-price", () => {
    expect(priceDisplay(car({ price: 0, beforePrice: 49_990 }), subsOff)).toEqual({
      kind: "none",
      amount: null,
      text: "Enquire for price.",
      wasPrice: null,
    });
    expect(priceDisplay(base, { subscriptionPricing: false, noPriceText: "Call us" }).text).toBe("Call us");
  });
});

describe("below-market badge (spec 01 §5, §9 threshold 499)", () => {
  const market = { average_market_price: 30_000, state_average_market_price: 29_000 };
  it("spec 01 §5 below market: more than 499 under the average AND below the state average", () => {
    expect(isBelowMarket(28_000, market)).toBe(true);
  });
  it("spec 01 §9 below-market threshold 499: exactly 499 under is not enough, 500 under is", () => {
    const wide = { average_market_price: 30_000, state_average_market_price: 40_000 };
    expect(isBelowMarket(29_501, wide)).toBe(false);
    expect(isBelowMarket(29_500, wide)).toBe(true);
  });
  it("spec 01 §5 below market: also needs to be below the state average", () => {
    expect(isBelowMarket(29_000, market)).toBe(false);
    expect(isBelowMarket(29_500, { average_market_price: 31_000, state_average_market_price: 29_000 })).toBe(
      false,
    );
  });
  it("spec 01 §5 below market: both market figures must be present", () => {
    expect(isBelowMarket(20_000, { average_market_price: 30_000 })).toBe(false);
    expect(isBelowMarket(20_000, { state_average_market_price: 30_000 })).toBe(false);
    expect(isBelowMarket(20_000, { average_market_price: 30_000, state_average_market_price: null })).toBe(
      false,
    );
    expect(isBelowMarket(20_000, null)).toBe(false);
  });
  it("spec 01 §9 price counts as real above 10: no badge for a missing or placeholder price", () => {
    expect(isBelowMarket(null, market)).toBe(false);
    expect(isBelowMarket(10, market)).toBe(false);
  });
});

describe("a price is shown only when there is a real amount (spec 01 §9 'Price counts as real above 10')", () => {
  it("spec 01 §9: the feeds' 0, 1 and 10 are placeholders, not prices; 11 is a price", () => {
    expect([0, 1, 10, 11, 45_990].map(isRealPrice)).toEqual([false, false, false, true, true]);
  });
  it("spec 01 §9: a missing or broken amount is no price", () => {
    expect([null, undefined, Number.NaN, Number.POSITIVE_INFINITY].map(isRealPrice)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
  it("spec 02 §5 'the placeholder shows the price': a form repeats '$45,990' or '$189 / week', never 'PREORDER' or the no-price text", () => {
    expect(amountText(priceDisplay(car({ price: 45_990 }), subsOff))).toBe("$45,990");
    expect(amountText(priceDisplay(car({ subscriptionPrice: 189 }), subsOn))).toBe("$189 / week");
    expect(amountText(priceDisplay(car({ price: 10, preorder: true }), subsOff))).toBeNull();
    expect(amountText(priceDisplay(car({ price: 0 }), subsOff))).toBeNull();
  });
});
