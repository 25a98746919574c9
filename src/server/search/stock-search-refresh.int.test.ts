import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Site } from "@/lib/tenancy/site";
import { captureLogs } from "../../../test/log-capture";
import { comparable, searchRequest } from "../../../test/search-requests";
import type { DatabaseHandle } from "../db/client";
import { openTestDatabase } from "../db/test-database";
import { seedDemo } from "../demo/seed-demo";
import { importBundle } from "../import/import-bundle";
import { loadSearchDocuments } from "../stock/search-documents";
import { readSite } from "../tenancy/sites";
import type { LoadSearchDocuments } from "./site-index-refresh";
import { indexedStockSearch, type StockSearch, sqlStockSearch } from "./stock-search";

/**
 * Issue 15, "search never waits on a rebuild": a changed stock version is rebuilt in the background
 * while searches answer from the current index, and a site with no index yet is answered by SQL.
 */

const NOW = new Date("2026-11-20T00:00:00Z");
let handle: DatabaseHandle;
let site: Site;
let reference: StockSearch;
let stocknum = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  await seedDemo(handle.db, { cars: 150, now: NOW });
  site = (await readSite(handle.db, "outback-used-cars"))!;
  reference = sqlStockSearch(handle.db);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await handle?.close();
});

const request = searchRequest;

/** Lists a new car with a model no other car has, bumping the site's stock version; returns its model. */
async function importNewCar(): Promise<string> {
  stocknum += 1;
  const model = `Zxq${"abcdefghij"[stocknum]}`;
  await importBundle(
    handle.db,
    {
      cars: [
        {
          dealership_slug: site.dealerships[0]!.slug,
          stocknum: `REFRESH-${stocknum}`,
          make: "Toyota",
          model,
          year: 2020,
          car_type: "used",
          price: 20000,
          created_at: NOW.toISOString(),
        },
      ],
    },
    { now: NOW },
  );
  return model;
}

const countOf = async (search: StockSearch, query: string) =>
  (await search.search(site, request({ query }), { now: NOW })).count;

/**
 * A document loader a test can hold at a gate (a slow build) or make throw (a failing build), counting
 * the builds it was asked for.
 */
function controlledLoader() {
  let open: Promise<void> = Promise.resolve();
  let release = () => {};
  const state = {
    builds: 0,
    failing: false,
    hold() {
      open = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
    load: (async (db, s, now) => {
      state.builds += 1;
      await open;
      if (state.failing) throw new Error("index build failed (test)");
      return loadSearchDocuments(db, s, now);
    }) as LoadSearchDocuments,
  };
  return state;
}

/** An index that checks the version on every search and rebuilds on the first change it sees, warmed. */
async function checkingEverySearch(loader: ReturnType<typeof controlledLoader>) {
  const index = indexedStockSearch(handle.db, {
    checkIntervalMs: 0,
    settleMaxMs: 0,
    loadDocuments: loader.load,
  });
  await index.warm(site, NOW);
  return index;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
  ]);
}

describe("stale while rebuilding (issue 15)", () => {
  it("a search during a rebuild answers at once from the current index; a later one sees the new car", async () => {
    const loader = controlledLoader();
    const index = await checkingEverySearch(loader);

    loader.hold();
    const model = await importNewCar();
    // The build is held at the gate: a search that waited on it would never answer.
    const during = await within(countOf(index, model), 2_000, "a search during a rebuild");
    expect(during).toBe(0);
    await vi.waitFor(() => expect(loader.builds).toBe(2));
    expect(await within(countOf(index, model), 2_000, "a second search during a rebuild")).toBe(0);

    loader.release();
    await index.warm(site, NOW);
    expect(await countOf(index, model)).toBe(1);
  });

  it("concurrent searches during one stock change start only one rebuild", async () => {
    const loader = controlledLoader();
    const index = await checkingEverySearch(loader);
    expect(loader.builds).toBe(1);

    loader.hold();
    const model = await importNewCar();
    const counts = await within(
      Promise.all(Array.from({ length: 12 }, () => countOf(index, model))),
      2_000,
      "12 concurrent searches during a rebuild",
    );
    expect(counts).toEqual(Array(12).fill(0));
    await vi.waitFor(() => expect(loader.builds).toBe(2));
    // More searches while that rebuild runs join it rather than start their own.
    await Promise.all(Array.from({ length: 12 }, () => countOf(index, model)));

    loader.release();
    await index.warm(site, NOW);
    expect(await countOf(index, model)).toBe(1);
    expect(loader.builds).toBe(2);
  });

  it("a rebuild that throws never fails a search that has an index, and is tried again", async () => {
    const logged = captureLogs();
    onTestFinished(logged.restore);
    const loader = controlledLoader();
    const index = await checkingEverySearch(loader);

    loader.failing = true;
    const model = await importNewCar();
    await expect(index.warm(site, NOW)).rejects.toThrow("index build failed");
    expect(logged.lines).toContainEqual(expect.objectContaining({ level: "error", component: "search" }));
    // The shopper still gets the stock as it was before the import.
    expect(await countOf(index, model)).toBe(0);
    const failedBuilds = loader.builds;

    loader.failing = false;
    // The next due check tries again, started by a search like any other, and then shows the car.
    await vi.waitFor(async () => expect(await countOf(index, model)).toBe(1));
    expect(loader.builds).toBeGreaterThan(failedBuilds);
  });
});

describe("the clock alone changes the listed set (include_sold_cars_days)", () => {
  it("a sold car leaves the list once its days pass: the search that notices starts the rebuild", async () => {
    const loader = controlledLoader();
    const index = indexedStockSearch(handle.db, { checkIntervalMs: 60_000, loadDocuments: loader.load });
    const soldAt = new Date(NOW.getTime() - 86_400_000);
    await importBundle(
      handle.db,
      {
        cars: [
          {
            dealership_slug: site.dealerships[0]!.slug,
            stocknum: "REFRESH-SOLD",
            make: "Toyota",
            model: "Soldzq",
            year: 2019,
            car_type: "used",
            price: 18000,
            status: "sold",
            sold_at: soldAt.toISOString(),
            created_at: NOW.toISOString(),
          },
        ],
      },
      { now: NOW },
    );
    await index.warm(site, NOW);
    const search = (now: Date) => index.search(site, request({ query: "soldzq" }), { now });
    expect((await search(NOW)).count).toBe(1);

    // Past the site's include_sold_cars_days (3) with no stock write: the version check alone, held
    // back a minute here, would not notice.
    const later = new Date(soldAt.getTime() + (site.config.include_sold_cars_days + 1) * 86_400_000);
    loader.hold();
    // The rebuild runs in the background; meanwhile the old index still lists the car.
    expect((await within(search(later), 2_000, "a search past staleAt")).count).toBe(1);
    await vi.waitFor(() => expect(loader.builds).toBe(2));
    expect((await within(search(later), 2_000, "a search during that rebuild")).count).toBe(1);
    loader.release();
    await vi.waitFor(async () => expect((await search(later)).count).toBe(0));
    expect(loader.builds).toBe(2);
  });
});

describe("a site with no index yet answers from SQL (issue 15)", () => {
  function countingReference() {
    const calls = { count: 0 };
    const engine: StockSearch = {
      search: (s, r, o) => {
        calls.count += 1;
        return reference.search(s, r, o);
      },
    };
    return { calls, engine };
  }

  it("the first search answers what SQL answers before the index exists; later searches use the index", async () => {
    const loader = controlledLoader();
    const fallback = countingReference();
    const index = indexedStockSearch(handle.db, {
      checkIntervalMs: 60_000,
      loadDocuments: loader.load,
      fallback: fallback.engine,
    });
    const query = request({ sortBy: "price_desc", refinements: { make: ["Toyota"] } });
    const expected = comparable(await reference.search(site, query, { now: NOW }));

    loader.hold();
    const first = await within(index.search(site, query, { now: NOW }), 5_000, "the first search");
    expect(comparable(first)).toEqual(expected);
    expect(first.count).toBeGreaterThan(0);
    expect(fallback.calls.count).toBe(1);
    // The search started one build; it reads the site's versions before the documents, so its load may
    // begin just after SQL has answered.
    await vi.waitFor(() => expect(loader.builds).toBe(1), { timeout: 5_000 });

    loader.release();
    await index.warm(site, NOW);
    const later = await index.search(site, query, { now: NOW });
    expect(comparable(later)).toEqual(expected);
    expect(fallback.calls.count).toBe(1);
    expect(loader.builds).toBe(1);
  });

  it("a failed first build leaves the site answering from SQL, not failing", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const loader = controlledLoader();
    loader.failing = true;
    const fallback = countingReference();
    const index = indexedStockSearch(handle.db, {
      checkIntervalMs: 0,
      loadDocuments: loader.load,
      fallback: fallback.engine,
    });
    await expect(index.warm(site, NOW)).rejects.toThrow("index build failed");
    const answer = await index.search(site, request(), { now: NOW });
    expect(comparable(answer)).toEqual(comparable(await reference.search(site, request(), { now: NOW })));
    expect(fallback.calls.count).toBe(1);
  });
});

describe("a version still moving is not rebuilt after every move (issue 15 §4)", () => {
  it("waits for the version to hold for one check, then rebuilds once", async () => {
    const loader = controlledLoader();
    const index = indexedStockSearch(handle.db, { checkIntervalMs: 0, loadDocuments: loader.load });
    await index.warm(site, NOW);
    expect(loader.builds).toBe(1);

    // An import under way: each check sees a new version, and the current index keeps answering.
    for (let batch = 0; batch < 3; batch++) {
      const model = await importNewCar();
      expect(await countOf(index, model)).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(loader.builds).toBe(1);

    // The import is over: the next check finds the version held and rebuilds, once.
    const model = await importNewCar();
    await countOf(index, model);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await countOf(index, model);
    await vi.waitFor(async () => expect(await countOf(index, model)).toBe(1));
    expect(loader.builds).toBe(2);
  });
});
