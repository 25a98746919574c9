import { and, eq, getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsWorld,
  NOW,
  openAnalyticsWorld,
  post,
  seedShoppers,
  TODAY,
  ZONE,
} from "../../../test/analytics-test-setup";
import {
  analyticsCarDays,
  analyticsDealershipDays,
  analyticsEventDays,
  analyticsLeadDays,
  analyticsPageDays,
  analyticsSearchDays,
  analyticsSiteDays,
  analyticsSourceDays,
} from "../db/schema";
import { ROLLUP_TABLES, rollUpDay } from "./rollup-day";

/**
 * From a shopper's page to the dashboard's numbers (issue 33 §2–3): ingest → raw rows → the day's
 * rollups, rolled again to the same numbers.
 */
let world: AnalyticsWorld;
let carA1: number;
let dealerA: number;
const at = (secondsBefore: number) => new Date(NOW.getTime() - secondsBefore * 1000);

async function dumpRollups(siteId: number, day: string) {
  const out: Record<string, unknown[]> = {};
  for (const table of ROLLUP_TABLES) {
    out[getTableName(table)] = await world.db
      .select()
      .from(table)
      .where(and(eq(table.siteId, siteId), eq(table.day, day)))
      .orderBy(sql`1, 2, 3, 4, 5`);
  }
  return out;
}

beforeAll(async () => {
  world = await openAnalyticsWorld();
  ({ carA1, dealerA } = await seedShoppers(world));
  await rollUpDay(world.db, world.a.id, TODAY, ZONE);
});

afterAll(async () => {
  await world.buffer.stop();
  await world.handle.close();
});

describe("the day's rollups (issue 33 §3: what the dashboard reads instead of raw rows)", () => {
  it("the site's day: visitors, views, searches, reveals, calls, saves, enquiries, leads and the funnel", async () => {
    const [day] = await world.db
      .select()
      .from(analyticsSiteDays)
      .where(eq(analyticsSiteDays.siteId, world.a.id));
    expect(day).toEqual({
      siteId: world.a.id,
      day: TODAY,
      visitors: 2,
      pageViews: 4,
      carViews: 2,
      searches: 2,
      zeroResultSearches: 1,
      phoneReveals: 1,
      callClicks: 1,
      saves: 1,
      enquiries: 1,
      leads: 2,
      // Shopper 1 searched, then opened a car, then enquired; shopper 2 never searched.
      funnelSearched: 1,
      funnelViewed: 1,
      funnelEnquired: 1,
    });
  });

  it("the dealership's day and the car's day", async () => {
    const [dealer] = await world.db
      .select()
      .from(analyticsDealershipDays)
      .where(eq(analyticsDealershipDays.siteId, world.a.id));
    expect(dealer).toMatchObject({
      dealershipId: dealerA,
      visitors: 2,
      carViews: 2,
      phoneReveals: 1,
      callClicks: 1,
      saves: 1,
      enquiries: 1,
      leads: 1,
      funnelSearched: 1,
      funnelViewed: 1,
      funnelEnquired: 1,
    });
    const cars = await world.db
      .select()
      .from(analyticsCarDays)
      .where(eq(analyticsCarDays.siteId, world.a.id));
    expect(cars).toEqual([
      {
        siteId: world.a.id,
        day: TODAY,
        carId: carA1,
        dealershipId: dealerA,
        views: 2,
        visitors: 2,
        callClicks: 1,
        saves: 1,
        enquiries: 1,
        phoneReveals: 1,
        leads: 1,
      },
    ]);
  });
});

describe("what else the day counts, and rolling it again (issue 33 §3)", () => {
  it("leads by kind and source; searches with their zero-result counts; traffic by source, page and event", async () => {
    const id = world.a.id;
    const where = (
      t:
        | typeof analyticsLeadDays
        | typeof analyticsSearchDays
        | typeof analyticsSourceDays
        | typeof analyticsPageDays
        | typeof analyticsEventDays,
    ) => eq(t.siteId, id);
    expect(
      (await world.db.select().from(analyticsLeadDays).where(where(analyticsLeadDays)))
        .map((r) => [r.dealershipId, r.category, r.source, r.leads])
        .sort(),
    ).toEqual(
      [
        [dealerA, "Vehicle Enquiry", "Website", 1],
        [null, "General Enquiry", "Facebook", 1],
      ].sort(),
    );
    expect(
      (await world.db.select().from(analyticsSearchDays).where(where(analyticsSearchDays)))
        .map((r) => [r.query, r.searches, r.zeroResults])
        .sort(),
    ).toEqual([
      ["cx-5", 1, 0],
      ["hilux", 1, 1],
    ]);
    expect(
      (await world.db.select().from(analyticsSourceDays).where(where(analyticsSourceDays)))
        .map((r) => [r.source, r.medium, r.campaign, r.visitors, r.pageViews, r.carViews, r.enquiries])
        .sort(),
    ).toEqual([
      ["(private)", "(none)", "", 0, 1, 0, 0],
      ["facebook.com", "social", "", 1, 1, 1, 0],
      ["google", "cpc", "spring", 1, 2, 1, 1],
    ]);
    expect(
      (await world.db.select().from(analyticsPageDays).where(where(analyticsPageDays)))
        .map((r) => [r.page, r.device, r.views, r.visitors])
        .sort(),
    ).toEqual([
      ["car", "desktop", 1, 1],
      ["car", "phone", 1, 1],
      ["home", "desktop", 1, 0],
      ["search", "phone", 1, 1],
    ]);
    expect(
      (await world.db.select().from(analyticsEventDays).where(where(analyticsEventDays)))
        .map((r) => [r.event, r.events])
        .sort((x, y) => x[0]! - y[0]!),
    ).toEqual([
      [0, 4],
      [15, 1],
      [25, 1],
      [39, 1],
      [49, 2],
    ]);
  });

  it("site B's day holds only B's traffic", async () => {
    await rollUpDay(world.db, world.b.id, TODAY, ZONE);
    const [day] = await world.db
      .select()
      .from(analyticsSiteDays)
      .where(eq(analyticsSiteDays.siteId, world.b.id));
    expect(day).toMatchObject({ visitors: 1, pageViews: 1, carViews: 0, leads: 0 });
  });

  it("is idempotent: rolling the day again gives the same rows; a new event moves them by one", async () => {
    const before = await dumpRollups(world.a.id, TODAY);
    await rollUpDay(world.db, world.a.id, TODAY, ZONE);
    await rollUpDay(world.db, world.a.id, TODAY, ZONE);
    expect(await dumpRollups(world.a.id, TODAY)).toEqual(before);
    await post(
      world,
      world.a,
      { device: "phone", events: [{ e: "page_view", page: "car", car: carA1 }] },
      { now: at(10) },
    );
    await world.buffer.flush();
    await rollUpDay(world.db, world.a.id, TODAY, ZONE);
    const [day] = await world.db
      .select()
      .from(analyticsSiteDays)
      .where(eq(analyticsSiteDays.siteId, world.a.id));
    expect(day).toMatchObject({ pageViews: 5, carViews: 3, visitors: 2 });
  });
});
