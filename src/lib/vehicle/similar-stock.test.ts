import { describe, expect, it } from "vitest";
import { parseSearchParams } from "../search/search-params";
import { similarStockPath } from "./similar-stock";

describe("a car no longer listed (issue 4 §10 'redirects to similar stock')", () => {
  it("issue 4 §10: goes to the search for the same make and model, which the search page reads", () => {
    const path = similarStockPath({ make: "Toyota", model: "HiLux", slug: "2019-toyota-hilux-7" });
    expect(path).toBe("/search?make=Toyota&model=HiLux&sold=2019-toyota-hilux-7");
    const { state, issues } = parseSearchParams(new URL(path, "http://x").searchParams);
    expect(issues).toEqual([]);
    expect(state.refinements).toEqual({ make: ["Toyota"], model: ["HiLux"] });
  });
  it("odd characters in a make or model stay one value", () => {
    const path = similarStockPath({ make: "Mercedes-Benz", model: "C 300 & AMG", slug: "x" });
    const { state } = parseSearchParams(new URL(path, "http://x").searchParams);
    expect(state.refinements.model).toEqual(["C 300 & AMG"]);
  });
});
