import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carRecord, TEST_NOW } from "../../../test/car-records";
import { googleProblems, googleRows, metaProblems, metaRows } from "../../../test/feed-validation";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { seedDemo } from "../demo/seed-demo";
import { importBundle } from "../import/import-bundle";
import { listSites, readSite, siteOrigin } from "../tenancy/sites";
import { buildSiteFeed, feedResponse } from "./feed-routes";

const NOW = TEST_NOW;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe("the feeds over the demo sites (issue 19 item 6): every row of each feed has every required field with valid values", () => {
  beforeAll(async () => {
    await seedDemo(handle.db, { cars: 600, now: NOW });
  });

  it("Google: every item of every demo site validates, and only cars Google takes are in it", async () => {
    for (const { slug } of await listSites(handle.db)) {
      const site = (await readSite(handle.db, slug))!;
      const feed = (await buildSiteFeed(handle.db, site, "google", NOW))!;
      const rows = googleRows(feed.body);
      expect(rows.length, slug).toBe(feed.included);
      expect(rows.length, slug).toBeGreaterThan(0);
      const problems = rows.flatMap((row) =>
        googleProblems(row, siteOrigin(site)).map((p) => `${row["g:id"]}: ${p}`),
      );
      expect(problems, slug).toEqual([]);
      // Each VIN once (Google disapproves offers that repeat one).
      expect(new Set(rows.map((r) => r["g:vin"])).size, slug).toBe(rows.length);
    }
  });

  it("Meta: every listing of every demo site validates", async () => {
    for (const { slug } of await listSites(handle.db)) {
      const site = (await readSite(handle.db, slug))!;
      const feed = (await buildSiteFeed(handle.db, site, "meta", NOW))!;
      const rows = metaRows(feed.body);
      expect(rows.length, slug).toBe(feed.included);
      expect(rows.length, slug).toBeGreaterThan(0);
      const problems = rows.flatMap((row) =>
        metaProblems(row, siteOrigin(site)).map((p) => `${row.vehicle_id}: ${p}`),
      );
      expect(problems, slug).toEqual([]);
    }
  });

  it("the group with caravans and motorcycles leaves them out of both feeds and says so", async () => {
    const site = (await readSite(handle.db, "metro-motor-group"))!;
    for (const name of ["google", "meta"] as const) {
      const feed = (await buildSiteFeed(handle.db, site, name, NOW))!;
      expect(feed.excluded.not_a_car, name).toBeGreaterThan(0);
      expect(feed.body, name).not.toMatch(/Caravan|Motorcycle/);
    }
  });
});

describe("a feed is the site's own cars, and the site's switches and store codes apply (issue 19 item 6)", () => {
  const location = (dealer: string) => ({
    slug: `${dealer}-sales`,
    dealership_slug: dealer,
    name: `${dealer} Sales`,
    location_type: "sales",
    address: {
      street: "1 Main St",
      city: "Brisbane",
      state: "QLD",
      postcode: "4000",
      lat: -27.47,
      long: 153.02,
    },
    contact_detail: { phone: "07 3111 2222" },
  });
  const car = (dealer: string, stocknum: string, vin: string, extra = {}) =>
    carRecord(dealer, stocknum, {
      location_slug: `${dealer}-sales`,
      vin,
      colour: "Blue",
      km: 12000,
      status: "in_stock",
      primary_image_url: "https://cdn.example/car.jpg",
      ...extra,
    });

  beforeAll(async () => {
    const report = await importBundle(
      handle.db,
      {
        site: {
          slug: "feed-a",
          name: "Feed A",
          url: "https://feed-a.example",
          dealerships: ["feed-a-dealer"],
          config: { feeds: { store_codes: { "feed-a-dealer-sales": "A-001" }, meta_vehicles: false } },
        },
        dealerships: [{ slug: "feed-a-dealer", name: "Feed A Motors" }],
        locations: [location("feed-a-dealer")],
        cars: [
          car("feed-a-dealer", "A1", "JM0KF4W7A00000001"),
          car("feed-a-dealer", "A2", "JM0KF4W7A00000002", { status: "sold" }),
          car("feed-a-dealer", "A3", "JM0KF4W7A00000003", { show_on_dealer_website: false }),
        ],
      },
      { now: NOW },
    );
    expect(report.issues).toEqual([]);
    const other = await importBundle(
      handle.db,
      {
        site: { slug: "feed-b", name: "Feed B", dealerships: ["feed-b-dealer"], config: {} },
        dealerships: [{ slug: "feed-b-dealer", name: "Feed B Motors" }],
        locations: [location("feed-b-dealer")],
        cars: [car("feed-b-dealer", "B1", "JM0KF4W7A00000009")],
      },
      { now: NOW },
    );
    expect(other.issues).toEqual([]);
  });

  it("site A's feed holds only its listed, in-stock car, linked on its own origin with its store code; never site B's", async () => {
    const site = (await readSite(handle.db, "feed-a"))!;
    const rows = googleRows((await buildSiteFeed(handle.db, site, "google", NOW))!.body);
    expect(rows.map((r) => r["g:vin"])).toEqual(["JM0KF4W7A00000001"]);
    expect(rows[0]).toMatchObject({
      "g:store_code": "A-001",
      "g:dealership_name": "Feed A Motors",
      "g:dealership_address": "1 Main St, Brisbane QLD 4000, AU",
    });
    expect(String(rows[0]!["g:link"])).toMatch(/^https:\/\/feed-a\.example\/cars\//);
    const b = (await readSite(handle.db, "feed-b"))!;
    const bRows = metaRows((await buildSiteFeed(handle.db, b, "meta", NOW))!.body);
    expect(bRows.map((r) => r.vin)).toEqual(["JM0KF4W7A00000009"]);
  });

  it("a feed the site switched off is a 404; the answer is cacheable XML kept out of search results, with an ETag", async () => {
    const site = (await readSite(handle.db, "feed-a"))!;
    const off = feedResponse(new Request("http://x/"), await buildSiteFeed(handle.db, site, "meta", NOW));
    expect(off.status).toBe(404);
    const on = feedResponse(new Request("http://x/"), await buildSiteFeed(handle.db, site, "google", NOW));
    expect(on.status).toBe(200);
    expect(on.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(on.headers.get("cache-control")).toBe("public, max-age=900, s-maxage=900");
    expect(on.headers.get("x-robots-tag")).toBe("noindex");
    const etag = on.headers.get("etag")!;
    const again = feedResponse(
      new Request("http://x/", { headers: { "if-none-match": etag } }),
      await buildSiteFeed(handle.db, site, "google", NOW),
    );
    expect(again.status).toBe(304);
  });
});
