import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsWorld,
  NOW,
  openAnalyticsWorld,
  seedShoppers,
  TODAY,
  ZONE,
} from "../../../test/analytics-test-setup";
import { ADMIN_TOKEN, STAFF_SECRET, settings, signedInStaff } from "../../../test/api-key-fixtures";
import { analyticsReport } from "../api-description/admin-answers";
import { analyticsEndpoint } from "./analytics-request";
import { rollUpDay } from "./rollup-day";

/**
 * `GET /admin/api/sites/{slug}/analytics` (issue 33 item 4, decision 0067): the issue's fields for a
 * range of the site's days, to the admin token, a key with `analytics:read` or a console session;
 * a clear 400 for a parameter it cannot read; nothing of a site or dealership that is not the caller's.
 */
let world: AnalyticsWorld;
let carA1: number;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  world = await openAnalyticsWorld();
  ({ carA1 } = await seedShoppers(world));
  await rollUpDay(world.db, world.a.id, TODAY, ZONE);
  cookies.manager = (
    await signedInStaff(world.db, {
      email: "manager@analytics-a.example",
      role: "manager",
      site: "analytics-a",
      dealerships: ["dealer-a"],
    })
  ).cookie;
  cookies.sales = (
    await signedInStaff(world.db, {
      email: "sales@analytics-a.example",
      role: "sales",
      site: "analytics-a",
      dealerships: ["dealer-a"],
    })
  ).cookie;
  cookies.marketingB = (
    await signedInStaff(world.db, {
      email: "marketing@analytics-b.example",
      role: "marketing",
      site: "analytics-b",
    })
  ).cookie;
});

afterAll(async () => {
  await world.buffer.stop();
  await world.handle.close();
});

const endpoint = () =>
  analyticsEndpoint({ settings, database: async () => world.db, staffSecret: STAFF_SECRET, now: () => NOW });

async function fetchReport(query: string, auth: { token?: string; cookie?: string }, slug = "analytics-a") {
  const headers: Record<string, string> = { host: "console.localhost" };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = auth.cookie;
  return endpoint()(
    new Request(`http://console.localhost/admin/api/sites/${slug}/analytics${query}`, { headers }),
    slug,
  );
}

async function get(query: string, auth: { token?: string; cookie?: string }, slug = "analytics-a") {
  const reply = await fetchReport(query, auth, slug);
  return { status: reply.status, body: (await reply.json()) as Record<string, unknown> };
}

describe("GET /admin/api/sites/{slug}/analytics (issue 33 item 4)", () => {
  it("answers the issue's fields for the range: visitors, searches, car views, reveals, leads by kind, top cars", async () => {
    const { status, body } = await get(`?from=${TODAY}&to=${TODAY}`, { token: ADMIN_TOKEN });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      site: "analytics-a",
      time_zone: ZONE,
      from: TODAY,
      to: TODAY,
      visitors: 2,
      searches: 2,
      car_views: 2,
      phone_reveals: 1,
      leads: { total: 2, by_kind: { "vehicle-enquiry": 1, general: 1 } },
      top_cars: [{ car_id: carA1, views: 2, leads: 1 }],
      previous: { from: "2026-11-19", to: "2026-11-19" },
      car: null,
    });
    // The answer is what /api/openapi.json describes (decision 0066), no key more or less at the top.
    expect(analyticsReport.strict().safeParse(body).error).toBeUndefined();
    const one = await get(`?from=${TODAY}&to=${TODAY}&car=${carA1}`, { token: ADMIN_TOKEN });
    expect(one.body.car).toMatchObject({
      car_id: carA1,
      views: 2,
      phone_reveals: 1,
      leads: 1,
      leads_by_kind: { "vehicle-enquiry": 1 },
    });
    expect((await get("?car=999999", { token: ADMIN_TOKEN })).body).toEqual({
      error: "There is no such car at this site's dealerships.",
    });
  });

  it("the range defaults to the 28 days ending today on the site's clock", async () => {
    const { body } = await get("", { token: ADMIN_TOKEN });
    expect(body).toMatchObject({ from: "2026-10-24", to: TODAY, visitors: 2 });
    expect(body.daily).toHaveLength(28);
  });

  it("a parameter it cannot read is a 400 naming it, never a 500", async () => {
    for (const [query, key] of [
      ["?from=2026-13-01", "from"],
      ["?from=2026-11-20&to=2026-11-01", "from"],
      ["?from=2024-01-01&to=2026-11-20", "from"],
      ["?to=yesterday", "to"],
      ["?slow_days=-3", "slow_days"],
      ["?dealership=%3Cscript%3E", "dealership"],
      ["?table=passwords", "table"],
    ] as const) {
      const { status, body } = await get(query, { token: ADMIN_TOKEN });
      expect(status, query).toBe(400);
      expect(
        (body.issues as { key: string }[]).map((i) => i.key),
        query,
      ).toContain(key);
    }
  });

  it("a console session: a manager gets their dealership's numbers; sales and another site's staff get 404; no credential 401", async () => {
    const manager = await get(`?from=${TODAY}&to=${TODAY}`, { cookie: cookies.manager });
    expect(manager.status).toBe(200);
    expect(manager.body).toMatchObject({ dealership: "dealer-a", car_views: 2, leads: { total: 1 } });
    expect((await get("?dealership=dealer-b", { cookie: cookies.manager })).status).toBe(404);
    expect((await get("", { cookie: cookies.sales })).status).toBe(404);
    expect((await get("", { cookie: cookies.marketingB })).status).toBe(404);
    expect((await get("", { cookie: cookies.marketingB }, "analytics-b")).status).toBe(200);
    expect((await get("", {})).status).toBe(401);
  });

  it("&table= answers one of the dashboard's tables as a CSV attachment", async () => {
    const reply = await fetchReport(`?from=${TODAY}&to=${TODAY}&table=top-cars`, { cookie: cookies.manager });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(reply.headers.get("content-disposition")).toBe(
      `attachment; filename="analytics-analytics-a-dealer-a-top-cars-${TODAY}-to-${TODAY}.csv"`,
    );
    const lines = (await reply.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe(
      "Car ID,Car,Stock number,Dealership,In stock,Days in stock,Views,Phone reveals,Leads,Views per lead",
    );
    expect(lines[1]).toMatch(new RegExp(`^${carA1},.*,2,1,1,2$`));
  });
});
