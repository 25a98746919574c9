import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatIssue } from "@/lib/import/import-issue";
import type { CarRecordInput } from "@/lib/import/schema/cars";
import { MESSY_FEED, MESSY_FEED_IMPORTED } from "../../../test/messy-feed";
import type { DatabaseHandle } from "../db/client";
import { cars, dealerships, locations, promoNodes, sites } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "./import-bundle";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const NOW = new Date("2026-11-20T00:00:00Z");

function car(stocknum: string, extra: Partial<CarRecordInput> = {}): CarRecordInput {
  return {
    dealership_slug: "alpha-motors",
    stocknum,
    make: "Toyota",
    model: "HiLux",
    year: 2022,
    car_type: "used",
    status: "in_stock",
    price: 45990,
    km: 30000,
    ...extra,
  };
}

const baseBundle = {
  site: { slug: "alpha", name: "Alpha Motors", dealerships: ["alpha-motors"] },
  dealerships: [{ slug: "alpha-motors", name: "Alpha Motors Pty Ltd" }],
  locations: [
    {
      slug: "alpha-sales",
      dealership_slug: "alpha-motors",
      name: "Alpha Sales",
      location_type: "sales",
      address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" },
      contact_detail: {
        phone: "07 3555 0101",
        opening_hours: [{ weekday: 1, status: "Open", open: "08:30", close: "17:30" }],
      },
      special_hours: [{ date: "2026-12-25", status: "Closed" }],
    },
  ],
};

describe("import (issue 2 §6: the public contract for getting data in)", () => {
  it("imports the valid records and names each invalid one by index, field and reason", async () => {
    const report = await importBundle(
      handle.db,
      {
        ...baseBundle,
        cars: [
          car("A1", { location_slug: "alpha-sales" }),
          car("A2", { price: -5 }),
          car("A3", { car_type: "spaceship" as "new" }),
          car("A1", { model: "Copy" }),
          car("A4"),
          car("A5", { location_slug: "nowhere" }),
          { make: "Mazda" },
        ],
      },
      { now: NOW },
    );
    // Every refused record counts, once (issue 15: "the summary counts refused records").
    expect(report.counts.cars).toEqual({ inserted: 3, updated: 0, failed: 3 });
    const lines = report.issues.map(formatIssue);
    expect(lines).toEqual(
      expect.arrayContaining([
        "cars[1] (stocknum A2) price: must not be negative",
        "cars[2] (stocknum A3) car_type: must be one of new, demo, used",
        expect.stringMatching(/^cars\[6\] dealership_slug: /),
      ]),
    );
    // Issue 15 §3: an unknown location_slug costs the car its location, not its place on the site.
    expect(report.warnings.map(formatIssue)).toContainEqual(
      'cars[5] (stocknum A5) location_slug: no location "nowhere" in dealership "alpha-motors"; imported without a location',
    );
    const [a5] = await handle.db.select().from(cars).where(eq(cars.stocknum, "A5"));
    expect(a5?.locationId).toBeNull();
    // A repeated stocknum keeps the feed's later row, the usual correction, with a warning.
    expect(report.warnings.map(formatIssue)).toContainEqual(
      "cars[0] (stocknum A1) stocknum: repeated by cars[3], which is imported instead (a feed's later row wins)",
    );
    const stored = await handle.db.select().from(cars).where(eq(cars.stocknum, "A1"));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.model).toBe("Copy");
  });

  it("upserts: a second import updates by dealership + stocknum and keeps the car's URL and views", async () => {
    const [before] = await handle.db.select().from(cars).where(eq(cars.stocknum, "A4"));
    await handle.db.update(cars).set({ views: 7 }).where(eq(cars.stocknum, "A4"));
    const report = await importBundle(
      handle.db,
      { cars: [car("A4", { price: 39990, badge: "SR5" })] },
      { now: NOW },
    );
    expect(report.counts.cars).toEqual({ inserted: 0, updated: 1, failed: 0 });
    const [after] = await handle.db.select().from(cars).where(eq(cars.stocknum, "A4"));
    expect(after?.id).toBe(before?.id);
    expect(after?.slug).toBe(before?.slug);
    expect(after?.price).toBe(39990);
    expect(after?.views).toBe(7);
  });

  it("upserts a car without a stocknum by VIN", async () => {
    const vinCar = { ...car("X"), stocknum: undefined, vin: "JTEBR3FJ20K123456" };
    await importBundle(handle.db, { cars: [vinCar] }, { now: NOW });
    const report = await importBundle(handle.db, { cars: [{ ...vinCar, price: 1000 }] }, { now: NOW });
    expect(report.counts.cars.updated).toBe(1);
    const rows = await handle.db.select().from(cars).where(eq(cars.vin, "JTEBR3FJ20K123456"));
    expect(rows).toHaveLength(1);
  });

  it("--replace-stock marks a dealership's cars missing from the feed as sold, with the time", async () => {
    const later = new Date("2026-11-21T09:00:00Z");
    const report = await importBundle(
      handle.db,
      { cars: [car("A1"), car("A4")] },
      { replaceStock: true, now: later },
    );
    expect(report.markedSold).toBeGreaterThanOrEqual(1);
    const [vinCar] = await handle.db.select().from(cars).where(eq(cars.vin, "JTEBR3FJ20K123456"));
    expect(vinCar?.status).toBe("sold");
    expect(vinCar?.soldAt?.toISOString()).toBe(later.toISOString());
    const [kept] = await handle.db.select().from(cars).where(eq(cars.stocknum, "A1"));
    expect(kept?.status).toBe("in_stock");
    expect(kept?.soldAt).toBeNull();
  });

  it("a car named by an invalid record in a full feed is not marked sold", async () => {
    const report = await importBundle(
      handle.db,
      { cars: [car("A1"), car("A4", { price: -1 })] },
      { replaceStock: true, now: NOW },
    );
    expect(report.issues).toHaveLength(1);
    const [a4] = await handle.db.select().from(cars).where(eq(cars.stocknum, "A4"));
    expect(a4?.status).toBe("in_stock");
  });

  it("bumps the dealership's stock version on every stock import", async () => {
    const [before] = await handle.db.select().from(dealerships).where(eq(dealerships.slug, "alpha-motors"));
    await importBundle(handle.db, { cars: [car("A1")] }, { now: NOW });
    const [after] = await handle.db.select().from(dealerships).where(eq(dealerships.slug, "alpha-motors"));
    expect(after!.stockVersion).toBe(before!.stockVersion + 1);
  });

  it("stores the site's config overrides (merged over none), and rejects a bad override naming its path", async () => {
    await importBundle(handle.db, {
      site: { ...baseBundle.site, config: { specifications: { just_arrived_days: 14 } } },
    });
    const [row] = await handle.db.select().from(sites).where(eq(sites.slug, "alpha"));
    expect(row?.config).toEqual({ specifications: { just_arrived_days: 14 } });
    const bad = await importBundle(handle.db, {
      site: { ...baseBundle.site, config: { include_sold_cars_days: "three" } },
    });
    expect(bad.issues.map(formatIssue)).toEqual([
      expect.stringMatching(/^site config\.include_sold_cars_days: /),
      expect.stringMatching(/^bundle site: nothing was imported: the site "alpha" was refused/),
    ]);
  });

  it("stores locations with opening and special hours, state lower-cased", async () => {
    const [loc] = await handle.db.select().from(locations).where(eq(locations.slug, "alpha-sales"));
    expect(loc?.address.state).toBe("qld");
    expect(loc?.contactDetail.opening_hours?.[0]).toMatchObject({ weekday: 1, status: "Open" });
  });

  it("rejects a malformed bundle with a readable reason instead of throwing", async () => {
    for (const bad of [null, [], "cars", { cars: "nope" }, { carz: [] }]) {
      const report = await importBundle(handle.db, bad);
      expect(report.issues.length).toBeGreaterThan(0);
      expect(report.issues.map(formatIssue).join("\n")).toMatch(/^bundle /);
    }
  });
});

describe("promotional cards (spec 02 §4) in a bundle", () => {
  const promo = (title: string, position: number) => ({ position, display: ["used"], node: { title } });
  it("replace the site's set and need the bundle's site", async () => {
    const first = await importBundle(handle.db, {
      site: baseBundle.site,
      promos: [promo("A", 8), promo("B", 17)],
    });
    expect(first.counts.promos.inserted).toBe(2);
    const second = await importBundle(handle.db, { site: baseBundle.site, promos: [promo("C", 8)] });
    expect(second.counts.promos.inserted).toBe(1);
    const rows = await handle.db.select().from(promoNodes);
    expect(rows.map((r) => r.node.title)).toEqual(["C"]);
    const orphan = await importBundle(handle.db, { promos: [promo("D", 8)] });
    expect(orphan.issues.map(formatIssue)).toEqual([
      "promos[0] (record): promos belong to a site: include a valid `site` in the bundle",
    ]);
  });
  it("report a bad card by index and field", async () => {
    const report = await importBundle(handle.db, {
      site: baseBundle.site,
      promos: [{ position: 0, node: {} }],
    });
    expect(report.issues.map(formatIssue)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^promos\[0\] position: /),
        expect.stringMatching(/^promos\[0\] node\.title: /),
      ]),
    );
  });
});

describe("a messy but realistic dealer feed (issue 15 §3)", () => {
  it("stores every car a dealer would expect, counts the four refused, and a car without photos imports", async () => {
    const report = await importBundle(handle.db, MESSY_FEED, { now: NOW });
    expect(report.counts.cars).toEqual({ inserted: MESSY_FEED_IMPORTED.length, updated: 0, failed: 4 });
    const [dealer] = await handle.db.select().from(dealerships).where(eq(dealerships.slug, "messy-motors"));
    const stored = await handle.db.select().from(cars).where(eq(cars.dealershipId, dealer!.id));
    expect(stored.map((c) => c.stocknum).sort()).toEqual([...MESSY_FEED_IMPORTED].sort());
    const byStock = new Map(stored.map((c) => [c.stocknum, c]));
    expect(byStock.get("M003")?.price).toBe(45990);
    expect(byStock.get("M016")?.price).toBe(29990);
    expect(byStock.get("M011")?.dealercomments).toBe("One owner, logbooks.");
    expect(byStock.get("M012")).toMatchObject({ primaryImageUrl: null, images: [] });
  });
});
