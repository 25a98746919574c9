import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import type { CarType } from "@/lib/tenancy/site-config";
import type { Database } from "../db/client";
import { cars, dealerships, locations } from "../db/schema";
import type { Site } from "../tenancy/sites";
import { listedCarsWhere } from "./listed-stock";

export type CarSummary = {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  year: number;
  carType: string;
  status: string;
  price: number | null;
  km: number | null;
  primaryImageUrl: string | null;
  dealershipName: string;
};

function listedFrom(db: Database) {
  return db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      make: cars.make,
      model: cars.model,
      year: cars.year,
      carType: cars.carType,
      status: cars.status,
      price: cars.price,
      km: cars.km,
      primaryImageUrl: cars.primaryImageUrl,
      dealershipName: dealerships.name,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId));
}

/** Listed cars, newest first. */
export async function listListedCars(
  db: Database,
  site: Site,
  options: { limit: number; now?: Date },
): Promise<CarSummary[]> {
  return listedFrom(db)
    .where(listedCarsWhere(site, options.now ?? new Date()))
    .orderBy(desc(cars.createdAt), desc(cars.id))
    .limit(options.limit);
}

/** How many listed cars of each type the site has (home page "browse by type"). */
export async function countListedByCarType(
  db: Database,
  site: Site,
  now = new Date(),
): Promise<Record<CarType, number>> {
  const rows = await db
    .select({ carType: cars.carType, n: count() })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(listedCarsWhere(site, now))
    .groupBy(cars.carType);
  const out: Record<CarType, number> = { new: 0, demo: 0, used: 0 };
  for (const r of rows) if (r.carType in out) out[r.carType as CarType] = Number(r.n);
  return out;
}

/** A listed car by slug for this site, or null: another site's car is not found. */
export async function findListedCar(
  db: Database,
  site: Site,
  slug: string,
  now = new Date(),
): Promise<CarSummary | null> {
  const [row] = await listedFrom(db).where(sql`${listedCarsWhere(site, now)} and ${cars.slug} = ${slug}`);
  return row ?? null;
}
