import { describe, expect, it } from "vitest";
import { mulberry32 } from "@/demo/prng";
import { randomDocs, randomRequest } from "../../../test/random-stock";
import { buildSearchIndex } from "../search/index-build";
import { searchIndex } from "../search/search-engine";
import { matchesSavedSearch } from "./search-match";

/**
 * Issue 21 §6: a new car is news to a saved search exactly when the search page would list it. The
 * matcher asks the engine's question of one car; here it is held to the in-memory engine itself on
 * random stock and random searches (the integration test holds it to the SQL reference on the demo).
 */
const docs = randomDocs(600, 21);
const index = buildSearchIndex(docs);

describe("matchesSavedSearch gives the search engine's hits, car by car", () => {
  it("300 random searches over 600 random cars: the matched cars are the engine's hits", () => {
    const random = mulberry32(2106);
    let nonEmpty = 0;
    for (let n = 0; n < 300; n++) {
      const request = { ...randomRequest(random, docs), page: 1, hitsPerPage: docs.length };
      const engine = searchIndex(index, request, [])
        .hits.map((hit) => hit.id)
        .sort((a, b) => a - b);
      const matched = docs.filter((doc) => matchesSavedSearch(doc, request)).map((doc) => doc.id);
      expect(
        matched,
        JSON.stringify({ query: request.query, refinements: request.refinements, ranges: request.ranges }),
      ).toEqual(engine);
      if (engine.length && engine.length < docs.length) nonEmpty++;
    }
    // The searches really narrow the stock (not all empty, not all everything).
    expect(nonEmpty).toBeGreaterThan(100);
  });
});

describe("the rules, one car at a time (the engines' semantics)", () => {
  const car = {
    ...docs[0]!,
    make: "Toyota",
    model: "HiLux",
    simpleFuel: "Diesel",
    price: 40_000,
    km: null,
    year: 2021,
    name: "2021 Toyota HiLux SR5",
  };
  const filters = (partial: Partial<Parameters<typeof matchesSavedSearch>[1]>) => ({
    query: "",
    refinements: {},
    ranges: {},
    ...partial,
  });

  it("values compare case aside; any chosen value of an attribute matches (OR within)", () => {
    expect(matchesSavedSearch(car, filters({ refinements: { make: ["toyota"] } }))).toBe(true);
    expect(matchesSavedSearch(car, filters({ refinements: { make: ["Mazda", "TOYOTA"] } }))).toBe(true);
    expect(matchesSavedSearch(car, filters({ refinements: { make: ["Mazda"] } }))).toBe(false);
  });

  it("every refined attribute must match (AND across)", () => {
    expect(matchesSavedSearch(car, filters({ refinements: { make: ["Toyota"], fuel: ["Diesel"] } }))).toBe(
      true,
    );
    expect(matchesSavedSearch(car, filters({ refinements: { make: ["Toyota"], fuel: ["Petrol"] } }))).toBe(
      false,
    );
  });

  it("a range holds both ends; a car without the value never matches a refined range", () => {
    expect(matchesSavedSearch(car, filters({ ranges: { price: { min: 40_000, max: 40_000 } } }))).toBe(true);
    expect(matchesSavedSearch(car, filters({ ranges: { price: { max: 39_999 } } }))).toBe(false);
    expect(matchesSavedSearch(car, filters({ ranges: { km: { max: 100_000 } } }))).toBe(false);
  });

  it("every search word must start a word of the car", () => {
    expect(matchesSavedSearch(car, filters({ query: "hil sr" }))).toBe(true);
    expect(matchesSavedSearch(car, filters({ query: "hilux gx" }))).toBe(false);
  });
});
