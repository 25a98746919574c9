import { describe, expect, it } from "vitest";
import { testCar } from "../../../test/test-car";
import { facetValues, pushFacetValues } from "./index-columns";

/**
 * Spec 01 §5: a car's refinement-list values: blank values are no value, each value counts once, in
 * the car's own order. `pushFacetValues` writes them into the build's one reused array (fifth session),
 * and the brute-force search test reads them through `facetValues`, so they are held here directly.
 */
describe("a car's facet values (spec 01 §5)", () => {
  it("a list: trimmed, blanks dropped, each once, in the car's order, short lists and long ones alike", () => {
    expect(facetValues(testCar({ categories: [" SUV ", "", "4x4", "SUV", "  "] }), "categories")).toEqual([
      "SUV",
      "4x4",
    ]);
    const long = ["a", "b", " c", "a", "d", "e", "f", "g", "h", "c", "i", ""];
    expect(facetValues(testCar({ filteredFeatures: long }), "filtered_features")).toEqual([
      "a",
      "b",
      "c",
      "d",
      "e",
      "f",
      "g",
      "h",
      "i",
    ]);
  });

  it("a scalar: trimmed, blank or missing is no value; a number as text, a switch as true/false", () => {
    expect(facetValues(testCar({ make: "  Toyota " }), "make")).toEqual(["Toyota"]);
    expect(facetValues(testCar({ badge: "   " }), "badge")).toEqual([]);
    expect(facetValues(testCar({ drive: null }), "drive")).toEqual([]);
    expect(facetValues(testCar({ seats: 7 }), "seats")).toEqual(["7"]);
    expect(facetValues(testCar({ certified: true }), "certified")).toEqual(["true"]);
  });

  it("appends after what the array already holds, and a repeat already there from before still counts (each call is one car's)", () => {
    const out = ["kept"];
    pushFacetValues(testCar({ categories: ["kept", "new", "new"] }), "categories", out);
    expect(out).toEqual(["kept", "kept", "new"]);
  });
});
