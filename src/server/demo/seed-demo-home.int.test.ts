import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import { readContentItem } from "../content/content-versions";
import { findHomePage } from "../content/queries";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { indexedStockSearch } from "../search/stock-search";
import { readSite } from "../tenancy/sites";
import { seedDemo } from "./seed-demo";

/** Issue 34 item 6 (decision 0078): each demo site's own home page and featured cars, seeded. */
const NOW = new Date("2026-11-20T00:00:00Z");
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { cars: 300, now: NOW });
});
afterAll(async () => {
  await handle?.close();
});

describe("decision 0078: the demo's home pages", () => {
  it("gives each demo site its own hero, picture and sections, published as a version the console lists", async () => {
    const metro = (await readSite(handle.db, "metro-motor-group"))!;
    const outback = (await readSite(handle.db, "outback-used-cars"))!;
    const [a, b] = [await findHomePage(handle.db, metro), await findHomePage(handle.db, outback)];
    expect(a.hero.heading).toBe("Six dealerships. One easy way to find your next car.");
    expect(a.hero.imageUrl).toBe("/pictures/hero/city-dusk");
    expect(b.hero.imageUrl).toBe("/pictures/hero/outback-road");
    expect(a.sections).toContain("locations");
    expect(b.sections[0]).toBe("prices");
    expect(b.sections).not.toContain("offers");
    const item = await readContentItem(handle.db, metro.id, "home", "home-page");
    expect(item?.versions.at(0)?.source).toBe("import");
  });

  it("features the site's dearest cars of its kind, first in the search page's own order", async () => {
    const search = indexedStockSearch(handle.db, { checkIntervalMs: 60_000 });
    for (const [slug, count, type] of [
      ["metro-motor-group", 8, null],
      ["harbour-toyota", 6, "new"],
      ["outback-used-cars", 6, "used"],
    ] as const) {
      const site = (await readSite(handle.db, slug))!;
      await search.warm(site, NOW);
      const result = await search.search(
        site,
        { ...EMPTY_SEARCH_STATE, hitsPerPage: 12 },
        { now: NOW, facets: [] },
      );
      const featured = result.hits.filter((car) => car.featured);
      expect(featured, slug).toHaveLength(count);
      expect(
        result.hits.slice(0, count).every((car) => car.featured),
        slug,
      ).toBe(true);
      if (type)
        expect(
          featured.every((car) => car.carType === type),
          slug,
        ).toBe(true);
    }
  });

  it("a second seed changes nothing more: one override per car, the home page a new version", async () => {
    await seedDemo(handle.db, { cars: 300, now: NOW });
    const site = (await readSite(handle.db, "harbour-toyota"))!;
    const search = indexedStockSearch(handle.db, { checkIntervalMs: 60_000 });
    await search.warm(site, NOW);
    const result = await search.search(
      site,
      { ...EMPTY_SEARCH_STATE, hitsPerPage: 12 },
      { now: NOW, facets: [] },
    );
    expect(result.hits.filter((car) => car.featured)).toHaveLength(6);
  });
});
