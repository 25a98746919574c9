import "server-only";
import { and, eq, gte, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Site } from "@/lib/tenancy/site";
import { COMPARABLE_YEAR_SPAN, type Comparable, valueFromComparables } from "@/lib/trade-in/valuation";
import type { Database } from "../db/client";
import { cars, dealerships, locations } from "../db/schema";
import { siteStockWhere } from "../stock/listed-stock";
import type { ValuationProvider } from "./valuation-provider";

/** Sold cars older than this say little about today's market. */
export const SOLD_COMPARABLE_DAYS = 365;

/**
 * The site's own listed and sold used and demo cars of the shopper's make and model, within
 * COMPARABLE_YEAR_SPAN model years (issue 20 §4 "a starting value per make/model/year taken from the
 * site's own listed and sold stock of similar cars"). Another site's cars never count.
 */
export async function siteComparables(
  db: Database,
  site: Site,
  car: { make: string; model: string; year: number },
  now: Date,
): Promise<Comparable[]> {
  const soldSince = new Date(now.getTime() - SOLD_COMPARABLE_DAYS * 86_400_000);
  const rows = await db
    .select({ year: cars.year, kms: cars.km, price: cars.price })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(
      and(
        siteStockWhere(site),
        sql`lower(${cars.make}) = ${car.make.trim().toLowerCase()}`,
        sql`lower(${cars.model}) = ${car.model.trim().toLowerCase()}`,
        inArray(cars.carType, ["used", "demo"]),
        gte(cars.year, car.year - COMPARABLE_YEAR_SPAN),
        lte(cars.year, car.year + COMPARABLE_YEAR_SPAN),
        isNotNull(cars.km),
        sql`${cars.price} > 10`,
        or(inArray(cars.status, ["in_stock", "coming_soon"]), gte(cars.soldAt, soldSince)),
      ),
    );
  return rows.map((row) => ({ year: row.year, kms: row.kms ?? 0, price: Number(row.price) }));
}

/** The local default (decision 0034): the transparent comparables model over this site's stock. */
export function localValuationProvider(db: Database, site: Site): ValuationProvider {
  return {
    name: "local",
    async value({ vehicle, answers, now }) {
      const comparables = await siteComparables(db, site, vehicle, now);
      return valueFromComparables(vehicle, comparables, answers);
    },
  };
}
