import { describe, expect, it } from "vitest";
import {
  compareModels,
  isBusinessModel,
  matchingFacetValue,
  modelExploreHref,
  modelFullName,
  modelOverride,
  modelStatusLabel,
  type SiteModel,
  showsOurStock,
  siteManufacturerSlugs,
} from "./model";

const model = (over: Partial<SiteModel> = {}): SiteModel => ({
  id: 1,
  name: "Corolla",
  slug: "corolla",
  manufacturerName: "Toyota",
  manufacturerSlug: "toyota",
  imageUrl: null,
  category: "Hatch & sedans",
  overrideUrl: null,
  status: "current",
  description: null,
  servicePlan: null,
  ...over,
});

describe("model status (spec 02 §4: coming_soon is labelled 'Upcoming'; any other status 'All-New')", () => {
  it.each([
    ["coming_soon", "Upcoming"],
    ["current", "All-New"],
    ["discontinued", "All-New"],
    ["anything else", "All-New"],
  ])("%s reads %s", (status, label) => {
    expect(modelStatusLabel(status)).toBe(label);
  });

  it("hides Our Stock for a coming_soon model only (spec 02 §2 'Our Stock is hidden for coming_soon models')", () => {
    expect(showsOurStock(model({ status: "coming_soon" }))).toBe(false);
    expect(showsOurStock(model({ status: "current" }))).toBe(true);
    expect(showsOurStock(model({ status: "discontinued" }))).toBe(true);
  });
});

describe("model links (spec 02 §2 routes '/{model slug}: Explore model'; §3 Model override_url)", () => {
  it("Explore goes to /{slug}, or the model's override_url when it has a usable one", () => {
    expect(modelExploreHref(model())).toBe("/corolla");
    expect(modelExploreHref(model({ overrideUrl: "https://www.toyota.com.au/corolla" }))).toBe(
      "https://www.toyota.com.au/corolla",
    );
    expect(modelExploreHref(model({ overrideUrl: "/pages/corolla-hybrid" }))).toBe("/pages/corolla-hybrid");
  });

  it("ignores an override that would loop to the page itself or is not a safe link", () => {
    expect(modelOverride(model({ overrideUrl: "/corolla" }))).toBeNull();
    expect(modelOverride(model({ overrideUrl: "/corolla/" }))).toBeNull();
    expect(modelOverride(model({ overrideUrl: "javascript:alert(1)" }))).toBeNull();
    expect(modelOverride(model({ overrideUrl: "//evil.example/x" }))).toBeNull();
  });

  it("names the model with its make once", () => {
    expect(modelFullName(model())).toBe("Toyota Corolla");
    expect(modelFullName(model({ name: "Toyota 86" }))).toBe("Toyota 86");
  });
});

describe("the model's stock is found by the stock's own spelling", () => {
  it("matches facet values as slugs, by the model's slug or name", () => {
    expect(
      matchingFacetValue(["HiLux", "Landcruiser Prado", "RAV4"], "landcruiser-prado", "LandCruiser Prado"),
    ).toBe("Landcruiser Prado");
    expect(matchingFacetValue(["C-HR"], "c-hr", "C-HR")).toBe("C-HR");
    expect(matchingFacetValue(["Corolla Cross"], "corolla", "Corolla")).toBeNull();
  });
});

describe("which manufacturers' models a site shows (decision 0031)", () => {
  it("the franchise makes of its dealerships, each once, in the site's order; used yards add none", () => {
    expect(
      siteManufacturerSlugs([
        { manufacturerName: "Toyota" },
        { manufacturerName: "Mazda" },
        { manufacturerName: null },
        { manufacturerName: "toyota" },
        { manufacturerName: "Mercedes-Benz" },
      ]),
    ).toEqual(["toyota", "mazda", "mercedes-benz"]);
    expect(siteManufacturerSlugs([{ manufacturerName: null }])).toEqual([]);
  });
});

describe("'Fit for Business' models (spec 02 §2 accessories landing page)", () => {
  it.each([
    ["Utes & Vans", true],
    ["Commercial", true],
    ["Bus", true],
    ["Cab Chassis", true],
    ["SUVs & 4WDs", false],
    ["Hatch & sedans", false],
    [null, false],
  ])("%s → %s", (category, business) => {
    expect(isBusinessModel({ category })).toBe(business);
  });
});

it("lists current models first, then upcoming, then discontinued, by name", () => {
  const list = [
    model({ name: "Tarago", status: "discontinued" }),
    model({ name: "LandCruiser FJ", status: "coming_soon" }),
    model({ name: "Yaris" }),
    model({ name: "Camry" }),
  ].sort(compareModels);
  expect(list.map((m) => m.name)).toEqual(["Camry", "Yaris", "LandCruiser FJ", "Tarago"]);
});
