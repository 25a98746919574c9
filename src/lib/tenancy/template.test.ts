import { describe, expect, it } from "vitest";
import { getTemplate, TEMPLATES } from "@/templates/registry";
import { parseSiteConfig } from "./site-config";
import { financePath, siteNavigation, siteTheme, themeCssVariables } from "./template";
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

describe("siteNavigation (spec 02 §2 brand navigation)", () => {
  it("drops external brand links unless the site sets a dealer-brand base domain", () => {
    const without = siteNavigation(toyota, parseSiteConfig({}));
    expect(without.map((i) => i.id)).not.toContain("new-vehicles");
    const withBase = siteNavigation(
      toyota,
      parseSiteConfig({ dealer_brand_base_domain: "https://dealer.example/" }),
    );
    expect(withBase.find((i) => i.id === "new-vehicles")?.url).toBe("https://dealer.example/new-vehicles");
  });
  it("hides optional items a site lists (sell my car, express maintenance, rental) but never mandatory ones", () => {
    const nav = siteNavigation(
      toyota,
      parseSiteConfig({ navigation: { hidden: ["sell-my-car", "contact"] } }),
    );
    const preOwned = nav.find((i) => i.id === "pre-owned");
    expect(preOwned?.children?.map((c) => c.id)).not.toContain("sell-my-car");
    expect(nav.map((i) => i.id)).toContain("contact");
  });
  it("has the brand's pre-owned group with the certified filter link", () => {
    const nav = siteNavigation(toyota, parseSiteConfig({}));
    expect(nav.find((i) => i.id === "pre-owned")?.children?.map((c) => c.url)).toEqual(
      expect.arrayContaining(["/pre-owned?certified=true", "/pages/about-toyota-certified-pre-owned"]),
    );
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
