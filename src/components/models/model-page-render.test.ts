import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SiteModel } from "@/lib/models/model";
import { DEFAULT_SERVICE_PLAN } from "@/lib/models/service-advantage";
import type { SearchHit } from "@/lib/stock/listed-car";
import type { Site } from "@/lib/tenancy/site";
import { parseSiteConfig } from "@/lib/tenancy/site-config";
import { getTemplate } from "@/templates/registry";
import { testCar } from "../../../test/test-car";
import { ModelAccessoriesSection } from "./model-accessories-section";
import { ModelHero } from "./model-hero";
import { ModelPage } from "./model-page";
import { ModelStockSection } from "./model-stock-section";

/**
 * Spec 02 §2 "Explore model", §3 Model, §4 "Model status": a model's page on screen, its sections in
 * heading order, the buttons' words and where they go.
 */

function links(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<a href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => [
      m[2]!.replace(/<[^>]+>/g, "").replaceAll("&amp;", "&"),
      m[1]!.replaceAll("&amp;", "&"),
    ]),
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const headings = (html: string) =>
  [...html.matchAll(/<(h[1-2])[^>]*>([^<]+)</g)].map((m) => `${m[1]} ${m[2]}`);

const SITE: Site = {
  id: 1,
  slug: "metro",
  name: "Metro Toyota",
  templateName: "toyota",
  template: getTemplate("toyota"),
  config: parseSiteConfig({}),
  domains: [],
  url: null,
  logoUrl: null,
  dealerships: [],
  dealershipIds: [7],
  listingVersion: 1,
};
const HILUX: SiteModel = {
  id: 1,
  name: "HiLux",
  slug: "hilux",
  manufacturerName: "Toyota",
  manufacturerSlug: "toyota",
  imageUrl: "https://cdn.example.com/models/hilux.jpg",
  category: "Utes",
  overrideUrl: null,
  status: "current",
  description: "Tough, dependable and ready for work.",
  servicePlan: null,
};
const UPCOMING: SiteModel = { ...HILUX, status: "coming_soon" };
const STOCK = { hits: [testCar()], count: 5, searchPath: "/search?make=Toyota&model=HiLux" };
const FORM_SETUP = {
  options: {},
  dealerships: [],
  locations: [],
  financeEnquiryEvent: false,
  budgetQuickPicks: [],
};
const NOW = new Date("2026-03-01T00:00:00Z");
const ENQUIRY = "/enquiries/new-vehicle-enquiry";

describe("ModelPage", () => {
  it("one h1, then the stock, the introduction for phones, the service plan and the accessories", () => {
    const html = renderToStaticMarkup(
      h(ModelPage, {
        site: SITE,
        model: HILUX,
        stock: STOCK,
        accessoryCount: 12,
        plan: DEFAULT_SERVICE_PLAN,
        formSetup: FORM_SETUP,
        now: NOW,
        serviceHref: "/service",
      }),
    );
    const outline = headings(html);
    expect(outline.filter((x) => x.startsWith("h1"))).toEqual(["h1 Toyota HiLux"]);
    expect(outline.indexOf("h2 Toyota HiLux in stock")).toBeGreaterThan(0);
    expect(outline.indexOf("h2 About the HiLux")).toBeGreaterThan(
      outline.indexOf("h2 Toyota HiLux in stock"),
    );
    expect(outline.at(-1)).toBe("h2 Toyota HiLux accessories");
    expect(html).toContain('aria-label="Breadcrumb"');
  });

  it("a coming_soon model has no stock section", () => {
    const html = renderToStaticMarkup(
      h(ModelPage, {
        site: SITE,
        model: UPCOMING,
        stock: STOCK,
        accessoryCount: 0,
        plan: null,
        formSetup: FORM_SETUP,
        now: NOW,
        serviceHref: "/service",
      }),
    );
    expect(headings(html)).not.toContain("h2 Toyota HiLux in stock");
  });
});

describe("ModelHero (spec 02 §2 'Explore model', §4 'Model status')", () => {
  it("names the model in the h1 with its status and category, and offers stock, enquiry, test drive and accessories", () => {
    const html = renderToStaticMarkup(
      h(ModelHero, { model: HILUX, name: "Toyota HiLux", stock: STOCK, enquiryHref: ENQUIRY }),
    );
    expect(html).toContain('<section aria-labelledby="model-heading"');
    expect(html).toMatch(/<h1 id="model-heading"[^>]*>Toyota HiLux<\/h1>/);
    expect(text(html)).toContain("All-New");
    expect(text(html)).toContain("Tough, dependable and ready for work.");
    expect(links(html)).toMatchObject({
      Utes: "/models?body=utes",
      "Our Stock (5)": "/search?make=Toyota&model=HiLux",
      "Enquire Now": ENQUIRY,
      "Book a Test Drive": "/book-test-drive",
      Accessories: "/hilux/accessories",
    });
  });

  it("a coming_soon model is 'Upcoming': no stock or test drive, and 'Register Your Interest'", () => {
    const html = renderToStaticMarkup(
      h(ModelHero, { model: UPCOMING, name: "Toyota HiLux", stock: STOCK, enquiryHref: ENQUIRY }),
    );
    expect(text(html)).toContain("Upcoming");
    expect(text(html)).toContain("Coming soon. Register your interest and we will keep you posted.");
    expect(Object.keys(links(html))).toEqual(["Utes", "Register Your Interest", "Accessories"]);
  });
});

describe("ModelStockSection (spec 02 §3 Model: the site's stock of it)", () => {
  const render = (stock: { hits: SearchHit[]; count: number; searchPath: string | null }) =>
    renderToStaticMarkup(
      h(ModelStockSection, {
        site: SITE,
        name: "Toyota HiLux",
        shortName: "HiLux",
        stock,
        formSetup: FORM_SETUP,
        now: NOW,
        enquiryHref: ENQUIRY,
      }),
    );

  it("lists the cars under '<model> in stock', with 'View all' when there are more", () => {
    const html = render(STOCK);
    expect(html).toMatch(/<h2 id="model-stock"[^>]*>Toyota HiLux in stock<\/h2>/);
    expect(html).toContain('data-testid="model-stock"');
    expect(html).toContain('href="/cars/2021-toyota-hilux-sr5-42"');
    expect(links(html)["View all 5"]).toBe("/search?make=Toyota&model=HiLux");
  });

  it("all shown: no 'View all'; none in stock: says so and offers an enquiry about the model", () => {
    expect(text(render({ ...STOCK, count: 1 }))).not.toContain("View all");
    const none = render({ hits: [], count: 0, searchPath: null });
    expect(text(none)).toContain("No Toyota HiLux in stock right now.");
    expect(links(none)["Enquire about a HiLux"]).toBe(ENQUIRY);
  });
});

describe("ModelAccessoriesSection", () => {
  it("counts the genuine accessories and links to them", () => {
    const html = renderToStaticMarkup(
      h(ModelAccessoriesSection, { model: HILUX, name: "Toyota HiLux", accessoryCount: 12 }),
    );
    expect(html).toMatch(/<h2 id="model-accessories"[^>]*>Toyota HiLux accessories<\/h2>/);
    expect(text(html)).toContain("12 genuine accessories to make it yours, fitted by our team.");
    expect(links(html)["View Accessories"]).toBe("/hilux/accessories");
  });

  it("one accessory is singular; none asks the parts team", () => {
    const one = renderToStaticMarkup(
      h(ModelAccessoriesSection, { model: HILUX, name: "Toyota HiLux", accessoryCount: 1 }),
    );
    expect(text(one)).toContain("1 genuine accessory to make it yours");
    const none = renderToStaticMarkup(
      h(ModelAccessoriesSection, { model: HILUX, name: "Toyota HiLux", accessoryCount: 0 }),
    );
    expect(text(none)).toContain("Ask our parts team about genuine accessories for your model.");
  });
});
