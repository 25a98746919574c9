import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { dealerships } from "../../db/schema";
import { describeDbError, type ImportReport, type SectionCounts } from "../import-report";
import type { CarInsert } from "./car-values";

/**
 * Car writes in batches, each in a transaction that also bumps its dealerships' stock versions, so a
 * server sees each batch and the version that announces it together (issue 15 §4).
 */

/** Cars a batch writes (and cars a --replace-stock transaction marks sold). */
export const BATCH = 500;
/** Cars a batch writes when the import runs inside a serving server (`pause` given): ~50 ms on PGlite. */
const SERVING_BATCH = 50;

/**
 * Bumps the stock version of the dealerships whose cars a transaction wrote, in that transaction, so
 * a server that sees the cars sees the version that announces them (issue 15 §4); and their cars
 * version with it, which tells a server the change is in the car rows alone, so its index reloads only
 * the cars written (decision 0086). Only for transactions whose every search-visible write is to cars.
 */
export async function bumpStockVersions(
  tx: Executor,
  dealershipIds: Iterable<number>,
  now: Date,
): Promise<void> {
  const ids = [...new Set(dealershipIds)];
  if (!ids.length) return;
  await tx
    .update(dealerships)
    .set({
      stockVersion: sql`${dealerships.stockVersion} + 1`,
      carsVersion: sql`${dealerships.carsVersion} + 1`,
      updatedAt: now,
    })
    .where(inArray(dealerships.id, ids));
}

/**
 * Writes rows in batches, each in a transaction that also bumps its dealerships' stock versions; a
 * failed batch is retried row by row (each with its bump) so only the bad rows are reported. Returns
 * the rows written.
 */
export async function writeInBatches<Row extends { index: number; values: CarInsert }>(
  db: Database,
  rows: Row[],
  counts: SectionCounts,
  outcome: "inserted" | "updated",
  report: ImportReport,
  now: Date,
  pause: (() => Promise<void>) | undefined,
  write: (tx: Executor, values: CarInsert[]) => PromiseLike<unknown>,
): Promise<Row[]> {
  const written: Row[] = [];
  // Embedded PGlite runs on the server's one thread and a PGlite query resolves without giving the
  // event loop a turn: an import inside a serving server writes smaller batches and pauses between
  // them, so a search waits at most one batch (issue 15 §4).
  const size = pause ? SERVING_BATCH : BATCH;
  for (let start = 0; start < rows.length; start += size) {
    if (start > 0) await pause?.();
    const batch = rows.slice(start, start + size);
    try {
      await db.transaction(async (tx) => {
        await write(
          tx,
          batch.map((r) => r.values),
        );
        await bumpStockVersions(
          tx,
          batch.map((r) => r.values.dealershipId),
          now,
        );
      });
      counts[outcome] += batch.length;
      written.push(...batch);
    } catch {
      for (const row of batch) {
        try {
          await db.transaction(async (tx) => {
            await write(tx, [row.values]);
            await bumpStockVersions(tx, [row.values.dealershipId], now);
          });
          counts[outcome]++;
          written.push(row);
        } catch (error) {
          counts.failed++;
          report.issues.push({
            section: "cars",
            index: row.index,
            key: row.values.stocknum ? `stocknum ${row.values.stocknum}` : `vin ${row.values.vin}`,
            field: "",
            message: describeDbError(error),
          });
        }
      }
    }
  }
  return written;
}
