import { inArray } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { cars } from "@/server/db/schema";
import { bumpStockVersions } from "@/server/import/sections/car-batches";

/**
 * Test support: cars changed as a feed's car batch changes them, in one transaction that bumps their
 * dealerships' stock versions (what an index updated in place, decision 0086, reads).
 */
export async function writeCarsAsFeed(
  db: Database,
  ids: number[],
  set: Partial<typeof cars.$inferInsert>,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const written = await tx
      .update(cars)
      .set(set)
      .where(inArray(cars.id, ids))
      .returning({ dealershipId: cars.dealershipId });
    await bumpStockVersions(
      tx,
      written.map((w) => w.dealershipId),
      now,
    );
  });
}
