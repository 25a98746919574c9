import { describe, expect, it } from "vitest";
import { getTemplate } from "@/templates/registry";
import { testCar } from "../../../test/test-car";
import { parseSiteConfig, type SiteConfig } from "../tenancy/site-config";
import {
  canCompare,
  canFavourite,
  garageVariantBlock,
  hasImages,
  hasPositivePrice,
  savedCarButtons,
} from "./saved-car-rules";

const def = getTemplate("default");
const toyota = getTemplate("toyota");
const on = (config: SiteConfig, template = def) => ({ config, template });
const defaults = on(parseSiteConfig({}));
const garage = parseSiteConfig({ features: { garage: true } });

describe("spec 01 §4 'Hidden unless the site enables storing favourites and the car is in stock'", () => {
  it("an in-stock or coming-soon car gets both buttons on a site with the defaults", () => {
    expect(savedCarButtons(testCar(), defaults)).toEqual({ favourite: true, compare: true });
    expect(savedCarButtons(testCar({ status: "coming_soon" }), defaults)).toEqual({
      favourite: true,
      compare: true,
    });
  });
  it("a car that is not in stock (sold, or any other status) gets neither", () => {
    for (const status of ["sold", "withdrawn", ""]) {
      expect(savedCarButtons(testCar({ status }), defaults)).toEqual({ favourite: false, compare: false });
    }
  });
  it("a site that does not store favourites shows neither button; compare also follows its own switch", () => {
    const noFavourites = on(parseSiteConfig({ features: { favourites: false } }));
    expect(savedCarButtons(testCar(), noFavourites)).toEqual({ favourite: false, compare: false });
    const noCompare = on(parseSiteConfig({ features: { compare: false } }));
    expect(savedCarButtons(testCar(), noCompare)).toEqual({ favourite: true, compare: false });
  });
  it("decision 0075: a site whose one save is the watchlist shows no Favourite; Compare stays", () => {
    const watchlist = on(
      parseSiteConfig({ saved_cars: { save: "watchlist" }, features: { authentication: true } }),
    );
    expect(savedCarButtons(testCar(), watchlist)).toEqual({ favourite: false, compare: true });
  });
});

describe("spec 01 §4 'In the garage variant they are also hidden for …'", () => {
  it("outside the garage variant none of the garage rules apply", () => {
    const bare = testCar({ carType: "new", price: 0, photosCount: 0, primaryImageUrl: null });
    expect(garageVariantBlock(bare, on(parseSiteConfig({}), toyota))).toBeNull();
    expect(savedCarButtons(bare, on(parseSiteConfig({}), toyota))).toEqual({
      favourite: true,
      compare: true,
    });
  });
  it("'non-used cars on one brand': on the brand template a new or demo car is hidden, a used one shown", () => {
    expect(garageVariantBlock(testCar({ carType: "new" }), on(garage, toyota))).toBe("not-used");
    expect(garageVariantBlock(testCar({ carType: "demo" }), on(garage, toyota))).toBe("not-used");
    expect(garageVariantBlock(testCar({ carType: "Used" }), on(garage, toyota))).toBeNull();
    expect(canFavourite(testCar({ carType: "new" }), on(garage, toyota))).toBe(false);
    expect(canCompare(testCar({ carType: "new" }), on(garage, toyota))).toBe(false);
  });
  it("'on one brand': other templates keep new and demo cars in the garage variant", () => {
    expect(garageVariantBlock(testCar({ carType: "new" }), on(garage, def))).toBeNull();
    expect(canCompare(testCar({ carType: "demo" }), on(garage, def))).toBe(true);
  });
  it("'price <= 0': a zero, negative or missing price hides the buttons; any positive price keeps them", () => {
    for (const price of [0, -1, null]) {
      expect(garageVariantBlock(testCar({ price }), on(garage))).toBe("no-price");
      expect(savedCarButtons(testCar({ price }), on(garage))).toEqual({ favourite: false, compare: false });
    }
    expect(garageVariantBlock(testCar({ price: 1 }), on(garage))).toBeNull();
    expect(hasPositivePrice({ price: Number.NaN })).toBe(false);
  });
  it("'cars with no images': no photo counted and no primary image hides them; either one keeps them", () => {
    const noImages = testCar({ photosCount: 0, primaryImageUrl: null });
    expect(garageVariantBlock(noImages, on(garage))).toBe("no-images");
    expect(canFavourite(noImages, on(garage))).toBe(false);
    expect(hasImages({ photosCount: 0, primaryImageUrl: "  " })).toBe(false);
    expect(hasImages({ photosCount: 3, primaryImageUrl: null })).toBe(true);
    expect(hasImages({ photosCount: 0, primaryImageUrl: "https://cdn.example.com/1.jpg" })).toBe(true);
  });
  it("spec 01 §9 garage allow list: in the garage variant the car must match feature_filters.garage", () => {
    const config = parseSiteConfig({
      features: { garage: true },
      feature_filters: { garage: "km < 100000" },
    });
    expect(garageVariantBlock(testCar({ km: 150_000 }), on(config))).toBe("garage-filter");
    expect(savedCarButtons(testCar({ km: 150_000 }), on(config))).toEqual({
      favourite: false,
      compare: false,
    });
    expect(garageVariantBlock(testCar({ km: 50_000 }), on(config))).toBeNull();
    // Outside the garage variant the garage's list does not narrow favourites.
    const noGarage = parseSiteConfig({ feature_filters: { garage: "km < 100000" } });
    expect(canFavourite(testCar({ km: 150_000 }), on(noGarage))).toBe(true);
  });
});

describe("spec 01 §9: feature_filters.favourites and .compare narrow each button", () => {
  it("each list narrows its own button only", () => {
    const config = parseSiteConfig({
      feature_filters: { favourites: "make:Toyota AND year >= 2020", compare: "NOT body:Ute" },
    });
    expect(savedCarButtons(testCar(), on(config))).toEqual({ favourite: true, compare: false });
    expect(savedCarButtons(testCar({ year: 2019, simpleBody: "SUV" }), on(config))).toEqual({
      favourite: false,
      compare: true,
    });
  });
  it("filter-only attributes (filtered_features) are read", () => {
    const config = parseSiteConfig({ feature_filters: { compare: 'filtered_features:"Reversing Camera"' } });
    expect(canCompare(testCar(), on(config))).toBe(true);
    expect(canCompare(testCar({ filteredFeatures: [] }), on(config))).toBe(false);
  });
});
