import { and, eq, getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/analytics/calendar";
import {
  type AnalyticsWorld,
  NOW,
  openAnalyticsWorld,
  post,
  SHOPPER_IP,
  SHOPPER_UA,
  TODAY,
} from "../../../test/analytics-test-setup";
import {
  analyticsCarDays,
  analyticsDealershipDays,
  analyticsEventDays,
  analyticsEvents,
  analyticsLeadDays,
  analyticsPageDays,
  analyticsRollupState,
  analyticsSearchDays,
  analyticsSiteDays,
  analyticsSourceDays,
  leads,
  phoneReveals,
} from "../db/schema";
import { ROLLUP_TABLES, rollUpDay } from "./rollup-day";
import { runAnalyticsPass } from "./rollup-job";
import { saltDays } from "./visitor-salts";

/**
 * From a shopper's page to the dashboard's numbers (issue 33 §2–3): ingest → raw rows → the day's
 * rollups, re-rolled to the same numbers, purged past the retention, salts gone with their day.
 */
const ZONE = "Australia/Brisbane";
let world: AnalyticsWorld;
let carA1: number;
let dealerA: number;

const at = (secondsBefore: number) => new Date(NOW.getTime() - secondsBefore * 1000);
const IP2 = "198.51.100.20";
const DESKTOP_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

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
  carA1 = world.carsOf["dealer-a"]![0]!;
  dealerA = world.a.dealershipIds[0]!;
  const { a, b } = world;
  // Shopper 1, a phone from a Google ad: searches (one finds nothing), opens a car, taps Call, enquires.
  const phone = { utm_source: "google", utm_medium: "cpc", utm_campaign: "spring" };
  await post(
    world,
    a,
    {
      device: "phone",
      source: phone,
      events: [
        { e: "page_view", page: "search" },
        { e: 49, page: "search", q: "Hilux", n: 0 },
      ],
    },
    { now: at(300) },
  );
  await post(
    world,
    a,
    { device: "phone", source: phone, events: [{ e: 49, page: "search", q: "CX-5", n: 2 }] },
    { now: at(240) },
  );
  await post(
    world,
    a,
    {
      device: "phone",
      source: phone,
      events: [
        { e: "page_view", page: "car", car: carA1 },
        { e: 25, page: "car", car: carA1 },
      ],
    },
    { now: at(180) },
  );
  await post(
    world,
    a,
    { device: "phone", source: phone, events: [{ e: 15, page: "car", car: carA1 }] },
    { now: at(120) },
  );
  // Shopper 2, a desktop from Facebook: opens the same car straight away and saves it.
  await post(
    world,
    a,
    {
      device: "desktop",
      source: { referrer: "facebook.com" },
      events: [
        { e: "page_view", page: "car", car: carA1 },
        { e: 39, page: "car", car: carA1 },
      ],
    },
    { now: at(100), headers: { "x-forwarded-for": IP2, "user-agent": DESKTOP_UA } },
  );
  // Shopper 3 sends Do Not Track: counted, not as a visitor, under "(private)".
  await post(
    world,
    a,
    { device: "desktop", events: [{ e: "page_view", page: "home" }] },
    { now: at(90), headers: { dnt: "1", "x-forwarded-for": "198.51.100.30" } },
  );
  // Site B's traffic the same day stays B's.
  await post(world, b, { device: "phone", events: [{ e: "page_view", page: "home" }] }, { now: at(80) });
  await world.buffer.flush();
  // The reveal and the two leads the site stored (phone_reveals and leads are their own tables).
  await world.db
    .insert(phoneReveals)
    .values({ siteId: a.id, carId: carA1, dealershipId: dealerA, createdAt: at(170) });
  await world.db.insert(leads).values([
    { siteId: a.id, category: "Vehicle Enquiry", carId: carA1, dealershipId: dealerA, createdAt: at(119) },
    { siteId: a.id, category: "General Enquiry", source: "Facebook", createdAt: at(60) },
    // Yesterday's lead on Brisbane's clock (23:59 on the 19th) is not today's.
    { siteId: a.id, category: "General Enquiry", createdAt: new Date("2026-11-19T13:59:00Z") },
  ]);
  await rollUpDay(world.db, a.id, TODAY, ZONE);
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

describe("the background pass: final days, retention and salts (issue 33 §2–3)", () => {
  it("rolls every day since the first, marks the past ones final, and leaves final days alone", async () => {
    const report = await runAnalyticsPass({ db: world.db, rawDays: 90, now: () => NOW }, false);
    expect(report.days).toBeGreaterThanOrEqual(2);
    const [state] = await world.db
      .select()
      .from(analyticsRollupState)
      .where(eq(analyticsRollupState.siteId, world.a.id));
    expect(state?.finalThrough).toBe(addDays(TODAY, -1));
    // Yesterday's lead was rolled into yesterday.
    const [yesterday] = await world.db
      .select()
      .from(analyticsSiteDays)
      .where(and(eq(analyticsSiteDays.siteId, world.a.id), eq(analyticsSiteDays.day, addDays(TODAY, -1))));
    expect(yesterday?.leads).toBe(1);
    // A final day is not rolled again: a lead added to it later does not move it.
    await world.db
      .insert(leads)
      .values({ siteId: world.a.id, category: "Late", createdAt: new Date("2026-11-19T13:00:00Z") });
    await runAnalyticsPass({ db: world.db, rawDays: 90, now: () => NOW }, false);
    const [still] = await world.db
      .select({ leads: analyticsSiteDays.leads })
      .from(analyticsSiteDays)
      .where(and(eq(analyticsSiteDays.siteId, world.a.id), eq(analyticsSiteDays.day, addDays(TODAY, -1))));
    expect(still?.leads).toBe(1);
  });

  it("purges raw events past ANALYTICS_RAW_DAYS and keeps the days' rollups", async () => {
    const later = new Date(NOW.getTime() + 3 * 86_400_000);
    await runAnalyticsPass({ db: world.db, rawDays: 2, now: () => later }, true);
    const raw = await world.db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.siteId, world.a.id));
    expect(raw[0]?.n).toBe(0);
    const [day] = await world.db
      .select()
      .from(analyticsSiteDays)
      .where(and(eq(analyticsSiteDays.siteId, world.a.id), eq(analyticsSiteDays.day, TODAY)));
    expect(day).toMatchObject({ pageViews: 5, carViews: 3 });
  });

  it("a day's salt is gone once the day has ended on the site's clock, and the same browser hashes anew", async () => {
    const visitorOn = async (now: Date) => {
      await post(world, world.a, { device: "phone", events: [{ e: "page_view", page: "home" }] }, { now });
      await world.buffer.flush();
      const [row] = await world.db
        .select({ visitor: analyticsEvents.visitor })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.at, now));
      return row?.visitor;
    };
    const first = await visitorOn(new Date("2026-11-20T13:00:00Z")); // 23:00 on the 20th in Brisbane
    expect(
      (await saltDays(world.db)).filter((salt) => salt.siteId === world.a.id).map((salt) => salt.day),
    ).toEqual([TODAY]);
    expect(first).toBe(await visitorOn(new Date("2026-11-20T13:30:00Z")));
    // 00:05 on the 21st in Brisbane: the pass deletes the 20th's salt.
    const report = await runAnalyticsPass(
      { db: world.db, rawDays: 90, now: () => new Date("2026-11-20T14:05:00Z") },
      false,
    );
    expect(report.salts).toBeGreaterThanOrEqual(1);
    expect((await saltDays(world.db)).some((s) => s.day === TODAY)).toBe(false);
    expect(await visitorOn(new Date("2026-11-20T14:10:00Z"))).not.toBe(first);
  });
});

describe("no address is stored (issue 33 Done-when: no IP stored)", () => {
  it("no analytics table has a column for an address or a user agent", async () => {
    const { rows } = (await world.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and table_name like 'analytics%'`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    };
    expect(rows.length).toBeGreaterThan(50);
    expect(
      rows.filter((r) =>
        /(^|_)(ip|ips|address|addr|agent|user_agent|cookie|session|user)(_|$)/.test(r.column_name),
      ),
    ).toEqual([]);
  });

  it("the shopper's address and user agent are in no text column of any table", async () => {
    const { rows } = (await world.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb')`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    };
    const found: string[] = [];
    for (const { table_name, column_name } of rows) {
      const hit = (await world.db.execute(sql`
        select 1 from ${sql.identifier(table_name)}
        where ${sql.identifier(column_name)}::text like ${`%${SHOPPER_IP}%`} or ${sql.identifier(column_name)}::text like ${`%${SHOPPER_UA.slice(0, 40)}%`}
        limit 1`)) as unknown as { rows: unknown[] };
      if (hit.rows.length) found.push(`${table_name}.${column_name}`);
    }
    expect(found).toEqual([]);
  });
});
