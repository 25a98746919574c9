import { describe, expect, it } from "vitest";
import { testCar } from "../../../test/test-car";
import { parseSiteConfig } from "../tenancy/site-config";
import { carMeta, carMetaDescription, carName, carTitle } from "./car-meta";

const defaults = parseSiteConfig({});

describe("vehicle page title and meta description (spec 01 §2 /cars/{slug}, §4)", () => {
  it("spec 01 §4 availability: an in-stock car's title reads '{name} for sale | {site}'", () => {
    expect(carTitle(testCar(), "Metro Toyota")).toBe("2021 Toyota HiLux SR5 for sale | Metro Toyota");
    expect(carTitle(testCar({ status: "coming_soon" }), "Metro Toyota")).toContain("for sale");
  });
  it("spec 01 §4 availability: an out-of-stock car's title reads '{name} (sold) | {site}'", () => {
    expect(carTitle(testCar({ status: "sold" }), "Metro Toyota")).toBe(
      "2021 Toyota HiLux SR5 (sold) | Metro Toyota",
    );
  });
  it("spec 01 §3 name: a blank name falls back to year, make, model and badge", () => {
    expect(carName(testCar({ name: "  ", badge: "SR" }))).toBe("2021 Toyota HiLux SR");
    expect(carName(testCar({ name: "null" }))).toBe("2021 Toyota HiLux SR5");
  });
  it("spec 01 §2: the description names the car, km, transmission, fuel, price, dealer and place", () => {
    expect(carMetaDescription(testCar(), defaults)).toBe(
      "2021 Toyota HiLux SR5, 45,000 km, Automatic, Diesel, $45,990 at Metro Toyota, Brisbane QLD.",
    );
  });
  it("spec 01 §2: missing parts are skipped", () => {
    const car = testCar({ km: null, simpleTransmission: null, trans: null, city: null, location: null });
    expect(carMetaDescription(car, defaults)).toBe(
      "2021 Toyota HiLux SR5, Diesel, $45,990 at Metro Toyota, QLD.",
    );
  });
  it("spec 01 §4/§9 price display: no real price (or PREORDER) leaves the price out", () => {
    expect(carMetaDescription(testCar({ price: 1 }), defaults)).toBe(
      "2021 Toyota HiLux SR5, 45,000 km, Automatic, Diesel at Metro Toyota, Brisbane QLD.",
    );
    expect(carMetaDescription(testCar({ price: null, preorder: true }), defaults)).not.toContain("PREORDER");
  });
  it("spec 01 §4 price display: the description shows the price the page shows (the offer price first)", () => {
    expect(carMetaDescription(testCar({ offerPrice: 43_990 }), defaults)).toContain("$43,990 at");
  });
  it("spec 01 §2: carMeta gives both", () => {
    expect(carMeta(testCar(), { siteName: "Metro Toyota", config: defaults })).toEqual({
      title: "2021 Toyota HiLux SR5 for sale | Metro Toyota",
      description:
        "2021 Toyota HiLux SR5, 45,000 km, Automatic, Diesel, $45,990 at Metro Toyota, Brisbane QLD.",
    });
  });
});
