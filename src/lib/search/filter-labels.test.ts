import { describe, expect, it } from "vitest";
import { facetValueLabel, rangeText, stateAbbreviation, stateName } from "./filter-labels";

describe("filter labels (issue 34 item 4, decision 0073)", () => {
  it("reads a state by its full name, whatever case the feed stored it in", () => {
    expect(stateName("qld")).toBe("Queensland");
    expect(stateName("NSW")).toBe("New South Wales");
    expect(facetValueLabel("state", "wa")).toBe("Western Australia");
    // Not a state it knows: a short code upper-cased, a longer name as given.
    expect(stateName("nz")).toBe("NZ");
    expect(stateName("Auckland")).toBe("Auckland");
  });

  it("a card, short of room, shows the abbreviation upper-cased, never `qld`", () => {
    expect(stateAbbreviation("qld")).toBe("QLD");
  });

  it("names car types, seats and certified as a shopper reads them", () => {
    expect(facetValueLabel("car_type", "used")).toBe("Used");
    expect(facetValueLabel("seats", "7")).toBe("7 seats");
    expect(facetValueLabel("certified", "true")).toBe("Certified");
    expect(facetValueLabel("make", "Toyota")).toBe("Toyota");
  });

  it("writes ranges in words, either end open", () => {
    expect(rangeText("price", { max: 40_000 })).toBe("up to $40,000");
    expect(rangeText("price", { min: 10_000, max: 40_000 })).toBe("$10,000 to $40,000");
    expect(rangeText("km", { max: 100_000 })).toBe("up to 100,000 km");
    expect(rangeText("year", { min: 2019 })).toBe("2019 or newer");
    expect(rangeText("year", { min: 2019, max: 2019 })).toBe("2019");
    expect(rangeText("price", {})).toBeNull();
  });
});
