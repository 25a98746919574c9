import { describe, expect, it } from "vitest";
import { heroMakes, priceBands } from "./home-search";
import { parseSearchParams } from "./search-params";

const facet = (value: string, count: number) => ({ value, label: value, count });

describe("decision 0078: shop by price on the home page", () => {
  it("lists the bands that have cars, cheapest first, each with its count and a link to exactly those cars", () => {
    const bands = priceBands([
      facet("$20,000 - $30,000", 7),
      facet("Under $10,000", 3),
      facet("$100,000+", 0),
    ]);
    expect(bands.map((b) => [b.label, b.count])).toEqual([
      ["Under $10,000", 3],
      ["$20,000 - $30,000", 7],
    ]);
    const url = new URL(bands[1]!.href, "http://x.localhost");
    expect(url.pathname).toBe("/search");
    expect(parseSearchParams(url.searchParams).state.refinements).toEqual({
      price_range: ["$20,000 - $30,000"],
    });
  });

  it("shows nothing when the index counted no prices", () => {
    expect(priceBands(undefined)).toEqual([]);
  });
});

describe("decision 0078: the hero's make and model lists", () => {
  it("puts each model under its make, makes and models in the index's order", () => {
    const makes = heroMakes(
      [facet("Toyota", 9), facet("Land Rover", 2)],
      [facet("Toyota HiLux", 5), facet("Land Rover Defender", 2), facet("Toyota Corolla", 4)],
    );
    expect(makes).toEqual([
      {
        make: "Toyota",
        models: [
          { value: "Toyota HiLux", label: "HiLux" },
          { value: "Toyota Corolla", label: "Corolla" },
        ],
      },
      { make: "Land Rover", models: [{ value: "Land Rover Defender", label: "Defender" }] },
    ]);
  });
});
