import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "../tenancy/site-config";
import { leadRoutes } from "./routing";

const SECRET = "s".repeat(32);

describe("lead routing (ARCHITECTURE: dealers get every lead, by e-mail, ADF XML and webhook)", () => {
  it("goes to the location's inbox, the site's extra addresses, its CRMs and its webhook", () => {
    const config = parseSiteConfig({
      contact: { email: "hello@dealer.example" },
      leads: {
        emails: ["manager@dealer.example"],
        adf_emails: ["import@crm.example"],
        webhook: { url: "https://crm.example/hook", secret: SECRET },
      },
    });
    expect(leadRoutes(config, "sales@dealer.example")).toEqual([
      { channel: "email", target: "sales@dealer.example" },
      { channel: "email", target: "manager@dealer.example" },
      { channel: "adf", target: "import@crm.example" },
      { channel: "webhook", target: "https://crm.example/hook" },
    ]);
  });

  it("without a location address the site's contact e-mail receives it; an address listed twice gets one copy", () => {
    const config = parseSiteConfig({
      contact: { email: "hello@dealer.example" },
      leads: { emails: ["HELLO@dealer.example"] },
    });
    expect(leadRoutes(config, null)).toEqual([{ channel: "email", target: "hello@dealer.example" }]);
  });

  it("a site with nowhere configured has no routes (the lead is still stored and listed)", () => {
    expect(leadRoutes(parseSiteConfig({}), undefined)).toEqual([]);
  });

  it("refuses a webhook secret too short to be secret", () => {
    expect(() =>
      parseSiteConfig({ leads: { webhook: { url: "https://crm.example/hook", secret: "short" } } }),
    ).toThrow(/at least 32 characters/);
  });
});
