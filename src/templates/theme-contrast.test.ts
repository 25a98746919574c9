import { describe, expect, it } from "vitest";
import { siteTheme } from "@/lib/template/template";
import {
  AA_NORMAL_TEXT,
  contrastIssues,
  contrastRatio,
  parseColour,
  THEME_TEXT_PAIRS,
  themeContrast,
} from "@/lib/template/theme-contrast";
import { getTemplate } from "./registry";

describe("issue 32 §4: WCAG AA contrast on every token pair the templates draw text with", () => {
  it("computes WCAG ratios: black on white is 21, a colour on itself 1", () => {
    expect(contrastRatio("#000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBeCloseTo(1, 5);
    // #767676 on white is the well-known smallest grey that passes AA (4.54:1).
    expect(contrastRatio("#767676", "#fff")).toBeCloseTo(4.54, 2);
  });

  it("reads every colour form the theme allows", () => {
    expect(parseColour("rgb(255, 0, 0)")).toEqual([1, 0, 0]);
    expect(parseColour("hsl(0 100% 50%)")?.map((c) => Math.round(c * 255))).toEqual([255, 0, 0]);
    expect(parseColour("oklch(1 0 0)")?.map((c) => Math.round(c * 255))).toEqual([255, 255, 255]);
    expect(parseColour("oklab(0 0 0)")).toEqual([0, 0, 0]);
    expect(parseColour("#11223344")?.map((c) => Math.round(c * 255))).toEqual([0x11, 0x22, 0x33]);
    expect(parseColour("red")).toBeNull();
  });

  it("every pair names two colour tokens of a template", () => {
    const theme = getTemplate("default").theme;
    for (const pair of THEME_TEXT_PAIRS) {
      expect(parseColour(theme[pair.text]), pair.text).not.toBeNull();
      expect(parseColour(theme[pair.on]), pair.on).not.toBeNull();
    }
  });

  it("a dark text colour on a dark primary fails, named by the field that can fix it", () => {
    const template = getTemplate("default").theme;
    const site = siteTheme(getTemplate("default"), {
      theme: { primary: "#111111", primary_foreground: "#222222" },
    });
    const failing = themeContrast(site).filter((p) => !p.passes);
    expect(failing.map((p) => `${p.text}/${p.on}`)).toContain("primary_foreground/primary");
    const issues = contrastIssues(template, site, ["primary", "primary_foreground"]);
    expect(issues[0]).toMatchObject({ key: "theme.primary_foreground" });
    expect(issues[0]?.message).toContain(`WCAG AA needs ${AA_NORMAL_TEXT}:1`);
  });

  it("a dark brand colour with white text passes", () => {
    const template = getTemplate("default").theme;
    const site = siteTheme(getTemplate("default"), {
      theme: { primary: "#7a1f2b", primary_foreground: "#ffffff" },
    });
    expect(contrastIssues(template, site, ["primary"])).toEqual([]);
  });
});

describe("the templates' own colours", () => {
  it.each(["default", "toyota"])("%s passes AA on every pair", (name) => {
    const failing = themeContrast(getTemplate(name).theme).filter((p) => !p.passes);
    expect(failing.map((p) => `${p.text}/${p.on} ${p.ratio?.toFixed(2)}`)).toEqual([]);
  });
});
