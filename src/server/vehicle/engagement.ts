import "server-only";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { RateCounters } from "@/lib/net/rate-limit";
import type { Site } from "@/lib/tenancy/site";
import { isSlug } from "@/lib/text/slugify";
import { VIEW_DEDUPE_MS } from "@/lib/vehicle/view-count";
import type { LiveCarFields } from "@/lib/vehicle/view-request";
import type { Database } from "../db/client";
import { cars, dealerships, locations, phoneReveals } from "../db/schema";
import { databaseRateCounters } from "../net/rate-counters";
import { processSingleton } from "../process-singleton";
import { listedCarsWhere, siteStockWhere } from "../stock/listed-stock";

/** Who may count a view now: the visitor (lib/vehicle/view-request `viewVisitor`), or null for none. */
export type ViewCount = { visitor: string | null; counters?: RateCounters };

const VIEW_COUNTERS = processSingleton<{ db: Database; counters: RateCounters }>("view-counters");

/** The database's rate counters for views, one per process (so its sweep runs once a minute, not per view). */
function viewCounters(db: Database): RateCounters {
  const held = VIEW_COUNTERS.get(() => ({ db, counters: databaseRateCounters(db) }));
  return held.db === db ? held.counters : databaseRateCounters(db);
}

/** The dedupe key of a visitor's views of a car: a hash, so no address or session token is stored. */
function viewKey(carId: number, visitor: string): string {
  return `view:${carId}:${createHash("sha256").update(visitor).digest("base64url").slice(0, 22)}`;
}

const liveColumns = {
  views: cars.views,
  status: cars.status,
  reserved: cars.reserved,
  price: cars.price,
  offerPrice: cars.offerPrice,
  photosCount: cars.photosCount,
  updatedAt: cars.updatedAt,
};

/**
 * A view of a listed car of the site (spec 01 §7 view.json): the count and the car's live fields;
 * null when the site lists no such car. The view is counted only when `count.visitor` is given (the
 * car page's own script asked: lib/vehicle/view-request `viewCountRefusal`), and then at most once a
 * day per visitor and car (issue 29 item 5). The once-a-day is a `rate_counters` window of one
 * (decision 0019's table: shared by every server, swept when ended), keyed by the car and a hash of
 * the visitor.
 */
export async function recordView(
  db: Database,
  site: Site,
  slug: string,
  now: Date,
  count: ViewCount,
): Promise<{ views: number; counted: boolean; fields: LiveCarFields } | null> {
  if (!isSlug(slug)) return null;
  const [car] = await db
    .select({ id: cars.id, ...liveColumns })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and(listedCarsWhere(site, now), eq(cars.slug, slug)));
  if (!car) return null;
  let row = car;
  let counted = false;
  if (count.visitor !== null) {
    const counters = count.counters ?? viewCounters(db);
    const window = await counters.hit(viewKey(car.id, count.visitor), VIEW_DEDUPE_MS, now.getTime());
    if (window.hits === 1) {
      // Counting does not touch updated_at: a view is not a change to the car.
      const [updated] = await db
        .update(cars)
        .set({ views: sql`${cars.views} + 1` })
        .where(eq(cars.id, car.id))
        .returning({ id: cars.id, ...liveColumns });
      if (!updated) return null;
      row = updated;
      counted = true;
    }
  }
  return {
    views: row.views,
    counted,
    fields: {
      status: row.status,
      reserved: row.reserved,
      price: row.price === null ? null : Number(row.price),
      offer_price: row.offerPrice === null ? null : Number(row.offerPrice),
      photos_count: row.photosCount,
      updated_at: row.updatedAt.toISOString(),
    },
  };
}

export type PhoneRevealResult = "recorded" | "unknown-car" | "wrong-dealership";

/**
 * Records that a shopper revealed a car's phone number (spec 01 §4, §7). The car must be this site's
 * and the dealership the car's own, so one site cannot write events against another's stock.
 */
export async function recordPhoneReveal(
  db: Database,
  site: Site,
  event: { carId: number; dealershipId: number },
): Promise<PhoneRevealResult> {
  const [car] = await db
    .select({ id: cars.id, dealershipId: cars.dealershipId })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and(siteStockWhere(site), eq(cars.id, event.carId)));
  if (!car) return "unknown-car";
  if (car.dealershipId !== event.dealershipId) return "wrong-dealership";
  await db.insert(phoneReveals).values({ siteId: site.id, carId: car.id, dealershipId: car.dealershipId });
  return "recorded";
}
