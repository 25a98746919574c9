import { describe, expect, it } from "vitest";
import { type Car, parse } from "../../../test/filter-expressions";
import { filterAttributes, matchesFilter } from "./filter-match";
import { parseFilterExpression } from "./filter-parse";

/** What an expression means for one car: case-insensitive text, any element of a list, missing values never match. */

function matches(input: string, car: Car): boolean {
  return matchesFilter(parse(input), (attribute) => car[attribute]);
}

describe("matchesFilter", () => {
  const corolla: Car = {
    make: "Toyota",
    model: "Corolla",
    car_type: "used",
    status: null,
    price: 18990,
    km: 100000,
    year: 2018,
    certified: true,
    categories: ["Hatch", "Small Car"],
    filtered_features: [],
  };

  it("compares strings case-insensitively", () => {
    expect(matches("make:toyota", corolla)).toBe(true);
    expect(matches("make:TOYOTA", corolla)).toBe(true);
    expect(matches("make:Toyot", corolla)).toBe(false);
    expect(matches('make:"Land Rover"', { make: "LAND ROVER" })).toBe(true);
    expect(matches("make:skoda", { make: "Skoda" })).toBe(true);
    expect(matches('make:"škoda"', { make: "Škoda" })).toBe(true);
  });

  it("matches arrays when any element matches", () => {
    expect(matches("categories:hatch", corolla)).toBe(true);
    expect(matches('categories:"small car"', corolla)).toBe(true);
    expect(matches("categories:Ute", corolla)).toBe(false);
    expect(matches("filtered_features:sunroof", corolla)).toBe(false);
    expect(matches("NOT filtered_features:sunroof", corolla)).toBe(true);
    expect(matches("categories:ute", { categories: [null, "Ute"] })).toBe(true);
  });

  it("compares numbers, with inclusive ranges", () => {
    expect(matches("price > 5000", corolla)).toBe(true);
    expect(matches("price < 18990", corolla)).toBe(false);
    expect(matches("price <= 18990", corolla)).toBe(true);
    expect(matches("price >= 18990.01", corolla)).toBe(false);
    expect(matches("price = 18990", corolla)).toBe(true);
    expect(matches("price != 0", corolla)).toBe(true);
    expect(matches("year:2018", corolla)).toBe(true);
    expect(matches("km:0 TO 100000", corolla)).toBe(true);
    expect(matches("km:100000 TO 100000", corolla)).toBe(true);
    expect(matches("km:0 TO 99999", corolla)).toBe(false);
  });

  it("reads numeric strings, as PostgreSQL numeric columns arrive", () => {
    expect(matches("price > 100", { price: "18990.50" })).toBe(true);
    expect(matches("price > 100", { price: "n/a" })).toBe(false);
  });

  it("matches booleans", () => {
    expect(matches("certified:true", corolla)).toBe(true);
    expect(matches("certified:false", corolla)).toBe(false);
    expect(matches("certified:false", { certified: false })).toBe(true);
    expect(matches("certified:true", { certified: "true" })).toBe(false);
  });

  it("never matches a comparison against null or undefined, so NOT of one is true", () => {
    const empty: Car = { status: null, price: null };
    for (const input of ["status:sold", "price != 0", "price < 1", "price:0 TO 1e21", "certified:false"]) {
      expect(matches(input, empty), input).toBe(false);
      expect(matches(`NOT ${input}`, empty), input).toBe(true);
    }
    expect(matches("NOT status:sold", corolla)).toBe(true);
    expect(matches("categories:x", { categories: null })).toBe(false);
  });

  it("does not treat a string value as matching a different type", () => {
    expect(matches("make:1", { make: 1 })).toBe(false);
  });

  it("combines with AND, OR and NOT", () => {
    const input = "(make:Toyota OR make:Lexus) AND NOT status:sold AND price > 5000";
    expect(matches(input, corolla)).toBe(true);
    expect(matches(input, { ...corolla, status: "SOLD" })).toBe(false);
    expect(matches(input, { ...corolla, make: "lexus" })).toBe(true);
    expect(matches(input, { ...corolla, make: "Kia" })).toBe(false);
    expect(matches("make:kia OR model:corolla AND year < 2000", corolla)).toBe(false);
    expect(matches("make:toyota OR model:kia AND year < 2000", corolla)).toBe(true);
  });
});

describe("filterAttributes", () => {
  const attributesOf = (text: string) => {
    const parsed = parseFilterExpression(text);
    if (!parsed.ok) throw new Error(parsed.error);
    return [...filterAttributes(parsed.ast)].sort();
  };
  it("lists every attribute an expression reads, through AND, OR and NOT", () => {
    expect(
      attributesOf('(make:Toyota OR drive:AWD) AND NOT filtered_features:"Tow Bar" AND km:0 TO 5'),
    ).toEqual(["drive", "filtered_features", "km", "make"]);
    expect(attributesOf("certified:true")).toEqual(["certified"]);
  });
  it("an empty expression reads nothing", () => {
    expect(attributesOf("")).toEqual([]);
  });
});
