import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Site } from "@/lib/tenancy/site";
import { captureLogs } from "../../../test/log-capture";
import { comparable, searchRequest } from "../../../test/search-requests";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { seedDemo } from "../demo/seed-demo";
import { readSite } from "../tenancy/sites";
import {
  type IndexedStockSearch,
  indexedStockSearch,
  type StockSearch,
  sqlStockSearch,
} from "./stock-search";
import { warmStockSearch } from "./warm-stock-search";

/**
 * Issue 15 §4: "Memory matters at platform scale … keep it under 4 GB (for example by building rarely
 * searched sites lazily and evicting them)." A server holds its sites' indexes within a budget; past
 * it the least recently searched site's index goes, and that site answers from the SQL reference
 * (which the 240-query test holds equal to the index) until a search brings its index back.
 */

const NOW = new Date("2026-11-20T00:00:00Z");
let handle: DatabaseHandle;
let group: Site;
let toyota: Site;
let used: Site;
let reference: StockSearch;
/** Each site's index size, as the budget counts it. */
const bytes = new Map<string, number>();

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { cars: 150, now: NOW });
  const load = async (slug: string) => (await readSite(handle.db, slug))!;
  group = await load("metro-motor-group");
  toyota = await load("harbour-toyota");
  used = await load("outback-used-cars");
  reference = sqlStockSearch(handle.db);
  const unbounded = indexedStockSearch(handle.db, { checkIntervalMs: 60_000 });
  for (const site of [group, toyota, used]) {
    await unbounded.warm(site, NOW);
    bytes.set(site.slug, unbounded.memory().sites.find((s) => s.slug === site.slug)!.bytes);
  }
  // What the tests below rely on: the group's index is bigger than the two single dealers' together.
  expect(bytes.get(group.slug)!).toBeGreaterThan(bytes.get(toyota.slug)! + bytes.get(used.slug)!);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await handle?.close();
});

/** A search whose SQL fallback counts the searches it answers. */
function boundedSearch(budgetBytes: number) {
  const calls = { sql: 0 };
  const search = indexedStockSearch(handle.db, {
    checkIntervalMs: 60_000,
    budgetBytes,
    fallback: {
      search: (site, request, options) => {
        calls.sql += 1;
        return reference.search(site, request, options);
      },
    },
  });
  return { search, calls };
}

const held = (search: IndexedStockSearch) => search.memory().sites.map((s) => s.slug);
const size = (site: Site) => bytes.get(site.slug)!;
/** Room for any two of the three sites' indexes, not all three. */
const twoOfThree = () => size(group) + size(toyota) + size(used) - 1;

/** The search's log messages from now to the end of the test. */
function searchLog(): () => string[] {
  const log = captureLogs();
  onTestFinished(log.restore);
  return () => log.lines.filter((line) => line.component === "search").map((line) => line.msg);
}

describe("issue 15 §4: the search indexes stay within their memory budget", () => {
  it("issue 15 §4: past the budget, the least recently searched site's index is dropped first", async () => {
    const logged = searchLog();
    const { search } = boundedSearch(twoOfThree());
    await search.warm(group, NOW);
    await search.warm(toyota, NOW);
    // The group is searched after the Toyota site was built: the Toyota site is now the one searched longest ago.
    await search.search(group, searchRequest(), { now: NOW });
    await search.warm(used, NOW);
    expect(held(search)).toEqual([group.slug, used.slug]);
    expect(search.memory().usedBytes).toBeLessThanOrEqual(search.memory().budgetBytes);
    expect(logged()).toContainEqual(expect.stringContaining(`dropped the index of ${toyota.slug}`));
  });

  it("issue 15 §4: a site whose index was dropped answers exactly as SQL does, and its search brings the index back", async () => {
    const { search, calls } = boundedSearch(twoOfThree());
    await search.warm(toyota, NOW);
    await search.warm(group, NOW);
    await search.warm(used, NOW);
    expect(held(search)).toEqual([group.slug, used.slug]);

    const request = searchRequest({ sortBy: "price_desc", refinements: { body: ["SUV"] } });
    const answer = await search.search(toyota, request, { now: NOW });
    expect(answer.count).toBeGreaterThan(0);
    expect(comparable(answer)).toEqual(comparable(await reference.search(toyota, request, { now: NOW })));
    expect(calls.sql).toBe(1);

    // That search started the rebuild in the background; once in, the site answers from its index,
    // and the site searched longest ago (the group) made room.
    await vi.waitFor(() => expect(held(search)).toEqual([used.slug, toyota.slug]));
    const again = await search.search(toyota, request, { now: NOW });
    expect(comparable(again)).toEqual(comparable(answer));
    expect(calls.sql).toBe(1);
  });

  it("issue 15 §4: the boot warm-up builds only what fits, skipping a site rather than dropping one", async () => {
    const logged = searchLog();
    // Room for the two small sites with some to spare, not for the group beside either.
    const { search, calls } = boundedSearch(1.5 * (size(toyota) + size(used)));
    await warmStockSearch(handle.db, search, NOW);
    expect([...held(search)].sort()).toEqual([toyota.slug, used.slug].sort());
    // Skipped on its count of cars, or built and then not kept: either way no other index made room.
    expect(logged()).toContainEqual(
      expect.stringMatching(new RegExp(`index of ${group.slug} (not built at boot|.*not kept)`)),
    );
    expect(logged()).not.toContainEqual(expect.stringContaining("dropped the index"));
    // The group's first search answers from SQL and builds its index, making room as it must.
    expect((await search.search(group, searchRequest(), { now: NOW })).count).toBeGreaterThan(0);
    expect(calls.sql).toBe(1);
  });
});
