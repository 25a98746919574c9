import { describe, expect, it } from "vitest";
import { carRecord } from "../../../test/car-records";
import { bundleOutsideSite, type ImportSiteScope } from "./site-scope";
import { validateBundle } from "./validate-bundle";

/** Issue 31 §7: a site's API key imports that site's own data, and the bundle is refused whole otherwise. */
const SCOPE: ImportSiteScope = {
  siteSlug: "harbour",
  dealershipSlugs: new Set(["harbour-toyota", "harbour-kia"]),
};

const outside = (raw: Record<string, unknown>) =>
  bundleOutsideSite(raw, validateBundle(raw), SCOPE).map(
    (i) => `${i.section}${i.index === null ? "" : `[${i.index}]`}.${i.field}`,
  );

describe("issue 31 §7: what a site's key may import", () => {
  it("the site itself and its own dealerships' records pass", () => {
    const raw = {
      site: { slug: "harbour", name: "Harbour", dealerships: ["harbour-toyota", "harbour-kia"] },
      dealerships: [{ slug: "harbour-toyota", name: "Harbour Toyota" }],
      cars: [carRecord("harbour-toyota", "A1"), carRecord("harbour-kia", "B1")],
      offers: [],
    };
    expect(outside(raw)).toEqual([]);
  });

  it("a bundle without a site passes when every record is of the site's dealerships", () => {
    expect(outside({ cars: [carRecord("harbour-kia", "B2")] })).toEqual([]);
  });

  it("another site's bundle is refused, even when its site record is invalid", () => {
    expect(outside({ site: { slug: "metro", name: "Metro" } })).toEqual(["site.slug"]);
    expect(outside({ site: { slug: "metro", name: "", config: { nonsense: 1 } } })).toEqual(["site.slug"]);
  });

  it("another site's dealership (or a new one: only the operator adds dealerships) is refused wherever it is named", () => {
    const raw = {
      site: { slug: "harbour", name: "Harbour", dealerships: ["harbour-toyota", "metro-kia"] },
      dealerships: [{ slug: "metro-kia", name: "Metro Kia" }],
      locations: [{ slug: "yard", name: "Yard", dealership_slug: "metro-kia" }],
      cars: [carRecord("harbour-toyota", "A1"), carRecord("metro-kia", "M1")],
    };
    expect(outside(raw)).toEqual(
      expect.arrayContaining(["site.dealerships.1", "dealerships[0].slug", "cars[1].dealership_slug"]),
    );
  });

  it("an invalid car record naming another site's dealership is refused too: --replace-stock would act on it", () => {
    const raw = { cars: [{ dealership_slug: "metro-kia", stocknum: "M1" }] };
    expect(validateBundle(raw).cars).toEqual([]);
    expect(outside(raw)).toEqual(["cars.dealership_slug"]);
  });

  it("the platform's shared catalogue (models, accessories) is the operator's alone", () => {
    const raw = {
      models: [{ manufacturer_slug: "toyota", name: "Corolla", slug: "corolla" }],
      accessories: [{ manufacturer_slug: "toyota", model_slug: "corolla", slug: "mats", name: "Mats" }],
    };
    expect(outside(raw)).toEqual(["models.", "accessories."]);
    expect(outside({ models: [] })).toEqual([]);
  });
});
