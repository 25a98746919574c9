import "server-only";
import { and, asc, gt, inArray, or } from "drizzle-orm";
import type { CarRecord } from "@/lib/import/schema/cars";
import { carKey } from "@/lib/import/validate/car-identity";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import type { Database } from "../../db/client";
import { cars } from "../../db/schema";
import type { ExistingCar } from "./car-values";

/**
 * The stored cars a feed's cars update, found by their identity (stocknum within the dealership, else
 * VIN), read in pages that each hold PGlite briefly, with a pause between them (issue 15 §4).
 */

/** Feed cars looked up per query: one short query on PGlite, well inside PostgreSQL's parameter limit. */
export const LOOKUP = 500;
/** From this many cars a feed's dealerships are read whole (in pages) rather than car by car. */
const SCAN_FROM = 2_000;

/**
 * The stored cars of the feed's dealerships that its cars name, by their `carKey`s. A small feed reads
 * only the cars it names (a 100-car change to a 50,000-car dealer reads 100 rows); a large one reads
 * its dealerships' cars in id order.
 */
export async function storedCarsByKey(
  db: Database,
  bundle: ValidatedBundle,
  dealershipIds: Map<string, number>,
  pause: (() => Promise<void>) | undefined,
): Promise<Map<string, ExistingCar>> {
  const ids = [...new Set(bundle.cars.map((c) => dealershipIds.get(c.record.dealership_slug)))].filter(
    (id): id is number => id !== undefined,
  );
  const slugById = new Map([...dealershipIds].map(([slug, id]) => [id, slug]));
  const existingRows =
    bundle.cars.length > SCAN_FROM
      ? await dealershipCars(db, ids, pause)
      : await namedCars(
          db,
          ids,
          bundle.cars.map((c) => c.record),
          pause,
        );
  const existing = new Map<string, ExistingCar>();
  for (const row of existingRows) {
    const dealer = slugById.get(row.dealershipId) ?? "";
    const byStock = carKey(dealer, { stocknum: row.stocknum });
    const byVin = carKey(dealer, { vin: row.vin });
    if (byStock) existing.set(byStock, row);
    if (byVin && !existing.has(byVin)) existing.set(byVin, row);
  }
  return existing;
}

const existingCarColumns = {
  id: cars.id,
  slug: cars.slug,
  status: cars.status,
  price: cars.price,
  offerPrice: cars.offerPrice,
  soldAt: cars.soldAt,
  createdAt: cars.createdAt,
  dealershipId: cars.dealershipId,
  stocknum: cars.stocknum,
  vin: cars.vin,
};
type ExistingCarRow = ExistingCar & { dealershipId: number; stocknum: string | null; vin: string | null };

/** The stored cars a feed names by stock number or VIN, LOOKUP feed cars a query. */
async function namedCars(
  db: Database,
  dealershipIds: number[],
  feed: CarRecord[],
  pause: (() => Promise<void>) | undefined,
): Promise<ExistingCarRow[]> {
  const rows: ExistingCarRow[] = [];
  for (let start = 0; dealershipIds.length && start < feed.length; start += LOOKUP) {
    const chunk = feed.slice(start, start + LOOKUP);
    const stocknums = [...new Set(chunk.flatMap((c) => (c.stocknum ? [c.stocknum, c.stocknum.trim()] : [])))];
    const vins = [...new Set(chunk.flatMap((c) => (c.vin ? [c.vin, c.vin.trim().toUpperCase()] : [])))];
    const named = [
      ...(stocknums.length ? [inArray(cars.stocknum, stocknums)] : []),
      ...(vins.length ? [inArray(cars.vin, vins)] : []),
    ];
    if (!named.length) continue;
    rows.push(
      ...(await db
        .select(existingCarColumns)
        .from(cars)
        .where(and(inArray(cars.dealershipId, dealershipIds), or(...named)))),
    );
    await pause?.();
  }
  return rows;
}

/** Every stored car of the dealerships, LOOKUP a query in id order. */
async function dealershipCars(
  db: Database,
  dealershipIds: number[],
  pause: (() => Promise<void>) | undefined,
): Promise<ExistingCarRow[]> {
  const rows: ExistingCarRow[] = [];
  let afterId = 0;
  while (dealershipIds.length) {
    const page = await db
      .select(existingCarColumns)
      .from(cars)
      .where(and(inArray(cars.dealershipId, dealershipIds), gt(cars.id, afterId)))
      .orderBy(asc(cars.id))
      .limit(LOOKUP);
    rows.push(...page);
    if (page.length < LOOKUP) break;
    afterId = page.at(-1)!.id;
    await pause?.();
  }
  return rows;
}
