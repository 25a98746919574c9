import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIssue } from "@/lib/import/import-issue";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import { searchPartsCatalogue } from "./parts-search";
import { listModelAccessories, listSiteModels } from "./queries";
import { modelSitemapPaths } from "./sitemap-paths";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const site = (slug: string, dealerships: string[]) => ({ slug, name: slug, dealerships });

const MODELS = [
  { manufacturer_slug: "toyota", name: "HiLux", slug: "hilux", manufacturer_body: "Utes & Vans" },
  {
    manufacturer_slug: "toyota",
    name: "LandCruiser FJ",
    slug: "landcruiser-fj",
    status: "coming_soon",
    description: "On its way.",
  },
  { manufacturer_slug: "mazda", name: "CX-5", slug: "cx-5", manufacturer_body: "SUVs" },
];

const accessory = (slug: string, extra: Record<string, unknown> = {}) => ({
  manufacturer_slug: "toyota",
  model_slug: "hilux",
  slug,
  name: `Accessory ${slug}`,
  ...extra,
});

describe("models a site shows: its dealerships' manufacturers' (decision 0031)", () => {
  it("a Toyota dealer sees Toyota's models, a group with Mazda too, a used-car yard none", async () => {
    const report = await importBundle(handle.db, {
      dealerships: [
        { slug: "t-dealer", name: "T Dealer", manufacturer: { name: "Toyota" } },
        { slug: "m-dealer", name: "M Dealer", manufacturer: { name: "Mazda" } },
        { slug: "used-yard", name: "Used Yard" },
      ],
      models: MODELS,
    });
    expect(report.issues).toEqual([]);
    await importBundle(handle.db, { site: site("toyota-only", ["t-dealer"]) });
    await importBundle(handle.db, { site: site("group", ["m-dealer", "t-dealer", "used-yard"]) });
    await importBundle(handle.db, { site: site("yard", ["used-yard"]) });
    const slugs = async (s: string) =>
      (await listSiteModels(handle.db, (await readSite(handle.db, s))!)).map((m) => m.slug).sort();
    expect(await slugs("toyota-only")).toEqual(["hilux", "landcruiser-fj"]);
    expect(await slugs("group")).toEqual(["cx-5", "hilux", "landcruiser-fj"]);
    expect(await slugs("yard")).toEqual([]);
    const fj = (await listSiteModels(handle.db, (await readSite(handle.db, "toyota-only"))!)).find(
      (m) => m.slug === "landcruiser-fj",
    );
    expect(fj).toMatchObject({
      status: "coming_soon",
      description: "On its way.",
      manufacturerName: "Toyota",
    });
  });

  it("warns when a model's slug is a named route's, whose page would never show", async () => {
    const report = await importBundle(handle.db, {
      models: [{ manufacturer_slug: "toyota", name: "Finance", slug: "finance" }],
    });
    expect(report.warnings.map(formatIssue)).toEqual([
      "models[0] (finance) slug: /finance is a page of every site, so it is never shown there",
    ]);
  });
});

describe("service price tables in the bundle (spec 02 §9 Toyota Service Advantage; issue 19 item 4)", () => {
  it("a model's service_plan is stored and read back; a bad one refuses the model with the field named", async () => {
    const plan = {
      price_per_service: 295,
      years: 5,
      services: 10,
      interval_months: 6,
      interval_km: 10_000,
      range_km: 100_000,
    };
    const report = await importBundle(handle.db, {
      models: [
        {
          manufacturer_slug: "toyota",
          name: "HiLux",
          slug: "hilux",
          manufacturer_body: "Utes & Vans",
          service_plan: plan,
        },
        {
          manufacturer_slug: "toyota",
          name: "Yaris",
          slug: "yaris",
          service_plan: { ...plan, price_per_service: -5 },
        },
      ],
    });
    expect(report.issues.map(formatIssue)).toEqual([
      expect.stringMatching(/^models\[1\] \(yaris\) service_plan\.price_per_service: /),
    ]);
    const hilux = (await listSiteModels(handle.db, (await readSite(handle.db, "toyota-only"))!)).find(
      (m) => m.slug === "hilux",
    );
    expect(hilux?.servicePlan).toEqual({
      pricePerService: 295,
      years: 5,
      services: 10,
      intervalMonths: 6,
      intervalKm: 10_000,
      rangeKm: 100_000,
    });
    // Re-imported without a plan: back to the spec's rules.
    await importBundle(handle.db, {
      models: [
        { manufacturer_slug: "toyota", name: "HiLux", slug: "hilux", manufacturer_body: "Utes & Vans" },
      ],
    });
    const again = (await listSiteModels(handle.db, (await readSite(handle.db, "toyota-only"))!)).find(
      (m) => m.slug === "hilux",
    );
    expect(again?.servicePlan).toBeNull();
  });
});

describe("accessories in the bundle (spec 02 §2 '/{model slug}/accessories'; decision 0031)", () => {
  it("imports a model's accessories, read leniently, and names each refused record", async () => {
    const report = await importBundle(handle.db, {
      accessories: [
        accessory("tow-bar", { price: "$1,290", price_includes_fitting: "yes", category: "Towing" }),
        accessory("mats", { price: 189, position: "0" }),
        accessory("canopy"),
        accessory("bad price", { price: 10 }),
        accessory("no-name", { name: "" }),
        accessory("ghost", { model_slug: "no-such-model" }),
        accessory("odd", { manufacturer_slug: "not-a-maker" }),
        accessory("cheap", { price: "lots" }),
      ],
    });
    expect(report.counts.accessories).toEqual({ inserted: 4, updated: 0, failed: 4 });
    expect(report.issues.map(formatIssue)).toEqual(
      expect.arrayContaining([
        "accessories[3] (bad price) slug: must be lower-case letters, digits and single hyphens",
        "accessories[4] (no-name) name: is required",
        'accessories[5] (ghost) model_slug: no model "no-such-model" of manufacturer "toyota": import the model first, in `models`',
        'accessories[6] (odd) manufacturer_slug: no manufacturer "not-a-maker"',
      ]),
    );
    expect(report.warnings.map(formatIssue)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^accessories\[7\] \(cheap\) price: /)]),
    );
    const hilux = (await listSiteModels(handle.db, (await readSite(handle.db, "toyota-only"))!)).find(
      (m) => m.slug === "hilux",
    )!;
    const stored = await listModelAccessories(handle.db, hilux.id);
    expect(stored.map((a) => a.slug)).toEqual(["mats", "tow-bar", "canopy", "cheap"]);
    expect(stored.find((a) => a.slug === "tow-bar")).toMatchObject({
      price: 1290,
      priceIncludesFitting: true,
      category: "Towing",
    });
    expect(stored.find((a) => a.slug === "cheap")?.price).toBeNull();
  });

  it("a later bundle replaces a model's set, unless one of that model's records was refused", async () => {
    const hilux = async () =>
      (await listSiteModels(handle.db, (await readSite(handle.db, "toyota-only"))!)).find(
        (m) => m.slug === "hilux",
      )!;
    const listed = async () => (await listModelAccessories(handle.db, (await hilux()).id)).map((a) => a.slug);
    // One refused record: the set is only upserted, nothing removed.
    await importBundle(handle.db, {
      accessories: [accessory("tow-bar", { price: 1350 }), accessory("x", { name: "" })],
    });
    expect(await listed()).toEqual(["mats", "tow-bar", "canopy", "cheap"]);
    // Every record read: the model's set is what the bundle lists.
    const report = await importBundle(handle.db, {
      accessories: [accessory("tow-bar"), accessory("roof-racks")],
    });
    expect(report.counts.accessories).toEqual({ inserted: 1, updated: 1, failed: 0 });
    expect(await listed()).toEqual(["tow-bar", "roof-racks"]);
  });

  it("an accessory's text is stored as written, never as markup", async () => {
    await importBundle(handle.db, {
      accessories: [accessory("tow-bar", { description: "<script>alert(1)</script> rated to 3,500 kg" })],
    });
    const hilux = (await listSiteModels(handle.db, (await readSite(handle.db, "toyota-only"))!)).find(
      (m) => m.slug === "hilux",
    )!;
    const [bar] = await listModelAccessories(handle.db, hilux.id);
    // Stored as text; React escapes it when the page draws it.
    expect(bar?.description).toBe("<script>alert(1)</script> rated to 3,500 kg");
  });
});

describe("the sitemap's model pages (spec 02 §2 routes)", () => {
  it("lists the landing page, /models, each body, each model's page and accessories page", async () => {
    const toyota = (await readSite(handle.db, "toyota-only"))!;
    const paths = await modelSitemapPaths(handle.db, toyota);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/vehicle-parts-and-accessories",
        "/models",
        "/models?body=utes-%26-vans",
        "/hilux",
        "/hilux/accessories",
        "/landcruiser-fj",
      ]),
    );
    // A model a named route shadows is not the site's: neither its page nor its accessories are listed.
    expect(paths.filter((p) => p.startsWith("/finance"))).toEqual([]);
    const yard = (await readSite(handle.db, "yard"))!;
    expect(await modelSitemapPaths(handle.db, yard)).toEqual(["/vehicle-parts-and-accessories"]);
  });
});

describe("decision 0079: /parts/search finds the site's genuine accessories", () => {
  it("matches every word in the name, part number or category, for the site's own models only", async () => {
    const report = await importBundle(handle.db, {
      dealerships: [{ slug: "parts-dealer", name: "Parts Dealer", manufacturer: { name: "Toyota" } }],
      models: MODELS,
      accessories: [
        accessory("towbar", {
          name: "Towbar kit",
          category: "Towing",
          part_number: "PZ403-1037-00",
          price: 1190,
        }),
        accessory("tub-liner", {
          name: "Tub liner",
          category: "Fit for business",
          part_number: "PZ403-2000-00",
        }),
        {
          manufacturer_slug: "mazda",
          model_slug: "cx-5",
          slug: "towbar",
          name: "Towbar kit",
          part_number: "MZ-1",
        },
      ],
    });
    expect(report.issues.map(formatIssue)).toEqual([]);
    await importBundle(handle.db, { site: site("parts-site", ["parts-dealer"]) });
    const models = await listSiteModels(handle.db, (await readSite(handle.db, "parts-site"))!);
    const ids = models.map((m) => m.id);
    const names = async (q: string) =>
      (await searchPartsCatalogue(handle.db, ids, q)).map(
        (h) => `${h.name} (${h.modelName}) ${h.partNumber}`,
      );
    // The Mazda towbar is another make's: not this Toyota dealer's catalogue.
    expect(await names("towbar")).toEqual(["Towbar kit (HiLux) PZ403-1037-00"]);
    expect(await names("pz403-2000")).toEqual(["Tub liner (HiLux) PZ403-2000-00"]);
    expect(await names("business liner")).toEqual(["Tub liner (HiLux) PZ403-2000-00"]);
    expect(await names("towbar liner")).toEqual([]);
    // Punctuation alone (LIKE's own wildcards among it) searches for nothing.
    expect(await names("%%")).toEqual([]);
    const [hit] = await searchPartsCatalogue(handle.db, ids, "towbar");
    expect(hit).toMatchObject({ price: 1190, modelSlug: "hilux" });
  });
});
