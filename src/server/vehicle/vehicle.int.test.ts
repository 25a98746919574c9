import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDateTime } from "@/lib/format/local-date-time";
import { wallClock } from "@/lib/format/utc-offsets";
import type { Site } from "@/lib/tenancy/site";
import { VIEW_DEDUPE_MS } from "@/lib/vehicle/view-count";
import { carRecord, daysAgo, TEST_NOW } from "../../../test/car-records";
import type { DatabaseHandle } from "../db/client";
import { cars, phoneReveals, rateCounters } from "../db/schema";
import { openTestDatabase } from "../db/test-database";
import { importBundle } from "../import/import-bundle";
import { databaseRateCounters } from "../net/rate-counters";
import { readSite } from "../tenancy/sites";
import { recordPhoneReveal, recordView } from "./engagement";
import { findVehicle, listedCarPages } from "./vehicle-detail";

const NOW = TEST_NOW;

const car = carRecord;
const dayFromNow = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);

function bundle(
  slug: string,
  dealer: string,
  carsIn: ReturnType<typeof carRecord>[],
  config: Record<string, unknown> = {},
) {
  return {
    site: { slug, name: slug.toUpperCase(), dealerships: [dealer], config },
    dealerships: [{ slug: dealer, name: `${dealer} dealership`, phone: "07 3000 0000" }],
    locations: [
      {
        slug: `${dealer}-sales`,
        dealership_slug: dealer,
        name: `${dealer} Sales`,
        location_type: "sales",
        address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" },
        contact_detail: {
          phone: "07 3111 2222",
          opening_hours: [
            { weekday: 0, status: "Closed" },
            {
              weekday: 1,
              status: "Open",
              open: "08:30",
              close: "17:30",
              formated_hours: "8:30 AM - 5:30 PM",
            },
          ],
        },
        special_hours: [
          { date: dayFromNow(3), status: "Closed" },
          { date: dayFromNow(30), status: "Closed" },
        ],
        distribution_locations: ["Ipswich yard"],
      },
    ],
    cars: carsIn,
  };
}

let handle: DatabaseHandle;
let a: Site;
let b: Site;
let usedOnly: Site;
const slugOf = async (stocknum: string) =>
  (await handle.db.select({ slug: cars.slug }).from(cars).where(eq(cars.stocknum, stocknum)))[0]!.slug;

beforeAll(async () => {
  handle = await openTestDatabase();
  await importBundle(
    handle.db,
    bundle("site-a", "dealer-a", [
      car("dealer-a", "A1", {
        location_slug: "dealer-a-sales",
        dealercomments: "One owner|Full history",
        images: ["https://img.example/a1-1.jpg", "https://img.example/a1-2.jpg"],
        standardEquipment: ["Reversing camera"],
        variant: { cylinders: 4, torque: null },
      }),
      car("dealer-a", "A2", { status: "sold", sold_at: daysAgo(1) }),
      car("dealer-a", "A3", { status: "sold", sold_at: daysAgo(10) }),
      car("dealer-a", "A4", { show_on_dealer_website: false }),
    ]),
    { now: NOW },
  );
  await importBundle(handle.db, bundle("site-b", "dealer-b", [car("dealer-b", "B1")]), { now: NOW });
  await importBundle(
    handle.db,
    bundle("used-only", "dealer-u", [car("dealer-u", "U1", { car_type: "new" })], {
      search: { filters: "car_type:used" },
    }),
    { now: NOW },
  );
  a = (await readSite(handle.db, "site-a"))!;
  b = (await readSite(handle.db, "site-b"))!;
  usedOnly = (await readSite(handle.db, "used-only"))!;
});

afterAll(async () => {
  await handle?.close();
});

describe("vehicle page lookup (spec 01 §2 /cars/{slug}, issue 4 §1 and §10)", () => {
  it("issue 4 §1: a listed car of the site loads with its detail fields and location", async () => {
    const found = await findVehicle(handle.db, a, await slugOf("A1"), NOW);
    expect(found?.kind).toBe("listed");
    const detail = found!.car;
    expect(detail.dealercomments).toBe("One owner|Full history");
    expect(detail.images.map((i) => i.url)).toEqual([
      "https://img.example/a1-1.jpg",
      "https://img.example/a1-2.jpg",
    ]);
    expect(detail.standardEquipment).toEqual(["Reversing camera"]);
    expect(detail.location).toMatchObject({
      name: "dealer-a Sales",
      phone: "07 3111 2222",
      city: "Brisbane",
      distributionLocations: ["Ipswich yard"],
      // For "Call Now only while open" (spec 02 §4): the week, and special days of the coming fortnight only.
      openingHours: [
        { weekday: 0, status: "Closed", open: null, close: null },
        { weekday: 1, status: "Open", open: "08:30", close: "17:30" },
      ],
      specialHours: [{ date: dayFromNow(3), status: "Closed", start: null, end: null }],
    });
    // Its clock (decision 0013): the offsets of its state's zone over the days its special hours cover.
    const clock = detail.location!.clock;
    expect(clock.changes[0]!.at).toBeLessThanOrEqual(NOW.getTime() - 86_400_000);
    expect(clock.until).toBeGreaterThanOrEqual(NOW.getTime() + 15 * 86_400_000);
    expect(wallClock(NOW, clock)).toBe(localDateTime(NOW, "Australia/Brisbane")); // the yard is in QLD
    expect(typeof detail.price).toBe("number");
    expect(detail.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
  it("issue 4 §1: another site's car is not found (a 404)", async () => {
    expect(await findVehicle(handle.db, a, await slugOf("B1"), NOW)).toBeNull();
    expect(await findVehicle(handle.db, b, await slugOf("A1"), NOW)).toBeNull();
  });
  it("spec 01 §9 per-site filter: a car the site's filter excludes is not found, even from its own dealer", async () => {
    expect(await findVehicle(handle.db, usedOnly, await slugOf("U1"), NOW)).toBeNull();
  });
  it("issue 4 §10: a car sold within the sold window is still listed; older, or hidden, is gone", async () => {
    expect((await findVehicle(handle.db, a, await slugOf("A2"), NOW))?.kind).toBe("listed");
    expect((await findVehicle(handle.db, a, await slugOf("A3"), NOW))?.kind).toBe("gone");
    expect((await findVehicle(handle.db, a, await slugOf("A4"), NOW))?.kind).toBe("gone");
  });
  it("an unknown slug is not found", async () => {
    expect(await findVehicle(handle.db, a, "no-such-car", NOW)).toBeNull();
    // Bad input in the URL is a 404 too, never a database error.
    expect(await findVehicle(handle.db, a, "a\u0000b", NOW)).toBeNull();
  });
});

describe("sitemap car pages (brief: a sitemap for stock pages)", () => {
  it("lists the site's in-stock car pages only", async () => {
    const slugs = (await listedCarPages(handle.db, a, NOW)).map((p) => p.slug);
    expect(slugs).toEqual([await slugOf("A1")]);
  });
});

describe("views (spec 01 §7 view.json)", () => {
  it("spec 01 §7: a visitor's view counts and returns the live fields", async () => {
    const slug = await slugOf("A1");
    const first = await recordView(handle.db, a, slug, NOW, { visitor: "address:198.51.100.1" });
    const second = await recordView(handle.db, a, slug, NOW, { visitor: "address:198.51.100.2" });
    expect(first!.counted).toBe(true);
    expect(second!.views).toBe(first!.views + 1);
    expect(second!.fields).toMatchObject({ status: "in_stock", reserved: false, price: 30000 });
  });
  it("issue 29 item 5: at most one view per visitor and car a day, held in the database across servers", async () => {
    const slug = await slugOf("A1");
    const visitor = "shopper:4242";
    const serverA = databaseRateCounters(handle.db);
    const serverB = databaseRateCounters(handle.db);
    const first = await recordView(handle.db, a, slug, NOW, { visitor, counters: serverA });
    expect(first!.counted).toBe(true);
    for (const [counters, at] of [
      [serverA, NOW],
      [serverB, new Date(NOW.getTime() + 60_000)],
      [serverB, new Date(NOW.getTime() + 23 * 3600_000)],
    ] as const) {
      const again = await recordView(handle.db, a, slug, at, { visitor, counters });
      expect(again).toMatchObject({ counted: false, views: first!.views });
    }
    // Another car, another visitor, and the next day each count.
    expect((await recordView(handle.db, a, slug, NOW, { visitor: "shopper:4343" }))!.counted).toBe(true);
    const tomorrow = new Date(NOW.getTime() + VIEW_DEDUPE_MS);
    expect((await recordView(handle.db, a, slug, tomorrow, { visitor, counters: serverB }))!.counted).toBe(
      true,
    );
    // The visitor is stored only as a hash.
    const keys = (await handle.db.select({ key: rateCounters.key }).from(rateCounters)).map((r) => r.key);
    expect(keys.filter((k) => k.startsWith("view:")).length).toBeGreaterThan(0);
    expect(keys.join(" ")).not.toContain("4242");
  });
  it("issue 29 item 5: a request that may not count (no visitor) answers the count and fields, counting nothing", async () => {
    const slug = await slugOf("A1");
    const before = await recordView(handle.db, a, slug, NOW, { visitor: null });
    const after = await recordView(handle.db, a, slug, NOW, { visitor: null });
    expect(after).toMatchObject({ counted: false, views: before!.views });
    expect(after!.fields).toMatchObject({ status: "in_stock", price: 30000 });
  });
  it("a view of another site's car, or a car no longer listed, is not counted", async () => {
    const visitor = "address:198.51.100.9";
    expect(await recordView(handle.db, b, await slugOf("A1"), NOW, { visitor })).toBeNull();
    expect(await recordView(handle.db, a, "a\u0000b", NOW, { visitor })).toBeNull();
    expect(await recordView(handle.db, a, await slugOf("A3"), NOW, { visitor })).toBeNull();
  });
});

describe("phone reveal (spec 01 §4, §7: car_id, dealership_id, website_id)", () => {
  it("spec 01 §7: a reveal of the site's car is recorded", async () => {
    const [row] = await handle.db.select().from(cars).where(eq(cars.stocknum, "A1"));
    expect(await recordPhoneReveal(handle.db, a, { carId: row!.id, dealershipId: row!.dealershipId })).toBe(
      "recorded",
    );
    const stored = await handle.db.select().from(phoneReveals).where(eq(phoneReveals.carId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ siteId: a.id, dealershipId: row!.dealershipId });
  });
  it("another site's car, or the wrong dealership, is refused and nothing is stored", async () => {
    const [aCar] = await handle.db.select().from(cars).where(eq(cars.stocknum, "A1"));
    const [bCar] = await handle.db.select().from(cars).where(eq(cars.stocknum, "B1"));
    expect(await recordPhoneReveal(handle.db, b, { carId: aCar!.id, dealershipId: aCar!.dealershipId })).toBe(
      "unknown-car",
    );
    expect(await recordPhoneReveal(handle.db, a, { carId: aCar!.id, dealershipId: bCar!.dealershipId })).toBe(
      "wrong-dealership",
    );
    expect(await handle.db.select().from(phoneReveals).where(eq(phoneReveals.siteId, b.id))).toHaveLength(0);
  });
});
