import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "./site-config";
import {
  financePath,
  getTemplate,
  siteNavigation,
  siteTheme,
  templateCopy,
  themeCssVariables,
} from "./template";

const def = getTemplate("default");
const toyota = getTemplate("toyota");

describe("template copy variants (read through templateCopy)", () => {
  it("spec 01 §2: dealer comments toggle reads 'more...' / 'less...', 'Show More' / 'Show Less' on the brand", () => {
    expect([templateCopy(def, "dealer_comments_more"), templateCopy(def, "dealer_comments_less")]).toEqual([
      "more...",
      "less...",
    ]);
    expect([
      templateCopy(toyota, "dealer_comments_more"),
      templateCopy(toyota, "dealer_comments_less"),
    ]).toEqual(["Show More", "Show Less"]);
  });
  it("spec 01 §4: 'Find Me Something Similar', or 'Find me something similar' on one brand", () => {
    expect(templateCopy(def, "find_similar")).toBe("Find Me Something Similar");
    expect(templateCopy(toyota, "find_similar")).toBe("Find me something similar");
  });
  it("spec 02 §2: the brand's certified switch label", () => {
    expect(templateCopy(toyota, "certified_switch")).toBe("Only show Toyota Certified Vehicles");
  });
  it("spec 02 §9: brand finance button 'Finance Enquiry' linking to /finance-enquiry; reserve in success style", () => {
    expect(templateCopy(toyota, "finance_button")).toBe("Finance Enquiry");
    expect(financePath(toyota, parseSiteConfig({}))).toBe("/finance-enquiry");
    expect(toyota.reserveButtonVariant).toBe("success");
    expect(templateCopy(toyota, "models_heading_prefix")).toBe("New");
  });
  it("a site's finance path beats the template's", () => {
    expect(financePath(toyota, parseSiteConfig({ finance: { path: "/apply-for-finance" } }))).toBe(
      "/apply-for-finance",
    );
    expect(financePath(def, parseSiteConfig({}))).toBe("/finance");
  });
  it("an unknown template name falls back to default", () => {
    expect(getTemplate("no-such-template").name).toBe("default");
    expect(getTemplate("__proto__").name).toBe("default");
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
