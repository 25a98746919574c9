import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { carKey } from "@/lib/import/validate/car-identity";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import type { Database } from "../../db/client";
import { cars } from "../../db/schema";
import { BATCH, bumpStockVersions } from "./car-batches";

/**
 * --replace-stock: the feed is complete for every dealership it carries cars for, so that
 * dealership's in-stock cars it no longer lists are marked sold now. A dealership with no cars in the
 * feed is left alone, so an empty or truncated export never empties a site. Cars named by an invalid
 * record are counted as present, so a typo in one record does not mark a real car sold.
 */
export async function markMissingCarsSold(
  db: Database,
  bundle: ValidatedBundle,
  dealershipIds: Map<string, number>,
  now: Date,
  /** The import marking them sold, which they then name as the feed that last wrote them. */
  importId: number | null,
): Promise<number> {
  let marked = 0;
  for (const slug of bundle.feedDealerships) {
    const dealershipId = dealershipIds.get(slug);
    if (dealershipId === undefined) continue;
    const inStock = await db
      .select({ id: cars.id, stocknum: cars.stocknum, vin: cars.vin })
      .from(cars)
      .where(and(eq(cars.dealershipId, dealershipId), inArray(cars.status, ["in_stock", "coming_soon"])));
    const missing = inStock
      .filter((c) => {
        const byStock = carKey(slug, { stocknum: c.stocknum });
        const byVin = carKey(slug, { vin: c.vin });
        return !(byStock && bundle.feedCarKeys.has(byStock)) && !(byVin && bundle.feedCarKeys.has(byVin));
      })
      .map((c) => c.id);
    for (let i = 0; i < missing.length; i += BATCH) {
      const ids = missing.slice(i, i + BATCH);
      await db.transaction(async (tx) => {
        await tx
          .update(cars)
          .set({ status: "sold", soldAt: now, updatedAt: now, lastImportId: importId })
          .where(inArray(cars.id, ids));
        await bumpStockVersions(tx, [dealershipId], now);
      });
    }
    marked += missing.length;
  }
  return marked;
}
