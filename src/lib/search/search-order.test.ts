import { describe, expect, it } from "vitest";
import { ordersByDistance, searchRequestFor, sortChoices } from "./search-order";
import { EMPTY_SEARCH_STATE } from "./search-params";

const OPTIONS = ["relevance", "latest", "price_desc", "price_asc"] as const;
const PERTH = { latitude: -31.95, longitude: 115.86 };

describe("the sort box says the order the results are in (issue 34 item 4, decision 0073)", () => {
  it("reads 'Nearest first' for the default order once a postcode is given", () => {
    expect(sortChoices({}, OPTIONS).map((c) => c.label)).toEqual([
      "Most relevant",
      "Latest",
      "Highest price",
      "Lowest price",
    ]);
    expect(sortChoices({ postcode: "6107" }, OPTIONS)[0]).toEqual({
      value: "relevance",
      label: "Nearest first",
    });
    expect(sortChoices({ postcode: "6107" }, ["latest"]).map((c) => c.label)).toEqual([
      "Nearest first",
      "Latest",
    ]);
  });

  it("orders by distance only under the default order; another sort keeps its own order", () => {
    const near = { ...EMPTY_SEARCH_STATE, postcode: "6107" };
    expect(ordersByDistance(near)).toBe(true);
    expect(searchRequestFor(near, PERTH, 24).near).toEqual(PERTH);
    const cheapest = { ...near, sortBy: "price_asc" as const };
    expect(ordersByDistance(cheapest)).toBe(false);
    expect(searchRequestFor(cheapest, PERTH, 24).near).toBeNull();
    expect(ordersByDistance(EMPTY_SEARCH_STATE)).toBe(false);
  });
});
