import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIssue } from "@/lib/import/import-issue";
import { MESSY_CSV_DEALERSHIP, MESSY_CSV_FEED, MESSY_CSV_IMPORTED } from "../../../test/messy-feed-csv";
import type { DatabaseHandle } from "../db/client";
import { cars, dealerships, locations } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "./import-bundle";
import { importFeed } from "./import-feed";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  // The demo's Dubbo yard, as the example feed expects it, and the messy feed's dealer.
  const seeded = await importBundle(handle.db, {
    dealerships: [
      { slug: "outback-used-cars-dubbo", name: "Outback Used Cars Dubbo" },
      { slug: MESSY_CSV_DEALERSHIP, name: "Messy Motors" },
    ],
    locations: [
      {
        slug: "outback-used-cars-dubbo-sales",
        dealership_slug: "outback-used-cars-dubbo",
        name: "Outback Used Cars Dubbo",
        location_type: "sales",
        address: { street: "142 Cobra Street", city: "Dubbo", state: "nsw", postcode: "2830" },
      },
    ],
  });
  expect(seeded.issues).toEqual([]);
});
afterAll(async () => {
  await handle?.close();
});

const NOW = new Date("2026-11-24T00:00:00Z");

async function stockOf(dealership: string) {
  return handle.db
    .select({
      stocknum: cars.stocknum,
      status: cars.status,
      price: cars.price,
      km: cars.km,
      locationId: cars.locationId,
      photosCount: cars.photosCount,
      dealercomments: cars.dealercomments,
      simpleFuel: cars.simpleFuel,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(eq(dealerships.slug, dealership))
    .orderBy(cars.stocknum);
}

describe("issue 15 §2: a CSV stock feed imports through the same path as a bundle", () => {
  it("the example feed imports all twelve cars into the demo's Dubbo yard, photos and comments included", async () => {
    const text = readFileSync(path.resolve("docs/examples/stock-feed.csv"), "utf8");
    const report = await importFeed(handle.db, text, {
      format: "csv",
      dealershipSlug: "outback-used-cars-dubbo",
      now: NOW,
    });
    expect(report.issues).toEqual([]);
    expect(report.warnings).toEqual([]);
    expect(report.counts.cars).toEqual({ inserted: 12, updated: 0, failed: 0 });

    const [yard] = await handle.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.slug, "outback-used-cars-dubbo-sales"));
    const stock = await stockOf("outback-used-cars-dubbo");
    expect(stock).toHaveLength(12);
    expect(stock.every((c) => c.locationId === yard?.id)).toBe(true);
    expect(stock[0]).toMatchObject({
      stocknum: "OUC7001",
      status: "in_stock",
      price: 46990,
      km: 98450,
      photosCount: 4,
      simpleFuel: "Diesel",
      dealercomments:
        "One owner, full Toyota service history.\nTow bar, tub liner and canopy fitted. Ready for work or the weekend.",
    });
    expect(stock.find((c) => c.stocknum === "OUC7010")).toMatchObject({
      status: "coming_soon",
      photosCount: 0,
    });
  });

  it("a re-import of the same feed updates the cars instead of adding copies", async () => {
    const text = readFileSync(path.resolve("docs/examples/stock-feed.csv"), "utf8");
    const report = await importFeed(handle.db, text, {
      format: "csv",
      dealershipSlug: "outback-used-cars-dubbo",
      now: NOW,
    });
    expect(report.counts.cars).toEqual({ inserted: 0, updated: 12, failed: 0 });
  });

  it("a messy full feed: every expected car stored, refused rows named by line, a cut-off row not marked sold", async () => {
    // Yesterday's stock: M013 (whose row is cut short today) and OLD1, which the feed no longer lists.
    await importBundle(handle.db, {
      cars: ["M013", "OLD1"].map((stocknum) => ({
        dealership_slug: MESSY_CSV_DEALERSHIP,
        stocknum,
        make: "Toyota",
        model: "HiLux",
        year: 2022,
        car_type: "used",
      })),
    });
    const report = await importFeed(handle.db, MESSY_CSV_FEED, {
      format: "csv",
      dealershipSlug: MESSY_CSV_DEALERSHIP,
      replaceStock: true,
      now: NOW,
    });
    expect(report.counts.cars).toEqual({ inserted: MESSY_CSV_IMPORTED.length, updated: 0, failed: 5 });
    expect(report.issues.map(formatIssue)).toEqual([
      expect.stringMatching(/^line 17 \(stocknum M013\) row: has 5 cells where the header has 20/),
      "line 18 (stocknum BAD1) make: is required",
      "line 19 (stocknum BAD2) price: must not be negative",
      "line 20 (stocknum BAD3) car_type: must be one of new, demo, used",
      expect.stringMatching(/^line 21 stocknum: a car needs a stocknum or a vin/),
    ]);
    expect(report.warnings.map(formatIssue)).toContainEqual(
      "line 15 (stocknum M012) stocknum: repeated by line 16, which is imported instead (a feed's later row wins)",
    );
    expect(report.markedSold).toBe(1);
    const stock = await stockOf(MESSY_CSV_DEALERSHIP);
    expect(stock.filter((c) => c.status === "in_stock").map((c) => c.stocknum)).toEqual(
      [...MESSY_CSV_IMPORTED, "M013"].sort(),
    );
    expect(stock.find((c) => c.stocknum === "OLD1")?.status).toBe("sold");
  });

  it("a feed that stops at a quote never closed marks nothing sold, and says so", async () => {
    // Complete, this feed would mark every other car of the dealership sold.
    const header = "Stock No,Condition,Year,Make,Model,Comments";
    const text = `${header}\nM001,Used,2022,Toyota,HiLux,\nM002,Used,2022,Toyota,HiLux,\nM003,Used,2022,Toyota,HiLux,"Tow bar\n`;
    const report = await importFeed(handle.db, text, {
      format: "csv",
      dealershipSlug: MESSY_CSV_DEALERSHIP,
      replaceStock: true,
      now: NOW,
    });
    expect(report.markedSold).toBe(0);
    expect(report.counts.cars.failed).toBe(1);
    expect(report.issues.map(formatIssue)).toEqual([
      expect.stringMatching(/^line 4 row: a quote opened in this row is never closed/),
      "bundle (record): the feed could not be read to its end, so it was not treated as complete: no car was marked sold",
    ]);
    const inStock = await handle.db
      .select({ stocknum: cars.stocknum })
      .from(cars)
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
      .where(and(eq(dealerships.slug, MESSY_CSV_DEALERSHIP), eq(cars.status, "in_stock")));
    expect(inStock).toHaveLength(MESSY_CSV_IMPORTED.length + 1);
  });

  it("a JSON feed goes through the same entry point; text that is not JSON is one clear issue", async () => {
    const json = await importFeed(
      handle.db,
      `\uFEFF${JSON.stringify({ cars: [{ dealership_slug: MESSY_CSV_DEALERSHIP, stocknum: "J1", make: "Kia", model: "Rio", year: 2020, car_type: "used" }] })}`,
      { format: "json", now: NOW },
    );
    expect(json.counts.cars).toEqual({ inserted: 1, updated: 0, failed: 0 });
    const broken = await importFeed(handle.db, '{"cars": [', { format: "json", now: NOW });
    expect(broken.issues.map(formatIssue)).toEqual([
      expect.stringMatching(/^bundle \(record\): not valid JSON: /),
    ]);
  });
});
