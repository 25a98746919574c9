import { describe, expect, it } from "vitest";
import { testCar } from "../../../test/test-car";
import { facetValues, pushFacetValues } from "./index-columns";
import type { SearchDocument } from "./search-document";

/**
 * Spec 01 §5: a car's refinement-list values: blank values are no value, each value counts once, in
 * the car's own order. `pushFacetValues` writes them into the build's one reused array (fifth session),
 * and the brute-force search test reads them through `facetValues`, so they are held here directly.
 */
const doc = (extra: Partial<SearchDocument>): SearchDocument =>
  ({
    ...testCar(),
    series: null,
    body: null,
    drive: null,
    seats: null,
    itemType: null,
    categories: [],
    filteredFeatures: [],
    keywords: [],
    latitude: null,
    longitude: null,
    ...extra,
  }) as SearchDocument;

describe("a car's facet values (spec 01 §5)", () => {
  it("a list: trimmed, blanks dropped, each once, in the car's order, short lists and long ones alike", () => {
    expect(facetValues(doc({ categories: [" SUV ", "", "4x4", "SUV", "  "] }), "categories")).toEqual([
      "SUV",
      "4x4",
    ]);
    const long = ["a", "b", " c", "a", "d", "e", "f", "g", "h", "c", "i", ""];
    expect(facetValues(doc({ filteredFeatures: long }), "filtered_features")).toEqual([
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
    expect(facetValues(doc({ make: "  Toyota " }), "make")).toEqual(["Toyota"]);
    expect(facetValues(doc({ badge: "   " }), "badge")).toEqual([]);
    expect(facetValues(doc({ drive: null }), "drive")).toEqual([]);
    expect(facetValues(doc({ seats: 7 }), "seats")).toEqual(["7"]);
    expect(facetValues(doc({ certified: true }), "certified")).toEqual(["true"]);
  });

  it("appends after what the array already holds, and a repeat already there from before still counts (each call is one car's)", () => {
    const out = ["kept"];
    pushFacetValues(doc({ categories: ["kept", "new", "new"] }), "categories", out);
    expect(out).toEqual(["kept", "kept", "new"]);
  });
});
