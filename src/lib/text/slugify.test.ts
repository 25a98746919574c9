import { describe, expect, it } from "vitest";
import { isSlug, slugify } from "./slugify";

describe("slugify (spec 02 §3 manufacturer slugs like alfa-romeo, mercedes-benz)", () => {
  it.each([
    ["Alfa Romeo", "alfa-romeo"],
    ["Mercedes-Benz", "mercedes-benz"],
    ["GWM Haval", "gwm-haval"],
    ["  Land  Rover ", "land-rover"],
    ["Citroën", "citroen"],
    ["Parts & Accessories", "parts-and-accessories"],
    ["2024 Toyota HiLux SR5 (4x4)", "2024-toyota-hilux-sr5-4x4"],
    ["---", ""],
  ])("%s → %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe("isSlug (car and site slugs are always slug-shaped, so anything else is not looked up)", () => {
  it("accepts what slugify makes and refuses the rest", () => {
    expect(isSlug(slugify("2026 Hyundai Palisade Elite MHP49344"))).toBe(true);
    for (const text of ["", "A-b", "a--b", "-a", "a\u0000b", "a/b", "x".repeat(201)])
      expect(isSlug(text)).toBe(false);
  });
});
