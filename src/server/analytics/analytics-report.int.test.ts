import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseReportQuery } from "@/lib/analytics-report/report-query";
import {
  type AnalyticsWorld,
  NOW,
  openAnalyticsWorld,
  seedShoppers,
  TODAY,
  ZONE,
} from "../../../test/analytics-test-setup";
import { cars, leads } from "../db/schema";
import { readAnalyticsReport } from "./analytics-report";
import { rollUpDay } from "./rollup-day";

/**
 * The dealer's report over the rollups (issue 33 items 3–4, decision 0067): what the dashboard and the
 * API show for a range and the period before it, for the site or one dealership, never another site's.
 */
let world: AnalyticsWorld;
let carA1: number;
let carA2: number;
const YESTERDAY = "2026-11-19";

beforeAll(async () => {
  world = await openAnalyticsWorld();
  ({ carA1 } = await seedShoppers(world));
  carA2 = world.carsOf["dealer-a"]![1]!;
  // A1 arrived 10 days ago, A2 60 days ago (and nobody looked at it).
  const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
  await world.db
    .update(cars)
    .set({ createdAt: daysAgo(10) })
    .where(eq(cars.id, carA1));
  await world.db
    .update(cars)
    .set({ createdAt: daysAgo(60) })
    .where(eq(cars.id, carA2));
  // Staff answered the car enquiry 30 minutes after it arrived; the general one is still waiting.
  await world.db
    .update(leads)
    .set({ firstResponseAt: sql`created_at + interval '30 minutes'` })
    .where(eq(leads.carId, carA1));
  for (const site of [world.a, world.b]) {
    await rollUpDay(world.db, site.id, TODAY, ZONE);
    await rollUpDay(world.db, site.id, YESTERDAY, ZONE);
  }
});

afterAll(async () => {
  await world.buffer.stop();
  await world.handle.close();
});

const report = async (params: Record<string, string>, site = world.a) => {
  const { query, errors } = parseReportQuery(params, TODAY);
  expect(errors).toEqual({});
  const result = await readAnalyticsReport(world.db, site, query, NOW);
  if ("error" in result) throw new Error(result.error);
  return result;
};

describe("the analytics report (issue 33 items 3 and 4)", () => {
  it("today against yesterday: the site's counts, the funnel and the leads by kind and by source", async () => {
    const r = await report({ from: TODAY, to: TODAY });
    expect(r.previous).toEqual({ from: YESTERDAY, to: YESTERDAY });
    expect(r.timeZone).toBe(ZONE);
    expect(r.totals).toMatchObject({
      visitors: 2,
      searches: 2,
      zeroResultSearches: 1,
      carViews: 2,
      phoneReveals: 1,
      callClicks: 1,
      leads: 2,
      funnelSearched: 1,
      funnelViewed: 1,
      funnelEnquired: 1,
    });
    expect(r.previousTotals).toMatchObject({ visitors: 0, carViews: 0, leads: 1 });
    expect(r.leadsByKind).toEqual([
      { key: "general", label: "General enquiry", leads: 1, previous: 1 },
      { key: "vehicle-enquiry", label: "Vehicle enquiry", leads: 1, previous: 0 },
    ]);
    expect(r.leadsBySource).toEqual([
      { key: "Website", label: "Website", leads: 1, previous: 1 },
      { key: "Facebook", label: "Facebook", leads: 1, previous: 0 },
    ]);
    expect(r.daily).toEqual([{ day: TODAY, visitors: 2, carViews: 2, searches: 2, leads: 2 }]);
  });

  it("searches most made and those that found nothing; sources by first touch", async () => {
    const r = await report({ from: TODAY, to: TODAY });
    expect(r.topSearches.map((s) => s.query).sort()).toEqual(["cx-5", "hilux"]);
    expect(r.zeroResultSearches).toEqual([{ query: "hilux", searches: 1, zeroResults: 1 }]);
    expect(r.sources.map((s) => s.source)).toEqual(
      expect.arrayContaining(["google", "facebook.com", "(private)"]),
    );
  });

  it("lead first-response times: one answered in 30 minutes, one waiting", async () => {
    const r = await report({ from: TODAY, to: TODAY });
    expect(r.responseTimes).toEqual({
      leads: 2,
      answered: 1,
      medianMinutes: 30,
      p90Minutes: 30,
      withinHour: 1,
    });
    expect(r.previousResponseTimes).toMatchObject({ leads: 1, answered: 0, medianMinutes: null });
  });

  it("per car: days in stock, views, leads and views per lead; a car in stock 60 days with no view is a slow mover", async () => {
    const r = await report({ from: TODAY, to: TODAY });
    expect(r.topCars).toEqual([
      expect.objectContaining({
        carId: carA1,
        daysInStock: 10,
        views: 2,
        phoneReveals: 1,
        leads: 1,
        viewsPerLead: 2,
        dealership: "dealer-a dealership",
      }),
    ]);
    expect(r.slowMovers.map((c) => [c.carId, c.daysInStock, c.views])).toEqual([[carA2, 60, 0]]);
    // With a 90-day threshold neither car is slow.
    const strict = await report({ from: TODAY, to: TODAY, slow_days: "90" });
    expect(strict.slowMovers).toEqual([]);
  });

  it("one dealership's report counts only its cars' views and leads", async () => {
    const r = await report({ from: TODAY, to: TODAY, dealership: "dealer-a" });
    expect(r.dealership).toEqual({ slug: "dealer-a", name: "dealer-a dealership" });
    expect(r.totals).toMatchObject({ carViews: 2, leads: 1, phoneReveals: 1 });
    expect(r.leadsByKind).toEqual([
      { key: "vehicle-enquiry", label: "Vehicle enquiry", leads: 1, previous: 0 },
    ]);
    expect(r.responseTimes.leads).toBe(1);
  });

  it("tenant isolation: another site's report has none of site A's numbers, nor its dealership", async () => {
    const r = await report({ from: TODAY, to: TODAY }, world.b);
    expect(r.totals).toMatchObject({ visitors: 1, carViews: 0, leads: 0, searches: 0 });
    expect(r.topCars).toEqual([]);
    expect(r.topSearches).toEqual([]);
    const { query } = parseReportQuery({ dealership: "dealer-a" }, TODAY);
    expect(await readAnalyticsReport(world.db, world.b, query, NOW)).toEqual({ error: "dealership" });
  });

  it("a range with no data answers zeros for every day, not an error", async () => {
    const r = await report({ from: "2026-10-01", to: "2026-10-07" });
    expect(r.daily).toHaveLength(7);
    expect(r.daily.every((d) => d.visitors === 0 && d.leads === 0)).toBe(true);
    expect(r.totals.visitors).toBe(0);
  });

  it("one car named: its own views, reveals and leads by kind; another site's car is not there", async () => {
    const r = await report({ from: TODAY, to: TODAY, car: String(carA1) });
    expect(r.car).toMatchObject({
      carId: carA1,
      views: 2,
      phoneReveals: 1,
      leads: 1,
      leadsByKind: [{ key: "vehicle-enquiry", label: "Vehicle enquiry", leads: 1, previous: 0 }],
    });
    const quiet = await report({ from: TODAY, to: TODAY, car: String(carA2) });
    expect(quiet.car).toMatchObject({ carId: carA2, views: 0, leads: 0, leadsByKind: [] });
    const carB = world.carsOf["dealer-b"]![0]!;
    const { query } = parseReportQuery({ car: String(carB) }, TODAY);
    expect(await readAnalyticsReport(world.db, world.a, query, NOW)).toEqual({ error: "car" });
  });
});
