import { describe, expect, it } from "vitest";
import type { SiteDealership } from "../tenancy/site";
import { parseSiteConfig } from "../tenancy/site-config";
import { sitePhone } from "./site-phone";

const dealership = (id: number, phone: string | null): SiteDealership => ({
  id,
  slug: `d${id}`,
  name: `Dealer ${id}`,
  manufacturerName: null,
  phone,
});

describe("the site's main phone (spec 02 §3 site config contact; header, thank-you page and legal copy)", () => {
  it("is the site's own contact phone when it has one", () => {
    const config = parseSiteConfig({ contact: { phone: "1300 123 456" } });
    expect(sitePhone({ config, dealerships: [dealership(1, "07 3123 4567")] })).toBe("1300 123 456");
  });

  it("else the first dealership that has a phone, skipping those that have none", () => {
    const config = parseSiteConfig({});
    expect(sitePhone({ config, dealerships: [dealership(1, null), dealership(2, "07 3123 4567")] })).toBe(
      "07 3123 4567",
    );
  });

  it("is null when neither the site nor any dealership has one", () => {
    expect(sitePhone({ config: parseSiteConfig({}), dealerships: [dealership(1, null)] })).toBeNull();
  });
});
