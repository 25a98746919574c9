import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { EMPTY_SEARCH_STATE } from "@/lib/search/search-params";
import type { SearchRequest } from "@/lib/search/search-types";
import { captureLogs } from "../../../test/log-capture";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { seedDemo } from "../demo/seed-demo";
import { loadSearchDocuments } from "../stock/search-documents";
import { listSites, readSite } from "../tenancy/sites";
import { indexedStockSearch, type StockSearch, sqlStockSearch } from "./stock-search";
import { warmStockSearch } from "./warm-stock-search";

const NOW = new Date("2026-11-20T00:00:00Z");
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { cars: 60, now: NOW });
});
afterAll(async () => {
  await handle?.close();
});

const request: SearchRequest = { ...EMPTY_SEARCH_STATE, refinements: {}, ranges: {}, hitsPerPage: 21 };

describe("every site's index is built at boot (issue 15)", () => {
  it("after the warm-up no site's first search falls back to SQL, even when one site's build failed", async () => {
    const log = captureLogs();
    onTestFinished(log.restore);
    const slugs = (await listSites(handle.db)).map((s) => s.slug);
    expect(slugs.length).toBeGreaterThan(1);
    const [broken, ...rest] = slugs;
    let sqlSearches = 0;
    const reference = sqlStockSearch(handle.db);
    const fallback: StockSearch = {
      search: (site, r, o) => {
        sqlSearches += 1;
        return reference.search(site, r, o);
      },
    };
    let building = 0;
    const index = indexedStockSearch(handle.db, {
      checkIntervalMs: 60_000,
      fallback,
      loadDocuments: async (db, site, now) => {
        // One site at a time, so the warm-up leaves the other core to shoppers.
        expect(building).toBe(0);
        building += 1;
        try {
          if (site.slug === broken) throw new Error("index build failed (test)");
          return await loadSearchDocuments(db, site, now);
        } finally {
          building -= 1;
        }
      },
    });

    await warmStockSearch(handle.db, index);
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: "error", component: "search", site: broken }),
    );
    for (const slug of rest) {
      const site = (await readSite(handle.db, slug))!;
      expect((await index.search(site, request)).count, slug).toBeGreaterThan(0);
    }
    expect(sqlSearches).toBe(0);
    // The site whose build failed still answers, from SQL.
    const brokenSite = (await readSite(handle.db, broken!))!;
    expect((await index.search(brokenSite, request)).count).toBeGreaterThan(0);
    expect(sqlSearches).toBe(1);
    vi.restoreAllMocks();
  });
});
