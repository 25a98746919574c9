import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import type { Site } from "@/lib/tenancy/site";
import type { DatabaseHandle } from "../db/client";
import { staffUsers } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { listSiteLocations } from "../locations/queries";
import { sqlStockSearch } from "../search/stock-search";
import { listSites, readSite } from "../tenancy/sites";
import { seedDemo } from "./seed-demo";

const NOW = new Date("2026-11-20T00:00:00Z");
let handle: DatabaseHandle;
let results: Awaited<ReturnType<typeof seedDemo>>;

async function countListedByCarType(site: Site) {
  const result = await sqlStockSearch(handle.db).search(
    site,
    { ...EMPTY_SEARCH_STATE, hitsPerPage: 1 },
    { now: NOW, facets: ["car_type"] },
  );
  return {
    new: 0,
    demo: 0,
    used: 0,
    ...Object.fromEntries((result.facets.car_type ?? []).map((f) => [f.value, f.count])),
  };
}

beforeAll(async () => {
  handle = await openTestDatabase();
  results = await seedDemo(handle.db, { cars: 400, now: NOW });
});
afterAll(async () => {
  await handle?.close();
});

describe("demo sites load through the import path (issue 2 §7)", () => {
  it("imports every generated record without an issue", () => {
    for (const { site, report } of results) {
      expect(report.issues, site).toEqual([]);
      expect(report.counts.cars.inserted, site).toBeGreaterThan(0);
    }
  });

  it("creates the group, the Toyota dealer on its brand template and the used-only dealer", async () => {
    const sites = await listSites(handle.db);
    expect(sites.map((s) => [s.slug, s.template]).sort()).toEqual([
      ["harbour-toyota", "toyota"],
      ["metro-motor-group", "default"],
      ["outback-used-cars", "default"],
    ]);
  });

  it("the group has new, demo and used stock and locations in at least three states", async () => {
    const group = (await readSite(handle.db, "metro-motor-group"))!;
    const counts = await countListedByCarType(group);
    expect(counts.new).toBeGreaterThan(0);
    expect(counts.demo).toBeGreaterThan(0);
    expect(counts.used).toBeGreaterThan(0);
    const states = new Set((await listSiteLocations(handle.db, group)).map((l) => l.address.state));
    expect(states.size).toBeGreaterThanOrEqual(3);
  });

  it("the used-only dealer's feed has new and demo cars but its site lists only used", async () => {
    const used = (await readSite(handle.db, "outback-used-cars"))!;
    const counts = await countListedByCarType(used);
    expect(counts).toMatchObject({ new: 0, demo: 0 });
    expect(counts.used).toBeGreaterThan(0);
  });

  it("creates no staff accounts: the first one comes from `forecourt staff add` (issue 31 §2)", async () => {
    expect(await handle.db.select({ id: staffUsers.id }).from(staffUsers)).toEqual([]);
  });

  it("seeding again updates instead of duplicating (idempotent)", async () => {
    const again = await seedDemo(handle.db, { cars: 400, now: NOW });
    for (const { report } of again) {
      expect(report.counts.cars.inserted).toBe(0);
      expect(report.counts.cars.updated).toBeGreaterThan(0);
    }
  });
});
