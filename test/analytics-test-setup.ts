import { MemoryRateCounters, type RateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { createEventBuffer, type EventBuffer } from "@/server/analytics/event-buffer";
import { postEvents } from "@/server/analytics/events-endpoint";
import type { Database, DatabaseHandle } from "@/server/db/client";
import { openTestDatabase } from "@/server/db/test-database";
import { importBundle } from "@/server/import/import-bundle";
import { readSite } from "@/server/tenancy/sites";
import { carRecord, TEST_NOW } from "./car-records";

/**
 * Analytics integration tests' world (issue 33): two sites in Queensland (Brisbane's clock: TEST_NOW is
 * 22:00 on 20 Nov there), each with its own dealership and two cars, and a way to post a page's batch
 * as a browser on the site's host would.
 */
export const NOW = TEST_NOW;
export const TODAY = "2026-11-20";
export const SHOPPER_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
export const SHOPPER_IP = "203.0.113.77";

export type AnalyticsWorld = {
  handle: DatabaseHandle;
  db: Database;
  a: Site;
  b: Site;
  carsOf: Record<string, number[]>;
  buffer: EventBuffer;
};

function bundle(slug: string, dealer: string) {
  return {
    site: { slug, name: slug.toUpperCase(), dealerships: [dealer], config: {} },
    dealerships: [{ slug: dealer, name: `${dealer} dealership`, phone: "07 3000 0000" }],
    locations: [
      {
        slug: `${dealer}-sales`,
        dealership_slug: dealer,
        name: `${dealer} Sales`,
        location_type: "sales",
        address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" },
      },
    ],
    cars: [carRecord(dealer, `${dealer}-1`), carRecord(dealer, `${dealer}-2`, { car_type: "new" })],
  };
}

export async function openAnalyticsWorld(): Promise<AnalyticsWorld> {
  const handle = await openTestDatabase();
  const { db } = handle;
  await importBundle(db, bundle("analytics-a", "dealer-a"));
  await importBundle(db, bundle("analytics-b", "dealer-b"));
  const a = (await readSite(db, "analytics-a"))!;
  const b = (await readSite(db, "analytics-b"))!;
  const { rows } = (await db.execute(
    "select d.slug, c.id from cars c join dealerships d on d.id = c.dealership_id order by c.id",
  )) as unknown as { rows: { slug: string; id: number }[] };
  const carsOf: Record<string, number[]> = {};
  for (const row of rows) carsOf[row.slug] = [...(carsOf[row.slug] ?? []), row.id];
  // A buffer that writes only when told, so a test sees exactly what a flush stores.
  const buffer = createEventBuffer(db, { everyMs: 3_600_000, flushRows: 10_000 });
  return { handle, db, a, b, carsOf, buffer };
}

export function eventsRequest(site: Site, body: unknown, headers: Record<string, string> = {}): Request {
  const host = `${site.slug}.localhost`;
  return new Request(`http://${host}/api/events`, {
    method: "POST",
    headers: {
      host,
      origin: `http://${host}`,
      "content-type": "application/json",
      "user-agent": SHOPPER_UA,
      "x-forwarded-for": SHOPPER_IP,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Posts a batch to the site's endpoint with the world's buffer and fresh in-memory counters. */
export async function post(
  world: AnalyticsWorld,
  site: Site,
  body: unknown,
  options: {
    headers?: Record<string, string>;
    perIp?: number;
    counters?: RateCounters;
    now?: Date;
  } = {},
): Promise<Response> {
  return postEvents(world.db, site, eventsRequest(site, body, options.headers), {
    buffer: world.buffer,
    counters: options.counters ?? new MemoryRateCounters(),
    perIp: options.perIp ?? 1000,
    now: () => options.now ?? NOW,
  });
}
