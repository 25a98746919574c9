import { MemoryRateCounters, type RateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { createEventBuffer, type EventBuffer } from "@/server/analytics/event-buffer";
import { postEvents } from "@/server/analytics/events-endpoint";
import { writeEvents } from "@/server/analytics/write-events";
import type { Database, DatabaseHandle } from "@/server/db/client";
import { leads, phoneReveals } from "@/server/db/schema";
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
  const buffer = createEventBuffer((rows) => writeEvents(db, rows), {
    everyMs: 3_600_000,
    flushRows: 10_000,
  });
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

export const ZONE = "Australia/Brisbane";
const at = (secondsBefore: number) => new Date(NOW.getTime() - secondsBefore * 1000);
const IP2 = "198.51.100.20";
const DESKTOP_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/**
 * Today's shoppers on site A (and one on B), ingested and written: (1) a phone from a Google ad that
 * searches twice (one search finds nothing), opens car A1, taps Call and enquires; (2) a desktop from
 * Facebook that opens A1 and saves it; (3) a Do Not Track browser on the home page. Then the reveal
 * and the leads the site stored: A1's enquiry, a general one from Facebook, and one from yesterday.
 */
export async function seedShoppers(world: AnalyticsWorld): Promise<{ carA1: number; dealerA: number }> {
  const carA1 = world.carsOf["dealer-a"]![0]!;
  const dealerA = world.a.dealershipIds[0]!;
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
  return { carA1, dealerA };
}
