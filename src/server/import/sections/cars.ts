import "server-only";
import { sql } from "drizzle-orm";
import { alertPrice } from "@/lib/alerts/price-drop";
import type { CarRecord } from "@/lib/import/schema/cars";
import { carKey } from "@/lib/import/validate/car-identity";
import type { ValidatedBundle } from "@/lib/import/validate-bundle";
import { isInStockStatus } from "@/lib/stock/availability";
import type { ImportedCarChanges } from "../../alerts/record-alert-events";
import type { Database } from "../../db/client";
import { cars, reservations } from "../../db/schema";
import type { ImportReport } from "../import-report";
import { writeInBatches } from "./car-batches";
import { storedCarsByKey } from "./car-lookup";
import { takenCarSlugs, uniqueCarSlug } from "./car-slugs";
import { type CarInsert, carValues, type ExistingCar } from "./car-values";

/**
 * The bundle's cars: each updates the stored car of its dealership it names (by stocknum, else VIN),
 * keeping that car's URL, or is added with a new unique slug; written in batches (car-batches.ts).
 * A car naming a dealership that is not stored is refused; one naming an unknown location is imported
 * without one. Every car written names the import (`lastImportId`), whether or not its values
 * changed: the last feed that carried it. Returns what the shoppers' alerts need: the cars added and the prices changed.
 */
export async function importCars(
  db: Database,
  bundle: ValidatedBundle,
  dealershipIds: Map<string, number>,
  locationIds: Map<string, number>,
  report: ImportReport,
  { now, importId, pause }: { now: Date; importId: number | null; pause?: () => Promise<void> },
): Promise<ImportedCarChanges> {
  if (!bundle.cars.length) return { insertedCarSlugs: [], priceChanges: [] };
  const counts = report.counts.cars;
  const existing = await storedCarsByKey(db, bundle, dealershipIds, pause);
  const stored = (record: CarRecord) => {
    const byStock = carKey(record.dealership_slug, { stocknum: record.stocknum });
    const byVin = carKey(record.dealership_slug, { vin: record.vin });
    return (byStock && existing.get(byStock)) || (byVin && existing.get(byVin)) || undefined;
  };
  const takenSlugs = await takenCarSlugs(
    db,
    bundle.cars.map((c) => c.record).filter((record) => !stored(record)),
    pause,
  );

  const updates: { index: number; values: CarInsert; prior: ExistingCar }[] = [];
  const inserts: { index: number; values: CarInsert }[] = [];
  for (const { index, record } of bundle.cars) {
    await pause?.();
    const dealershipId = dealershipIds.get(record.dealership_slug);
    const label = record.stocknum ? `stocknum ${record.stocknum}` : `vin ${record.vin}`;
    if (dealershipId === undefined) {
      counts.failed++;
      report.issues.push({
        section: "cars",
        index,
        key: label,
        field: "dealership_slug",
        message: `no dealership "${record.dealership_slug}"`,
      });
      continue;
    }
    let locationId: number | null = null;
    if (record.location_slug) {
      // An unknown yard costs the car its location, not its place on the site (issue 15 §3).
      const found = locationIds.get(`${record.dealership_slug}|${record.location_slug}`);
      if (found === undefined) {
        report.warnings.push({
          section: "cars",
          index,
          key: label,
          field: "location_slug",
          message: `no location "${record.location_slug}" in dealership "${record.dealership_slug}"; imported without a location`,
        });
      }
      locationId = found ?? null;
    }
    const prior = stored(record);
    if (prior) {
      // A car's URL is permanent once published: re-imports keep its slug.
      updates.push({
        index,
        values: {
          ...carValues(record, dealershipId, locationId, prior, prior.slug, now),
          id: prior.id,
          lastImportId: importId,
        },
        prior,
      });
    } else {
      const slug = uniqueCarSlug(record, takenSlugs);
      takenSlugs.add(slug);
      inserts.push({
        index,
        values: {
          ...carValues(record, dealershipId, locationId, undefined, slug, now),
          lastImportId: importId,
        },
      });
    }
  }

  const updateSet = carUpdateSet();
  const updated = await writeInBatches(db, updates, counts, "updated", report, now, pause, (tx, rows) =>
    tx.insert(cars).values(rows).onConflictDoUpdate({ target: cars.id, set: updateSet }),
  );
  const inserted = await writeInBatches(db, inserts, counts, "inserted", report, now, pause, (tx, rows) =>
    tx.insert(cars).values(rows),
  );
  return { insertedCarSlugs: inserted.map((row) => row.values.slug), priceChanges: priceChanges(updated) };
}

/**
 * What a re-import overwrites: every column comes from the feed except the car's identity, its
 * permanent URL and its view count.
 */
function carUpdateSet() {
  const keep = new Set(["id", "slug", "views"]);
  const updateSet = Object.fromEntries(
    Object.entries(carColumnNames())
      .filter(([key]) => !keep.has(key))
      .map(([key, column]) => [key, sql.raw(`excluded."${column}"`)]),
  );
  // A car held by an online reservation stays reserved whatever the feed says, until the hold ends
  // (server/checkout clears the flag then; decision 0026).
  updateSet.reserved = sql`excluded.reserved or exists (select 1 from ${reservations} where ${reservations.carId} = ${cars.id} and ${reservations.status} = 'held')`;
  return updateSet;
}

/** Drizzle property name → SQL column name for the cars table. */
function carColumnNames(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, column] of Object.entries(cars)) {
    if (column && typeof column === "object" && "name" in column && typeof column.name === "string") {
      out[key] = column.name;
    }
  }
  return out;
}

/**
 * What the alerts need to know (issue 21 §6): each updated in-stock car's shown price before and
 * after, when it changed (an offer price counts before the price, lib/alerts/price-drop).
 */
function priceChanges(
  updated: { values: CarInsert; prior: ExistingCar }[],
): ImportedCarChanges["priceChanges"] {
  return updated.flatMap(({ values, prior }) => {
    if (!isInStockStatus(values.status)) return [];
    const oldPrice = alertPrice({ price: prior.price, offerPrice: prior.offerPrice });
    const newPrice = alertPrice({ price: values.price ?? null, offerPrice: values.offerPrice ?? null });
    return oldPrice === newPrice ? [] : [{ carId: prior.id, oldPrice, newPrice }];
  });
}
