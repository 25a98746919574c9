import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CarRecordInput } from "@/lib/import/schema/cars";
import type { Site } from "@/lib/tenancy/site";
import { searchRequest } from "../../../test/search-requests";
import type { DatabaseHandle } from "../db/client";
import { cars, dealerships, locations } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { readSite } from "../tenancy/sites";
import { indexedStockSearch, sqlStockSearch } from "./stock-search";
import { siteStockVersion } from "./stock-version";

/**
 * Issue 15 §4: "any import that changes what search shows (cars, locations, dealerships, site config)
 * bumps the version every server watches, in the same transaction as the change." Each test plays a
 * second server on the same database: an index warmed before the import, which learns of the change
 * only through the stored version (warm() rebuilds only when the version moved).
 */

const NOW = new Date("2026-11-20T00:00:00Z");
const CHECK_MS = 50;
let handle: DatabaseHandle;

function car(stocknum: string, extra: Partial<CarRecordInput> = {}): CarRecordInput {
  return {
    dealership_slug: "beta-motors",
    location_slug: "beta-yard",
    stocknum,
    make: "Toyota",
    model: "Corolla",
    year: 2021,
    car_type: "used",
    price: 25_000,
    created_at: NOW.toISOString(),
    ...extra,
  };
}

const location = (name: string) => ({
  slug: "beta-yard",
  dealership_slug: "beta-motors",
  name,
  location_type: "sales",
  address: { street: "2 Side St", city: "Brisbane", state: "QLD", postcode: "4000" },
  contact_detail: { opening_hours: [] },
});
const dealership = (name: string) => ({ slug: "beta-motors", name });
const site = (config: Record<string, unknown> = {}, linked = ["beta-motors"]) => ({
  slug: "beta",
  name: "Beta Motors",
  dealerships: linked,
  config,
});

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    {
      site: site(),
      dealerships: [dealership("Beta Motors"), { slug: "gamma-motors", name: "Gamma Motors" }],
      locations: [location("Beta Yard")],
      cars: [car("B1"), car("B2", { make: "Mazda", model: "CX-5" }), car("B3", { car_type: "new" })],
    },
    { now: NOW },
  );
});
afterAll(async () => {
  await handle?.close();
});

const loadBeta = async () => (await readSite(handle.db, "beta"))!;

/** Another server: its own index of the site, built before the change under test. */
async function otherServer(at: Site) {
  const server = indexedStockSearch(handle.db, { checkIntervalMs: CHECK_MS });
  await server.warm(at, NOW);
  return server;
}

const values = (items: { value: string }[] | undefined) => (items ?? []).map((i) => i.value);
const versionOf = async (slug: string) =>
  (await handle.db.select().from(dealerships).where(eq(dealerships.slug, slug)))[0]!.stockVersion;

describe("issue 15 §4: a rename shows in search on every server", () => {
  it("issue 15 §4: a location renamed by an import shows in another server's results and facets", async () => {
    const before = await loadBeta();
    const server = await otherServer(before);
    expect(values((await server.search(before, searchRequest(), { now: NOW })).facets.location_name)).toEqual(
      ["Beta Yard"],
    );

    await importBundle(handle.db, { locations: [location("Beta Yard Brisbane")] }, { now: NOW });
    await server.warm(before, NOW);
    const result = await server.search(before, searchRequest(), { now: NOW });
    expect(values(result.facets.location_name)).toEqual(["Beta Yard Brisbane"]);
    expect(result.hits.map((h) => h.locationName)).toEqual(Array(3).fill("Beta Yard Brisbane"));
  });

  it("issue 15 §4: a dealership renamed by an import shows in another server's results and facets", async () => {
    const before = await loadBeta();
    const server = await otherServer(before);

    await importBundle(handle.db, { dealerships: [dealership("Beta Motors Group")] }, { now: NOW });
    await server.warm(before, NOW);
    const result = await server.search(before, searchRequest(), { now: NOW });
    expect(values(result.facets.dealership_name)).toEqual(["Beta Motors Group"]);
    expect(new Set(result.hits.map((h) => h.dealershipName))).toEqual(new Set(["Beta Motors Group"]));
  });

  it("issue 15 §4: re-importing the same names bumps nothing, so no server rebuilds for it", async () => {
    const version = await siteStockVersion(handle.db, await loadBeta());
    const [stored] = await handle.db.select().from(dealerships).where(eq(dealerships.slug, "beta-motors"));
    const [yard] = await handle.db.select().from(locations).where(eq(locations.slug, "beta-yard"));
    // The same dealership, location and site as stored: every upsert runs, none changes what search shows.
    await importBundle(
      handle.db,
      { dealerships: [dealership(stored!.name)], locations: [location(yard!.name)], site: site() },
      { now: NOW },
    );
    expect(await siteStockVersion(handle.db, await loadBeta())).toBe(version);
  });
});

describe("issue 15 §4: a site config change shows on every server", () => {
  it("issue 15 §4: a new search filter shows within a check interval, even on a server whose copy of the site is older", async () => {
    // The server's cached copy of the site (site-cache.ts keeps one for a few seconds) predates the change.
    const cached = await loadBeta();
    const server = await otherServer(cached);
    expect((await server.search(cached, searchRequest(), { now: NOW })).count).toBe(3);

    await importBundle(handle.db, { site: site({ search: { filters: "car_type:used" } }) }, { now: NOW });
    const fresh = await loadBeta();
    expect(fresh.listingVersion).toBeGreaterThan(cached.listingVersion);
    const expected = await sqlStockSearch(handle.db).search(fresh, searchRequest(), { now: NOW });
    expect(expected.count).toBe(2);
    // Searches with the old copy start the check; the rebuild reads the stored config.
    await vi.waitFor(
      async () => expect((await server.search(cached, searchRequest(), { now: NOW })).count).toBe(2),
      { timeout: 5_000, interval: CHECK_MS },
    );
    const result = await server.search(cached, searchRequest(), { now: NOW });
    expect(values(result.facets.car_type)).toEqual(["used"]);
    expect(result.hits.map((h) => h.id).sort()).toEqual(expected.hits.map((h) => h.id).sort());
  });

  it("issue 15 §4: a site that starts showing another dealership bumps its listing version", async () => {
    const before = await loadBeta();
    await importBundle(
      handle.db,
      { site: site(before.config, ["beta-motors", "gamma-motors"]) },
      { now: NOW },
    );
    const after = await loadBeta();
    expect(after.dealershipIds).toHaveLength(2);
    expect(after.listingVersion).toBeGreaterThan(before.listingVersion);
  });
});

describe("issue 15 §4: a car write and its version bump commit together", () => {
  /** Makes the database refuse some writes, as a failing disk or constraint would. */
  async function refuse(name: string, events: string, when: string) {
    await handle.db.execute(
      sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await handle.db.execute(
      sql.raw(
        `create trigger ${name} before ${events} on cars for each row when (${when}) execute function ${name}()`,
      ),
    );
    return async () => {
      await handle.db.execute(sql.raw(`drop trigger ${name} on cars`));
      await handle.db.execute(sql.raw(`drop function ${name}()`));
    };
  }

  it("issue 15 §4: a car write that fails leaves the version alone: no server rebuilds for nothing", async () => {
    const allow = await refuse("refuse_r", "insert", "new.stocknum like 'R%'");
    try {
      const before = await versionOf("beta-motors");
      const report = await importBundle(handle.db, { cars: [car("R1"), car("R2")] }, { now: NOW });
      expect(report.counts.cars).toEqual({ inserted: 0, updated: 0, failed: 2 });
      expect(await versionOf("beta-motors")).toBe(before);
    } finally {
      await allow();
    }
  });

  it("issue 15 §4: an import that dies after writing cars has already announced them to every server", async () => {
    const at = await loadBeta();
    const server = await otherServer(at);
    // --replace-stock marks the cars the feed left out sold after writing the feed's cars; here that
    // step fails, as a crash there would, so the import never reaches its end.
    const allow = await refuse("refuse_sold", "update", "new.status = 'sold' and old.status <> 'sold'");
    try {
      await expect(
        importBundle(
          handle.db,
          { cars: [car("B1"), car("N1", { model: "Yaris" })] },
          { replaceStock: true, now: NOW },
        ),
      ).rejects.toThrow();
    } finally {
      await allow();
    }
    await server.warm(at, NOW);
    expect((await server.search(at, searchRequest({ query: "yaris" }), { now: NOW })).count).toBe(1);
  });
});

describe("migration 0037: a car deleted or moved moves its dealerships' stock version, not their cars version", () => {
  const versions = async () =>
    handle.db
      .select({ slug: dealerships.slug, stock: dealerships.stockVersion, cars: dealerships.carsVersion })
      .from(dealerships)
      .orderBy(dealerships.slug);
  const carId = async (stocknum: string) =>
    (await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.id;

  it("a delete bumps the stock version once per statement for each dealership it left, and the cars version not at all", async () => {
    await importBundle(handle.db, { cars: [car("D1"), car("D2"), car("D3")] }, { now: NOW });
    const before = await versions();
    await handle.db.delete(cars).where(inArray(cars.stocknum, ["D1", "D2"]));
    const after = await versions();
    const beta = (rows: typeof before) => rows.find((r) => r.slug === "beta-motors")!;
    expect(Number(beta(after).stock) - Number(beta(before).stock)).toBe(1);
    expect(beta(after).cars).toBe(beta(before).cars);
    expect(after.find((r) => r.slug === "gamma-motors")).toEqual(
      before.find((r) => r.slug === "gamma-motors"),
    );
  });

  it("a move bumps both dealerships; an update that keeps the dealership bumps neither", async () => {
    await importBundle(handle.db, { cars: [car("M1")] }, { now: NOW });
    const id = await carId("M1");
    const before = await versions();
    await handle.db
      .update(cars)
      .set({ dealershipId: sql`${cars.dealershipId}` })
      .where(eq(cars.id, id));
    expect(await versions()).toEqual(before);
    const [gamma] = await handle.db
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(eq(dealerships.slug, "gamma-motors"));
    await handle.db.update(cars).set({ dealershipId: gamma!.id }).where(eq(cars.id, id));
    const after = await versions();
    for (const slug of ["beta-motors", "gamma-motors"]) {
      const was = before.find((r) => r.slug === slug)!;
      const now = after.find((r) => r.slug === slug)!;
      expect(Number(now.stock) - Number(was.stock)).toBe(1);
      expect(now.cars).toBe(was.cars);
    }
  });
});
