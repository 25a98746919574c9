import { describe, expect, it } from "vitest";
import { COLOUR_FAMILIES, COLOUR_RULES, colourFamily, colourRulePattern } from "./colour-family";

describe("colour families over paint names (issue 34 item 4, decision 0073)", () => {
  it("reads the family a shopper means from a maker's paint name", () => {
    const cases: [string, string][] = [
      ["Crystal White Pearl", "White"],
      ["Snowflake White Pearl", "White"],
      ["Glacier White", "White"],
      ["Arctic White", "White"],
      ["Crystal Pearl", "White"],
      ["Silver Pearl", "Silver"],
      ["Aurora Black Pearl", "Black"],
      ["Eclipse Black", "Black"],
      ["Ink", "Black"],
      ["Aluminium", "Silver"],
      ["Platinum Quartz", "Silver"],
      ["Graphite", "Grey"],
      ["Machine Grey", "Grey"],
      ["Soul Red Crystal", "Red"],
      ["Deep Crystal Blue", "Blue"],
      ["Navy Blue", "Blue"],
      ["Blue Lightning", "Blue"],
      ["Atomic Rush", "Red"],
      ["Oxide Bronze", "Brown"],
      ["Sedona Orange", "Orange"],
      ["Silver Sky", "Silver"],
    ];
    for (const [paint, family] of cases) expect(colourFamily(paint), paint).toBe(family);
  });

  it("ignores case, spacing and punctuation, as text search does", () => {
    expect(colourFamily("  crystal-WHITE_pearl ")).toBe("White");
    expect(colourFamily("ATOMIC   rush")).toBe("Red");
    expect(colourFamily("Gray")).toBe("Grey");
  });

  it("matches whole words only: 'Redwood' is not red, 'Inkwell' not black", () => {
    expect(colourFamily("Redwood")).toBe("Other");
    expect(colourFamily("Inkwell")).toBe("Other");
  });

  it("has no family for no paint, and 'Other' for a paint it cannot place", () => {
    expect(colourFamily(null)).toBeNull();
    expect(colourFamily(undefined)).toBeNull();
    expect(colourFamily("   ")).toBeNull();
    expect(colourFamily("—")).toBeNull();
    expect(colourFamily("Lunar Rock")).toBe("Other");
  });

  it("names only families it lists, and its patterns hold only word characters (safe in SQL)", () => {
    for (const rule of COLOUR_RULES) {
      expect(COLOUR_FAMILIES).toContain(rule.family);
      for (const word of rule.words) expect(word).toMatch(/^[a-z0-9]+$/);
      const pattern = new RegExp(colourRulePattern(rule));
      expect(pattern.test(`deep ${rule.words[0]} metallic`)).toBe(true);
      expect(pattern.test(`deep ${rule.words[0]}x metallic`)).toBe(false);
    }
  });
});
