import { describe, expect, it } from "vitest";
import { getTemplate, TEMPLATES } from "@/templates/registry";
import { parseSiteConfig } from "../tenancy/site-config";
import { financePath, siteTheme, themeCssVariables } from "./template";
import { isThemeColour, isThemeLength } from "./theme-values";

const def = getTemplate("default");
const toyota = getTemplate("toyota");

describe("financePath", () => {
  it("a site's finance path beats the template's", () => {
    expect(financePath(toyota, parseSiteConfig({ finance: { path: "/apply-for-finance" } }))).toBe(
      "/apply-for-finance",
    );
    expect(financePath(def, parseSiteConfig({}))).toBe("/finance");
  });
});

describe("theme tokens", () => {
  it("site overrides replace template tokens; the rest stay", () => {
    const theme = siteTheme(toyota, parseSiteConfig({ theme: { primary: "#003366" } }));
    expect(theme.primary).toBe("#003366");
    expect(theme.primary_foreground).toBe(toyota.theme.primary_foreground);
  });
  it("become CSS variables and cannot break out of a style attribute", () => {
    const vars = themeCssVariables({ ...def.theme, primary: 'red;}</style><script>"' });
    expect(vars["--primary"]).toBe("red/stylescript");
    expect(vars["--primary-foreground"]).toBe(def.theme.primary_foreground);
  });
});

describe("issue 16 §7: every template's theme holds only colours and lengths", () => {
  it("passes the same rules a site's overrides must", () => {
    for (const template of Object.values(TEMPLATES)) {
      for (const [key, value] of Object.entries(template.theme)) {
        expect(key === "radius" ? isThemeLength(value) : isThemeColour(value), `${key}: ${value}`).toBe(true);
      }
    }
  });
});
