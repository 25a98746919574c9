import { sql } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITEMAP_URL_LIMIT, sitemapPart, sitemapRoot } from "@/lib/seo/sitemap";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import { hangGuard } from "../../../test/limits";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { readSite, siteOrigin } from "../tenancy/sites";
import { SITEMAP_SOURCES, type SitemapSource, siteSitemapEntries } from "./sitemap-sources";

const NOW = TEST_NOW;
const parser = new XMLParser({ isArray: (name) => name === "sitemap" || name === "url" });
const count = (xml: string) => xml.match(/<url>/g)?.length ?? 0;

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  const report = await importBundle(
    handle.db,
    {
      site: {
        slug: "big",
        name: "Big Yard",
        url: "https://big.example",
        dealerships: ["big-dealer"],
        config: {},
      },
      dealerships: [{ slug: "big-dealer", name: "Big Dealer" }],
      locations: [
        {
          slug: "big-sales",
          dealership_slug: "big-dealer",
          name: "Big Sales",
          location_type: "sales",
          address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" },
        },
      ],
      cars: [carRecord("big-dealer", "SEED", { status: "in_stock", location_slug: "big-sales" })],
    },
    { now: NOW },
  );
  expect(report.issues).toEqual([]);
  // 50,000 more in-stock cars in one statement (importing them one by one would take minutes): with
  // the site's other pages the sitemap holds more than 50,000 URLs.
  await handle.db.execute(sql`
    insert into cars (slug, dealership_id, name, make, model, year, car_type, status, price, updated_at)
    select 'bulk-' || n, d.id, 'Bulk car ' || n, 'Mazda', 'CX-5', 2023, 'used', 'in_stock', 30000,
           ${NOW.toISOString()}::timestamptz - (n || ' seconds')::interval
    from generate_series(1, ${SITEMAP_URL_LIMIT}) as n, dealerships d where d.slug = 'big-dealer'`);
});
afterAll(async () => {
  await handle?.close();
});

describe("a site with more than 50,000 URLs gets a sitemap index (issue 19 item 6, decision 0032)", () => {
  it("/sitemap.xml lists two parts; the parts hold every URL once, 50,000 in the first", {
    timeout: hangGuard(120_000),
  }, async () => {
    const site = (await readSite(handle.db, "big"))!;
    const origin = siteOrigin(site);
    const entries = await siteSitemapEntries({ db: handle.db, site, origin, now: NOW });
    expect(entries.length).toBeGreaterThan(SITEMAP_URL_LIMIT);
    const index = parser.parse(sitemapRoot(entries, origin)).sitemapindex;
    expect(index.sitemap.map((s: { loc: string }) => s.loc)).toEqual([
      "https://big.example/sitemaps/1.xml",
      "https://big.example/sitemaps/2.xml",
    ]);
    const first = sitemapPart(entries, 1)!;
    const second = sitemapPart(entries, 2)!;
    expect(count(first)).toBe(SITEMAP_URL_LIMIT);
    expect(count(first) + count(second)).toBe(entries.length);
    // The site's own pages come first; every car page is in one part or the other.
    expect(first).toContain("<loc>https://big.example/</loc>");
    expect(first).toContain("<loc>https://big.example/our-location</loc>");
    const cars = entries.filter((e) => e.loc.startsWith("https://big.example/cars/"));
    expect(cars).toHaveLength(SITEMAP_URL_LIMIT + 1);
    expect(sitemapPart(entries, 3)).toBeNull();
  });
});

describe("the sitemap's URL sources (the seam offers, model and content pages were added through)", () => {
  it("are the site pages, locations, offers, content, models and cars, in that order", () => {
    expect(SITEMAP_SOURCES.map((s) => s.name)).toEqual([
      "sitePages",
      "locationPages",
      "offerPages",
      "contentPages",
      "modelPages",
      "carPages",
    ]);
  });

  it("a new source is listed after the others, a URL another source already gave only once", {
    timeout: hangGuard(120_000),
  }, async () => {
    const site = (await readSite(handle.db, "big"))!;
    const origin = siteOrigin(site);
    const events: SitemapSource = async (ctx) => [
      { loc: `${ctx.origin}/events/motor-show` },
      { loc: `${ctx.origin}/` },
    ];
    const entries = await siteSitemapEntries({ db: handle.db, site, origin, now: NOW }, [
      ...SITEMAP_SOURCES,
      events,
    ]);
    expect(entries.at(-1)).toEqual({ loc: "https://big.example/events/motor-show" });
    expect(entries.filter((e) => e.loc === "https://big.example/")).toHaveLength(1);
  });
});
