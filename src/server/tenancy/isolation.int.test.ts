import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import type { Site } from "@/lib/tenancy/site";
import { carRecord, daysAgo, TEST_NOW } from "../../../test/car-records";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { listSiteLocations } from "../locations/queries";
import { listCurrentOffers } from "../offers/queries";
import { sqlStockSearch } from "../search/stock-search";
import { findListedCar } from "../stock/queries";
import { readSite } from "./sites";

const NOW = TEST_NOW;

const car = carRecord;

function siteBundle(slug: string, dealer: string, config: Record<string, unknown> = {}) {
  return {
    site: { slug, name: slug.toUpperCase(), dealerships: [dealer], config },
    dealerships: [{ slug: dealer, name: `${dealer} dealership` }],
    locations: [
      { slug: `${dealer}-sales`, dealership_slug: dealer, name: `${dealer} Sales`, location_type: "sales" },
    ],
    offers: [{ slug: "summer-sale", name: `${slug} summer sale` }],
  };
}

let handle: DatabaseHandle;
let a: Site;
let b: Site;
let usedOnly: Site;

beforeAll(async () => {
  handle = await openTestDatabase();
  const db = handle.db;
  await importBundle(
    db,
    {
      ...siteBundle("site-a", "dealer-a"),
      cars: [car("dealer-a", "A1"), car("dealer-a", "A2", { car_type: "new" })],
    },
    { now: NOW },
  );
  await importBundle(
    db,
    { ...siteBundle("site-b", "dealer-b"), cars: [car("dealer-b", "B1"), car("dealer-b", "B2")] },
    { now: NOW },
  );
  await importBundle(
    db,
    {
      ...siteBundle("used-only", "dealer-u", { search: { filters: "car_type:used" } }),
      cars: [
        car("dealer-u", "U1"),
        car("dealer-u", "U2", { car_type: "new" }),
        car("dealer-u", "U3", { car_type: "demo" }),
        car("dealer-u", "U4", { status: "coming_soon" }),
        car("dealer-u", "U5", { status: "sold", sold_at: daysAgo(2) }),
        car("dealer-u", "U6", { status: "sold", sold_at: daysAgo(4) }),
        car("dealer-u", "U7", { show_on_dealer_website: false }),
      ],
    },
    { now: NOW },
  );
  a = (await readSite(db, "site-a"))!;
  b = (await readSite(db, "site-b"))!;
  usedOnly = (await readSite(db, "used-only"))!;
});
/** Every listed car of a site, newest first, through the reference stock search. */
async function listed(site: Site) {
  const result = await sqlStockSearch(handle.db).search(
    site,
    { ...EMPTY_SEARCH_STATE, sortBy: "latest", hitsPerPage: 100 },
    { now: NOW, facets: ["car_type"] },
  );
  const counts = {
    new: 0,
    demo: 0,
    used: 0,
    ...Object.fromEntries((result.facets.car_type ?? []).map((f) => [f.value, f.count])),
  };
  return { hits: result.hits, counts };
}

afterAll(async () => {
  await handle?.close();
});

describe("a site never shows another site's data (issue 2, done-when)", () => {
  it("cars: each site lists only its own dealerships' cars", async () => {
    const aCars = (await listed(a)).hits;
    const bCars = (await listed(b)).hits;
    expect(aCars.map((c) => c.dealershipName)).toEqual(["dealer-a dealership", "dealer-a dealership"]);
    expect(bCars.every((c) => c.dealershipName === "dealer-b dealership")).toBe(true);
    expect(bCars).toHaveLength(2);
  });

  it("cars: another site's car slug is not found", async () => {
    const [bCar] = (await listed(b)).hits;
    expect(await findListedCar(handle.db, b, bCar!.slug, NOW)).not.toBeNull();
    expect(await findListedCar(handle.db, a, bCar!.slug, NOW)).toBeNull();
  });

  it("locations: each site lists only its own", async () => {
    expect((await listSiteLocations(handle.db, a)).map((l) => l.slug)).toEqual(["dealer-a-sales"]);
    expect((await listSiteLocations(handle.db, b)).map((l) => l.slug)).toEqual(["dealer-b-sales"]);
  });

  it("offers: two sites may use the same offer slug and each sees only its own", async () => {
    expect((await listCurrentOffers(handle.db, a, NOW)).map((o) => o.name)).toEqual(["site-a summer sale"]);
    expect((await listCurrentOffers(handle.db, b, NOW)).map((o) => o.name)).toEqual(["site-b summer sale"]);
  });
});

describe("listed stock (spec 02 §4 stock listing filter; spec 01 §9 per-site filter expression)", () => {
  it("the used-only dealer's filter expression lists only used cars although its feed has new and demo", async () => {
    const { counts } = await listed(usedOnly);
    expect(counts).toEqual({ new: 0, demo: 0, used: 3 });
  });

  it("lists in_stock and coming_soon, sold within include_sold_cars_days (3), never hidden cars", async () => {
    const slugs = (await listed(usedOnly)).hits.map((c) => c.slug);
    expect(slugs.some((s) => s.endsWith("u1"))).toBe(true);
    expect(slugs.some((s) => s.endsWith("u4"))).toBe(true);
    expect(slugs.some((s) => s.endsWith("u5"))).toBe(true);
    expect(slugs.some((s) => s.endsWith("u6"))).toBe(false);
    expect(slugs.some((s) => s.endsWith("u7"))).toBe(false);
  });
});
