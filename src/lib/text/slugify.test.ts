import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

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
