import { describe, expect, it } from "vitest";
import { getTemplate } from "@/templates/registry";
import { testLocation } from "../../../test/site-location";
import type { SiteLocation } from "../locations/location";
import { footerGroups, footerLicences, footerSocialLinks } from "./footer";
import { parseSiteConfig } from "./site-config";

const defaults = parseSiteConfig({});
const toyota = getTemplate("toyota");
const def = getTemplate("default");

const location = (over: Partial<SiteLocation>) => testLocation({ dealershipId: 7, ...over });

const columns = (groups: ReturnType<typeof footerGroups>) =>
  groups.map((group) => [group.name, group.links.map((link) => link.name)]);

describe("footer link groups (spec 02 §2 'The footer repeats the pre-owned, service and contact groups')", () => {
  it("spec 02 §2: the brand's footer repeats its Pre-Owned, Service and Contact menus as columns", () => {
    const groups = footerGroups(toyota, defaults);
    expect(groups.map((group) => group.name)).toEqual(["Pre-Owned", "Service", "Contact"]);
    expect(columns(groups)[2]).toEqual([
      "Contact",
      ["General Enquiry", "About Us", "Complaint Handling Process", "Feedback"],
    ]);
  });
  it("spec 02 §2 'optional ones may be hidden': an optional item the site hides is not in the footer either", () => {
    const config = parseSiteConfig({ navigation: { hidden: ["sell-my-car", "express-maintenance"] } });
    const links = footerGroups(toyota, config).flatMap((group) => group.links.map((link) => link.name));
    expect(links).toContain("All Pre-Owned");
    expect(links).not.toContain("Sell My Car");
    expect(links).not.toContain("Express Maintenance");
  });
  it("spec 02 §2 external brand pages: listed only when the site sets its dealer-brand domain", () => {
    const names = (config = defaults) =>
      footerGroups(toyota, config).flatMap((group) => group.links.map((link) => link.name));
    expect(names()).not.toContain("Book a Service");
    const branded = parseSiteConfig({ dealer_brand_base_domain: "https://www.toyota.example/" });
    const service = footerGroups(toyota, branded).find((group) => group.id === "service");
    expect(service?.links[0]).toEqual({
      id: "book-service",
      name: "Book a Service",
      url: "https://www.toyota.example/service-booking",
    });
  });
  it("spec 01 §2 default site links: single links are gathered, in menu order, under 'Quick links'", () => {
    expect(columns(footerGroups(def, defaults))).toEqual([
      [
        "Quick links",
        ["Our Stock", "Special Offers", "Book a Test Drive", "Service", "Finance", "Locations", "Contact"],
      ],
    ]);
    const hidden = parseSiteConfig({ navigation: { hidden: ["special-offers"] } });
    expect(columns(footerGroups(def, hidden))[0]?.[1]).not.toContain("Special Offers");
  });
});

describe("licence numbers (spec 02 §2 'It shows the dealer licence and motor vehicle repairer numbers')", () => {
  const locations = [
    location({ id: 1 }),
    location({ id: 2, dealerLicenseNumber: "MD 12345", motorVehicleRepairer: "MVR 777" }),
    location({ id: 3, dealerLicenseNumber: "MD 99999" }),
  ];
  it("spec 02 §2: the site's own numbers are shown when it sets them", () => {
    const config = parseSiteConfig({
      licences: { dealer_licence_number: "MD 1", motor_vehicle_repairer: "MVR 2" },
    });
    expect(footerLicences(config, locations)).toEqual({ dealerLicence: "MD 1", repairer: "MVR 2" });
  });
  it("spec 02 §3 Location dealer_license_number: without its own, the site shows its first location's that has one", () => {
    expect(footerLicences(defaults, locations)).toEqual({ dealerLicence: "MD 12345", repairer: "MVR 777" });
    const onlyLicence = parseSiteConfig({ licences: { dealer_licence_number: "MD 1" } });
    expect(footerLicences(onlyLicence, locations)).toEqual({ dealerLicence: "MD 1", repairer: "MVR 777" });
  });
  it("no number anywhere: the footer names none", () => {
    expect(footerLicences(defaults, [location({})])).toEqual({ dealerLicence: null, repairer: null });
    expect(footerLicences(defaults, [])).toEqual({ dealerLicence: null, repairer: null });
  });
});

describe("social links (spec 02 §2 'Social links: facebook, instagram, youtube, linkedin, tiktok')", () => {
  it("spec 02 §2: the networks the site has pages on, in the spec's order", () => {
    const config = parseSiteConfig({
      social: { tiktok: "https://www.tiktok.com/@metro", facebook: "https://www.facebook.com/metro" },
    });
    expect(footerSocialLinks(config)).toEqual([
      { key: "facebook", label: "Facebook", url: "https://www.facebook.com/metro" },
      { key: "tiktok", label: "TikTok", url: "https://www.tiktok.com/@metro" },
    ]);
    expect(footerSocialLinks(defaults)).toEqual([]);
  });
});
