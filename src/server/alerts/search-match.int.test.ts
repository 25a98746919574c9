import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mulberry32 } from "@/demo/prng";
import { canonicalSavedSearch } from "@/lib/alerts/saved-search";
import { matchesSavedSearch } from "@/lib/alerts/search-match";
import type { SearchDocument } from "@/lib/search/search-document";
import type { Site } from "@/lib/tenancy/site";
import { randomRequest } from "../../../test/random-stock";
import { searchRequest } from "../../../test/search-requests";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { seedDemo } from "../demo/seed-demo";
import { type StockSearch, sqlStockSearch } from "../search/stock-search";
import { loadSearchDocuments } from "../stock/search-documents";
import { readSite } from "../tenancy/sites";

/**
 * Issue 21 §6 "a car vs a saved search's filters — reuse the search engine's semantics, test it against
 * the SQL engine": on the demo's stock, the cars a saved search matches one by one are exactly the
 * cars the SQL reference lists for the same search.
 */
const NOW = new Date("2026-11-20T00:00:00Z");
let handle: DatabaseHandle;
let site: Site;
let docs: SearchDocument[];
let sql: StockSearch;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { cars: 300, now: NOW });
  site = (await readSite(handle.db, "metro-motor-group"))!;
  docs = await loadSearchDocuments(handle.db, site, NOW);
  sql = sqlStockSearch(handle.db);
});

afterAll(async () => {
  await handle?.close();
});

async function sqlHits(filters: Parameters<typeof matchesSavedSearch>[1]): Promise<number[]> {
  const result = await sql.search(site, searchRequest({ ...filters, hitsPerPage: 5_000 }), {
    facets: [],
    now: NOW,
  });
  return result.hits.map((hit) => hit.id).sort((a, b) => a - b);
}

const matched = (filters: Parameters<typeof matchesSavedSearch>[1]) =>
  docs
    .filter((doc) => matchesSavedSearch(doc, filters))
    .map((doc) => doc.id)
    .sort((a, b) => a - b);

describe("the saved-search matcher agrees with the SQL engine", () => {
  it("saved searches as shoppers save them", async () => {
    expect(docs.length).toBeGreaterThan(50);
    for (const query of [
      "make=Toyota",
      "car_type=used&make=toyota&price=:35000",
      "body=SUV&fuel=Hybrid&fuel=Diesel",
      "query=hilux%20sr",
      "make_model=Toyota+HiLux&year=2020:",
      "km=:50000&transmission=Automatic&colour=White&colour=Silver",
      "price_range=%2420%2C000+-+%2430%2C000",
      "certified=true",
      "state=qld&seats=7",
    ]) {
      const saved = canonicalSavedSearch(query);
      if (!saved.ok) throw new Error(`${query}: ${JSON.stringify(saved.issues)}`);
      expect(matched(saved.filters), query).toEqual(await sqlHits(saved.filters));
    }
  });

  it("40 random searches over the demo's values", async () => {
    const random = mulberry32(4021);
    let narrowed = 0;
    for (let n = 0; n < 40; n++) {
      const { query, refinements, ranges } = randomRequest(random, docs);
      const filters = { query, refinements, ranges };
      const hits = await sqlHits(filters);
      expect(matched(filters), JSON.stringify(filters)).toEqual(hits);
      if (hits.length > 0 && hits.length < docs.length) narrowed++;
    }
    expect(narrowed).toBeGreaterThan(10);
  });
});
