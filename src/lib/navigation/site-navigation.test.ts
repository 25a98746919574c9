import { describe, expect, it } from "vitest";
import { getTemplate } from "@/templates/registry";
import { parseSiteConfig } from "../tenancy/site-config";
import { siteNavigation } from "./site-navigation";

const toyota = getTemplate("toyota");

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
