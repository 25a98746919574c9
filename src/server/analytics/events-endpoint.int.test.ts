import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_BATCH_BYTES, MAX_BATCH_EVENTS } from "@/lib/analytics/collection";
import { REDACTED_QUERY } from "@/lib/analytics/search-query";
import {
  type AnalyticsWorld,
  NOW,
  openAnalyticsWorld,
  post,
  SHOPPER_IP,
  TODAY,
} from "../../../test/analytics-test-setup";
import { analyticsEvents } from "../db/schema";
import { databaseRateCounters } from "../net/rate-counters";

/**
 * POST /api/events on a real database (issue 33 §2 and its privacy tests): what a page's batch stores,
 * what is refused and stores nothing, and what is never stored at all.
 */
let world: AnalyticsWorld;

beforeAll(async () => {
  world = await openAnalyticsWorld();
});
afterAll(async () => {
  await world.buffer.stop();
  await world.handle.close();
});
beforeEach(async () => {
  await world.buffer.flush();
  await world.db.delete(analyticsEvents);
});

const stored = async () => {
  await world.buffer.flush();
  return world.db.select().from(analyticsEvents).orderBy(analyticsEvents.at);
};

const searchAndCar = () => ({
  device: "phone",
  source: { referrer: "google.com", utm_source: "Google", utm_medium: "cpc", utm_campaign: "Spring" },
  events: [
    { e: "page_view", page: "search" },
    { e: 49, page: "search", q: "  Mazda CX-5 ", n: 2 },
    { e: "page_view", page: "car", car: world.carsOf["dealer-a"]![0] },
    { e: 25, page: "car", car: world.carsOf["dealer-a"]![0] },
  ],
});

describe("a page's batch is taken at once and written off the request (issue 33 §2)", () => {
  it("answers 202 with no cookie; the rows appear once the buffer writes them, with the car's dealership", async () => {
    const response = await post(world, world.a, searchAndCar());
    expect(response.status).toBe(202);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(world.buffer.size).toBe(4);
    expect(await world.db.select().from(analyticsEvents)).toHaveLength(0);

    const rows = await stored();
    const car = world.carsOf["dealer-a"]![0]!;
    const dealership = world.a.dealershipIds[0]!;
    expect(rows.map((r) => [r.event, r.page, r.carId, r.dealershipId, r.query, r.results])).toEqual([
      [0, "search", null, null, null, null],
      [49, "search", null, null, "mazda cx-5", 2],
      [0, "car", car, dealership, null, null],
      [25, "car", car, dealership, null, null],
    ]);
    // One visitor (a hash, the same for the batch), the first touch, the device, the site's own day.
    expect(new Set(rows.map((r) => r.visitor)).size).toBe(1);
    expect(rows[0]!.visitor).not.toBeNull();
    expect(rows.every((r) => r.siteId === world.a.id && r.day === TODAY && r.device === "phone")).toBe(true);
    expect(rows[0]).toMatchObject({ source: "google", medium: "cpc", campaign: "spring" });
    // The batch keeps its order a millisecond apart, ending at its arrival.
    expect(rows.at(-1)!.at.getTime()).toBe(NOW.getTime());
    expect(rows[0]!.at.getTime()).toBe(NOW.getTime() - 3);
  });

  it("the same browser is the same visitor on the same day, on another address another one", async () => {
    await post(world, world.a, searchAndCar());
    await post(world, world.a, searchAndCar(), { headers: { "x-forwarded-for": "198.51.100.4" } });
    const visitors = new Set((await stored()).map((r) => r.visitor));
    expect(visitors.size).toBe(2);
  });

  it("a search's e-mail or phone number is not kept", async () => {
    await post(world, world.a, {
      device: "desktop",
      events: [{ e: 49, page: "search", q: "jo@example.com", n: 0 }],
    });
    expect((await stored())[0]!.query).toBe(REDACTED_QUERY);
  });
});

describe("tenant isolation: the site is the host's, and another site's car is dropped (issue 33 §2)", () => {
  it("an event naming site B's car, posted on site A, is not stored; A's own car is", async () => {
    const other = world.carsOf["dealer-b"]![0]!;
    const own = world.carsOf["dealer-a"]![1]!;
    const response = await post(world, world.a, {
      device: "desktop",
      events: [
        { e: "page_view", page: "car", car: other },
        { e: 25, page: "car", car: 2_000_000 },
        { e: "page_view", page: "car", car: own },
      ],
    });
    expect(response.status).toBe(202);
    const rows = await stored();
    expect(rows.map((r) => [r.siteId, r.carId])).toEqual([[world.a.id, own]]);
  });

  it("a body naming another site is malformed, not obeyed", async () => {
    const response = await post(world, world.a, { ...searchAndCar(), site: "analytics-b" });
    expect(response.status).toBe(400);
    expect(await stored()).toHaveLength(0);
  });
});

describe("bad batches answer 400 with a reason and store nothing (issue 33 Done-when)", () => {
  it.each([
    ["not JSON", "{events:"],
    ["no events", { device: "phone", events: [] }],
    ["an unknown event id", { device: "phone", events: [{ e: 1234, page: "car" }] }],
    [
      "a good event beside a bad one",
      {
        device: "phone",
        events: [
          { e: "page_view", page: "home" },
          { e: 4, page: "car", car: "x" },
        ],
      },
    ],
    [
      "too many events",
      {
        device: "phone",
        events: Array.from({ length: MAX_BATCH_EVENTS + 1 }, () => ({ e: "page_view", page: "home" })),
      },
    ],
    ["an unknown key", { device: "phone", ip: "1.2.3.4", events: [{ e: "page_view", page: "home" }] }],
  ])("%s", async (_label, body) => {
    const response = await post(world, world.a, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBeTruthy();
    expect(world.buffer.size).toBe(0);
    expect(await stored()).toHaveLength(0);
  });

  it("an oversized body is a 400 too, read no further than the limit", async () => {
    const body = JSON.stringify({
      device: "phone",
      events: [{ e: 49, page: "search", q: "x".repeat(MAX_BATCH_BYTES) }],
    });
    const response = await post(world, world.a, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/too large/);
    expect(await stored()).toHaveLength(0);
  });

  it("another site's page is refused (403), and a body that is not JSON (415)", async () => {
    const cross = await post(world, world.a, searchAndCar(), {
      headers: { origin: "http://analytics-b.localhost" },
    });
    expect(cross.status).toBe(403);
    const text = await post(world, world.a, searchAndCar(), { headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    expect(await stored()).toHaveLength(0);
  });
});

describe("robots and the rate limit (issue 33 §1, §2)", () => {
  it("staff previewing unsaved settings are not counted either", async () => {
    for (const cookie of ["forecourt_preview=abc", "a=1; __prerender_bypass=x"]) {
      expect((await post(world, world.a, searchAndCar(), { headers: { cookie } })).status).toBe(202);
    }
    expect(
      (await post(world, world.a, searchAndCar(), { headers: { cookie: "not_forecourt_preview=1" } })).status,
    ).toBe(202);
    expect(await stored()).toHaveLength(4);
  });

  it("a robot is answered 202 and nothing is stored", async () => {
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "curl/8.5.0",
    ]) {
      expect((await post(world, world.a, searchAndCar(), { headers: { "user-agent": agent } })).status).toBe(
        202,
      );
    }
    expect(await stored()).toHaveLength(0);
  });

  it("past the per-address limit the answer is 429 with Retry-After, counted in the database with no address in it", async () => {
    const counters = databaseRateCounters(world.db);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post(world, world.a, searchAndCar(), { perIp: 2, counters })).status);
    expect(statuses).toEqual([202, 202, 429]);
    const refused = await post(world, world.a, searchAndCar(), { perIp: 2, counters });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not held to the first one's count.
    const other = await post(world, world.a, searchAndCar(), {
      perIp: 2,
      counters,
      headers: { "x-forwarded-for": "198.51.100.9" },
    });
    expect(other.status).toBe(202);
    const { rows } = (await world.db.execute("select key from rate_counters")) as unknown as {
      rows: { key: string }[];
    };
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.key.includes(SHOPPER_IP) || r.key.includes("198.51.100.9"))).toBe(false);
    expect(await stored()).toHaveLength(12);
  });
});

describe("Do Not Track and Global Privacy Control (issue 33 Done-when: DNT/GPC honoured)", () => {
  it.each([
    ["DNT: 1", { headers: { dnt: "1" } }, {}],
    ["Sec-GPC: 1", { headers: { "sec-gpc": "1" } }, {}],
    ["the page's own reading", {}, { private: true }],
  ])("%s: counted, with no visitor and no source", async (_label, options, extra) => {
    const response = await post(world, world.a, { ...searchAndCar(), ...extra }, options);
    expect(response.status).toBe(202);
    const rows = await stored();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row).toMatchObject({ visitor: null, source: null, medium: null, campaign: null });
    }
    // What is anonymous is still counted: the events, the car, the search, the device.
    expect(rows.map((r) => r.event)).toEqual([0, 49, 0, 25]);
    expect(rows[1]!.query).toBe("mazda cx-5");
  });
});
