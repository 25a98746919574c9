import { describe, expect, it } from "vitest";
import { columnsByCount, locationsLayoutSchema } from "./locations-config";

describe("spec 02 §2 'A grid in another variant uses columns by count (3 or fewer, 6, more than 3)' (decision 0079)", () => {
  it("three or fewer locations share one row, a column each", () => {
    expect([1, 2, 3].map(columnsByCount)).toEqual([1, 2, 3]);
  });
  it("six locations make two even rows of three", () => {
    expect(columnsByCount(6)).toBe(3);
  });
  it("any other count above three runs four to a row", () => {
    expect([4, 5, 7, 12].map(columnsByCount)).toEqual([4, 4, 4, 4]);
  });
  it("a site chooses the variant as its location block layout; grid stays the default", () => {
    expect(locationsLayoutSchema.parse("columns")).toBe("columns");
    expect(locationsLayoutSchema.parse(undefined)).toBe("grid");
  });
});
