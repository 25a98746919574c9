import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Site } from "@/lib/tenancy/site";
import { isSlug } from "@/lib/text/slugify";
import type { LiveCarFields } from "@/lib/vehicle/view-request";
import type { Database } from "../db/client";
import { cars, dealerships, locations, phoneReveals } from "../db/schema";
import { listedCarsWhere, siteStockWhere } from "../stock/listed-stock";

/**
 * Counts one view of a listed car of the site (spec 01 §7 view.json) and returns the new count with
 * the car's live fields; null when the site lists no such car.
 */
export async function recordView(
  db: Database,
  site: Site,
  slug: string,
  now: Date,
): Promise<{ views: number; fields: LiveCarFields } | null> {
  if (!isSlug(slug)) return null;
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and(listedCarsWhere(site, now), eq(cars.slug, slug)));
  if (!car) return null;
  // Counting does not touch updated_at: a view is not a change to the car.
  const [row] = await db
    .update(cars)
    .set({ views: sql`${cars.views} + 1` })
    .where(eq(cars.id, car.id))
    .returning({
      views: cars.views,
      status: cars.status,
      reserved: cars.reserved,
      price: cars.price,
      offerPrice: cars.offerPrice,
      photosCount: cars.photosCount,
      updatedAt: cars.updatedAt,
    });
  if (!row) return null;
  return {
    views: row.views,
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
