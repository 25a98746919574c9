import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/ready/route";
import { carRecord, TEST_NOW } from "../../test/car-records";
import type { Database, DatabaseHandle } from "./db/client";
import { installDatabase, uninstallDatabase } from "./db/database";
import { openTestDatabase } from "./db/test-database";
import { importBundle } from "./import/import-bundle";
import { markMigrated, resetReadiness } from "./observability/readiness";
import { indexedStockSearch } from "./search/stock-search";
import { warmAtBoot } from "./search/warm-stock-search";
import { loadSearchDocuments } from "./stock/search-documents";

/**
 * Issue 36 item 3, done when (decision 0068): `/api/ready` is 503 until the search indexes are warm.
 * A server that has just started answers its liveness probe (`/api/health`) at once, but tells a
 * balancer it is not ready, with the reason, until the boot has migrated the database and finished
 * building the search indexes; then 200. A warm-up that stops as a whole leaves it not ready, saying why.
 */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    {
      site: { slug: "ready", name: "Ready Motors", dealerships: ["ready-dealer"], config: {} },
      dealerships: [{ slug: "ready-dealer", name: "Ready Dealer", phone: "07 3000 0000" }],
      locations: [],
      cars: [carRecord("ready-dealer", "R1"), carRecord("ready-dealer", "R2")],
    },
    { now: TEST_NOW },
  );
  installDatabase(handle);
});

beforeEach(() => resetReadiness());

afterAll(async () => {
  resetReadiness();
  uninstallDatabase();
  await handle?.close();
});

async function readiness(): Promise<{ status: number; body: { ready: boolean; reasons?: string[] } }> {
  const response = await ready();
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { status: response.status, body: await response.json() };
}

describe("GET /api/ready (issue 36 item 3)", () => {
  it("is 503 until migrated and the indexes are warm, then 200; /api/health answers 200 all along", async () => {
    expect(await readiness()).toMatchObject({
      status: 503,
      body: {
        ready: false,
        migrated: false,
        reasons: expect.arrayContaining([expect.stringMatching(/not open and migrated/)]),
      },
    });
    markMigrated();

    // The warm-up builds the site's index; it is held half-way until the test lets it go on.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let building!: () => void;
    const started = new Promise<void>((resolve) => {
      building = resolve;
    });
    const search = indexedStockSearch(handle.db, {
      checkIntervalMs: 60_000,
      loadDocuments: async (db, site, now) => {
        building();
        await held;
        return loadSearchDocuments(db, site, now);
      },
    });
    const warming = warmAtBoot(handle.db, search);
    await started;
    expect(await readiness()).toEqual({
      status: 503,
      body: {
        ready: false,
        migrated: true,
        searchIndexes: "warming",
        reasons: ["The search indexes are still being built."],
      },
    });
    expect((await health()).status).toBe(200);

    release();
    await warming;
    expect(await readiness()).toEqual({
      status: 200,
      body: { ready: true, migrated: true, searchIndexes: "warm" },
    });
  });

  it("stays 503, saying why, when the warm-up stops as a whole", async () => {
    markMigrated();
    const broken = {} as Database;
    await warmAtBoot(broken, indexedStockSearch(handle.db));
    const { status, body } = await readiness();
    expect(status).toBe(503);
    expect(body).toMatchObject({ ready: false, searchIndexes: "failed" });
    expect(body.reasons?.[0]).toMatch(/^Building the search indexes stopped: /);
  });
});
