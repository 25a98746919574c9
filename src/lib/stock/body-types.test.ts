import { describe, expect, it } from "vitest";
import { bodyTypeCards } from "../search/body-type-cards";
import { resolveSearchPreset, searchTitle } from "../search/search-presets";
import { BODY_TYPES, bodyTypeFromSlug, bodyTypeLabel, bodyTypeOf, bodyTypeSlug } from "./body-types";

describe("the body-type list (spec 02 §3, decision 0087)", () => {
  it("is the spec's twenty types, each with a route segment of its own", () => {
    expect(BODY_TYPES).toHaveLength(20);
    const slugs = BODY_TYPES.map(bodyTypeSlug);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs).toContain("cab-chassis");
    expect(slugs).toContain("4x4");
    expect(slugs).toContain("station-wagon");
    for (const type of BODY_TYPES) expect(bodyTypeFromSlug(bodyTypeSlug(type))).toBe(type);
    expect(bodyTypeFromSlug("caravan")).toBeNull();
  });

  it("names a feed's body text by its letters and digits, case aside", () => {
    expect(bodyTypeOf("Cab Chassis")).toBe("cabChassis");
    expect(bodyTypeOf("CAB-CHASSIS")).toBe("cabChassis");
    expect(bodyTypeOf("People Mover")).toBe("peopleMover");
    expect(bodyTypeOf("4X4")).toBe("4x4");
    expect(bodyTypeOf("Suv")).toBe("suv");
    expect(bodyTypeOf("Hatch")).toBe("hatch");
    expect(bodyTypeOf("Hatchback")).toBe("hatchback");
    expect(bodyTypeOf("Caravan")).toBeNull();
    expect(bodyTypeOf(null)).toBeNull();
    expect(bodyTypeLabel("suv")).toBe("SUV");
  });

  it("gives one browse card per listed type the stock has, bodies of one type together, most cars first", () => {
    const cards = bodyTypeCards([
      { label: "SUV", value: "SUV", count: 40 },
      { label: "Ute", value: "Ute", count: 12 },
      { label: "Suv", value: "Suv", count: 3 },
      { label: "Caravan", value: "Caravan", count: 30 },
      { label: "Cab Chassis", value: "Cab Chassis", count: 12 },
    ]);
    expect(cards).toEqual([
      { label: "SUV", value: "suv", count: 43 },
      { label: "Cab Chassis", value: "cab-chassis", count: 12 },
      { label: "Ute", value: "ute", count: 12 },
    ]);
  });

  it("a card's route finds every body text naming its type, and the page is titled by the type", () => {
    const lookup = {
      makes: [],
      makeModels: [],
      bodies: ["SUV", "Suv", "Cab Chassis"],
      locations: [],
      dealerships: [],
    };
    expect(resolveSearchPreset(["suv"], lookup)).toEqual({ refinements: { body: ["SUV", "Suv"] } });
    expect(resolveSearchPreset(["cab-chassis"], lookup)).toEqual({ refinements: { body: ["Cab Chassis"] } });
    // A listed type the site has no car of names nothing here: not a page.
    expect(resolveSearchPreset(["bus"], lookup)).toBeNull();
    expect(searchTitle({ refinements: { body: ["SUV", "Suv"] }, query: "" })).toBe("SUVs for sale");
  });
});
