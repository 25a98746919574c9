import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "../tenancy/site-config";
import {
  isTradeInLink,
  priceAfterTradeIn,
  TRADE_IN_WORDING,
  tradeInHref,
  tradeInJsonLd,
  tradeInRoute,
} from "./trade-in-page";

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

describe("spec 02 §2 one wizard under the site's path; the other names redirect to it", () => {
  it("serves the site's own path and the car's wizard, and redirects the other two names", () => {
    const config = parseSiteConfig({ trade_in: { path: "/sell-my-car" } });
    expect(tradeInRoute(config, "/sell-my-car")).toEqual({ kind: "page", withCar: false });
    expect(tradeInRoute(config, "/cars/trade-in")).toEqual({ kind: "page", withCar: true });
    expect(tradeInRoute(config, "/trade-in")).toEqual({ kind: "redirect", to: "/sell-my-car" });
    expect(tradeInRoute(config, "/sell-your-car")).toEqual({ kind: "redirect", to: "/sell-my-car" });
  });

  it("has no pages at all on a site without trade-in", () => {
    const off = parseSiteConfig({ features: { trade_in: false } });
    for (const path of ["/trade-in", "/sell-my-car", "/sell-your-car", "/cars/trade-in"] as const) {
      expect(tradeInRoute(off, path)).toEqual({ kind: "not-found" });
    }
  });
});

describe("spec 02 §7 the trade-in link: the wizard, or for one dealer an external sell-my-car page", () => {
  it("goes to the wizard with the car, else the site's page", () => {
    const config = parseSiteConfig({ trade_in: { path: "/sell-your-car" } });
    expect(tradeInHref(config, { id: 42 })).toBe("/cars/trade-in?car_id=42");
    expect(tradeInHref(config)).toBe("/sell-your-car");
  });

  it("goes to the dealer's own page when the site names one, with or without a car", () => {
    const config = parseSiteConfig({ trade_in: { external_url: "https://sell.dealer.example/" } });
    expect(tradeInHref(config, { id: 42 })).toBe("https://sell.dealer.example/");
    expect(tradeInHref(config)).toBe("https://sell.dealer.example/");
  });

  it("is no link at all on a site without trade-in", () => {
    expect(tradeInHref(parseSiteConfig({ features: { trade_in: false } }), { id: 42 })).toBeNull();
  });

  it("knows the wizard's three names as links to follow the setting, and nothing else", () => {
    expect(["/trade-in", "/sell-my-car", "/sell-your-car"].every(isTradeInLink)).toBe(true);
    expect(isTradeInLink("/cars/trade-in?car_id=1")).toBe(false);
    expect(isTradeInLink("/trade-in-offers")).toBe(false);
  });
});
