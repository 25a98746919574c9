import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/analytics/calendar";
import {
  type AnalyticsWorld,
  NOW,
  openAnalyticsWorld,
  post,
  SHOPPER_IP,
  SHOPPER_UA,
  seedShoppers,
  TODAY,
} from "../../../test/analytics-test-setup";
import { analyticsEvents, analyticsRollupState, analyticsSiteDays, leads } from "../db/schema";
import { runAnalyticsPass } from "./rollup-job";
import { saltDays } from "./visitor-salts";

/**
 * The analytics background pass on a real database (issue 33 §2–3): days rolled until final and then
 * left alone, raw events purged past the retention with the rollups kept, a day's salt gone with the
 * day; and, after all of it, the shopper's address and agent stored nowhere.
 */
let world: AnalyticsWorld;

beforeAll(async () => {
  world = await openAnalyticsWorld();
  await seedShoppers(world);
});

afterAll(async () => {
  await world.buffer.stop();
  await world.handle.close();
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
    expect(day).toMatchObject({ pageViews: 4, carViews: 2, leads: 2 });
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
