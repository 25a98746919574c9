import { describe, expect, it } from "vitest";
import { appliedFilters, filterCount, relaxation, relaxations } from "./applied-filters";
import { EMPTY_SEARCH_STATE, searchUrl } from "./search-params";
import type { SearchState } from "./search-types";

const state = (over: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, ...over });

describe("applied-filter chips (issue 34 item 4)", () => {
  const search = state({
    query: "hilux",
    page: 3,
    sortBy: "price_asc",
    postcode: "4000",
    refinements: { make: ["Toyota", "Mazda"], state: ["qld"] },
    ranges: { price: { max: 40_000 } },
  });

  it("has one chip per chosen value, per range and for the text, readable", () => {
    expect(appliedFilters(search).map((c) => `${c.group}: ${c.text}`)).toEqual([
      "Search: “hilux”",
      "Make: Toyota",
      "Make: Mazda",
      "State: Queensland",
      "Price: up to $40,000",
    ]);
    expect(filterCount(search)).toBe(4);
  });

  it("removing a chip keeps every other filter, the sort and the postcode, and goes back to page 1", () => {
    const toyota = appliedFilters(search).find((c) => c.key === "make=Toyota")!;
    expect(searchUrl(toyota.without, "/search", {})).toBe(
      "/search?query=hilux&make=Mazda&state=qld&price=%3A40000&postcode=4000&sortBy=price_asc",
    );
    const price = appliedFilters(search).find((c) => c.key === "price")!;
    expect(price.without.ranges).toEqual({});
    expect(price.without.page).toBe(1);
  });

  it("a chip of the route's own filter leaves the route for /search", () => {
    const used = state({ refinements: { car_type: ["used"], make: ["Kia"] } });
    const chip = appliedFilters(used).find((c) => c.key === "car_type=used")!;
    expect(chip.text).toBe("Used");
    expect(searchUrl(chip.without, "/search/used-cars", { car_type: ["used"] })).toBe("/search?make=Kia");
  });

  it("a search with no filters has no chips", () => {
    expect(appliedFilters(state({ postcode: "2000" }))).toEqual([]);
  });
});

describe("relaxing an empty search (issue 34 item 4)", () => {
  it("offers to drop each filter whole: the text, each refined attribute and each range", () => {
    const search = state({
      query: "hilux",
      refinements: { make: ["Toyota", "Mazda"] },
      ranges: { price: { max: 1000 }, year: { min: 2024 } },
    });
    expect(relaxations(search).map((r) => r.label)).toEqual([
      "Search: “hilux”",
      "Make: Toyota or Mazda",
      "Price: up to $1,000",
      "Year: 2024 or newer",
    ]);
    const make = relaxation(search, "refine:make")!;
    expect(make.without.refinements).toEqual({});
    expect(make.without.ranges).toEqual(search.ranges);
    expect(relaxation(search, "refine:body")).toBeNull();
  });
});
