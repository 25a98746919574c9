import { describe, expect, it } from "vitest";
import { resolveSearchPreset, searchTitle } from "./search-presets";

const lookup = {
  makes: ["Toyota", "Land Rover", "Mercedes-Benz"],
  makeModels: ["Toyota HiLux", "Toyota LandCruiser 300", "Land Rover Defender"],
  bodies: ["SUV", "Ute", "People Mover"],
  locations: [{ slug: "metro-mazda-gold-coast-sales", name: "Metro Mazda Gold Coast Sales" }],
  dealerships: [{ slug: "metro-kia-melbourne", name: "Metro Kia Melbourne" }],
};

describe("search entry routes become refinements (spec 01 §2, spec 02 §2 routes)", () => {
  it.each([
    [[], {}],
    [["used-cars"], { car_type: ["used"] }],
    [["new-and-demo-cars"], { car_type: ["new", "demo"] }],
    [["demo-cars"], { car_type: ["demo"] }],
    [["new-used-and-demo-cars"], { car_type: ["new", "demo", "used"] }],
    [["toyota"], { make: ["Toyota"] }],
    [["land-rover"], { make: ["Land Rover"] }],
    [["toyota", "hilux"], { make: ["Toyota"], model: ["HiLux"] }],
    [["toyota", "landcruiser-300"], { make: ["Toyota"], model: ["LandCruiser 300"] }],
    [["people-mover"], { body: ["People Mover"] }],
    [["metro-kia-melbourne"], { dealership_name: ["Metro Kia Melbourne"] }],
    [["metro-mazda-gold-coast-sales"], { location_name: ["Metro Mazda Gold Coast Sales"] }],
    [["TOYOTA"], { make: ["Toyota"] }],
  ])("/search/%s", (segments, refinements) => {
    expect(resolveSearchPreset(segments, lookup)).toEqual({ refinements });
  });

  it.each([[["ferrari"]], [["toyota", "corolla"]], [["ferrari", "f40"]], [["toyota", "hilux", "sr5"]]])(
    "/search/%s names nothing the site has: not a page",
    (segments) => {
      expect(resolveSearchPreset(segments, lookup)).toBeNull();
    },
  );
});

describe("searchTitle (issue 3 §6: descriptive titles)", () => {
  it.each([
    [{}, "Cars for sale"],
    [{ car_type: ["used"], make: ["Toyota"], model: ["HiLux"] }, "Used Toyota HiLux for sale"],
    [{ car_type: ["new", "demo"], body: ["SUV"] }, "New and Demo SUVs for sale"],
    [{ car_type: ["new", "demo", "used"] }, "Cars for sale"],
    [{ make: ["Toyota", "Kia"] }, "Cars for sale"],
    [{ make: ["Toyota"] }, "Toyota Cars for sale"],
    [{ location_name: ["Metro Kia Melbourne Sales"] }, "Cars for sale at Metro Kia Melbourne Sales"],
    [{ item_type: ["caravan"], car_type: ["used"] }, "Used Caravans for sale"],
  ])("%j → %s", (refinements, title) => {
    expect(searchTitle({ refinements, query: "" })).toBe(title);
  });
  it("mentions the text query", () => {
    expect(searchTitle({ refinements: {}, query: "gr sport" })).toBe('Cars for sale matching "gr sport"');
  });
});

describe("issue 16 item 2: a segment that names what every object inherits is not a page", () => {
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"])("/search/%s", (segment) => {
    expect(resolveSearchPreset([segment], lookup)).toBeNull();
  });

  it("a title from a car_type no form sends (?car_type=constructor) names no car type", () => {
    expect(searchTitle({ refinements: { car_type: ["constructor"] }, query: "" })).toBe("Cars for sale");
    expect(searchTitle({ refinements: { car_type: ["used", "toString"] }, query: "" })).toBe(
      "Used Cars for sale",
    );
  });
});
