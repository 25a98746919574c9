import { describe, expect, it } from "vitest";
import { priceAfterTradeIn, TRADE_IN_WORDING, tradeInJsonLd } from "./trade-in-page";

describe("spec 01 §4 Trade-in offer: reduced price is price minus offer when the offer is above 0", () => {
  it("takes the offer off the car's price", () => {
    expect(priceAfterTradeIn(32_990, 18_200)).toBe(14_790);
  });

  it("leaves the price alone for an offer of 0, and never goes below $0", () => {
    expect(priceAfterTradeIn(32_990, 0)).toBe(32_990);
    expect(priceAfterTradeIn(9_990, 18_200)).toBe(0);
  });

  it("has nothing to reduce when the car shows no real price (spec 01 §9 above 10)", () => {
    expect(priceAfterTradeIn(null, 18_200)).toBeNull();
    expect(priceAfterTradeIn(1, 18_200)).toBeNull();
  });
});

describe("spec 02 §2 /sell-my-car, /sell-your-car, /trade-in: one wizard, the site's wording", () => {
  it("words each path its own way", () => {
    expect(TRADE_IN_WORDING["/sell-my-car"].title).toBe("Sell my car");
    expect(TRADE_IN_WORDING["/trade-in"].title).toBe("Value your trade-in");
  });

  it("describes the page as the dealer's free valuation service", () => {
    expect(
      tradeInJsonLd({ name: "Harbour Toyota", origin: "https://h.example" }, "Sell my car", "/sell-my-car"),
    ).toMatchObject({
      "@type": "Service",
      url: "https://h.example/sell-my-car",
      provider: { "@type": "AutoDealer", name: "Harbour Toyota" },
    });
  });
});
