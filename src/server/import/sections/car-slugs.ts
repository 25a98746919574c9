import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { CarRecord } from "@/lib/import/schema/cars";
import { slugify } from "@/lib/text/slugify";
import type { Database } from "../../db/client";
import { cars } from "../../db/schema";
import { LOOKUP } from "./car-lookup";

/**
 * A new car's URL slug (year, make, model, badge, stock number), made unique against the stored cars'
 * once; a re-import keeps a car's slug, so its published URL stays valid (decision 0004).
 */

/**
 * The slugs already taken among those the feed's new cars could be given (uniqueCarSlug's candidates:
 * the base slug and the one with the dealership), read in pages of LOOKUP cars. A car whose candidates
 * are both taken also has its numbered variants read (rare).
 */
export async function takenCarSlugs(
  db: Database,
  newCars: CarRecord[],
  pause: (() => Promise<void>) | undefined,
): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < newCars.length; start += LOOKUP) {
    const chunk = newCars.slice(start, start + LOOKUP);
    const candidates = chunk.flatMap((c) => slugCandidates(c));
    const rows = await db.select({ slug: cars.slug }).from(cars).where(inArray(cars.slug, candidates));
    for (const row of rows) taken.add(row.slug);
    for (const car of chunk) {
      const [base, withDealer] = slugCandidates(car);
      if (taken.has(base!) && taken.has(withDealer!)) {
        const numbered = await db
          .select({ slug: cars.slug })
          .from(cars)
          .where(sql`${cars.slug} like ${`${withDealer}-%`}`);
        for (const row of numbered) taken.add(row.slug);
      }
    }
    await pause?.();
  }
  return taken;
}

/** A new car's slug (year, make, model, badge, stock number) and its fallback with the dealership. */
function slugCandidates(record: CarRecord): [string, string] {
  const base =
    record.slug ??
    slugify(
      [record.year, record.make, record.model, record.badge, record.stocknum ?? record.vin?.slice(-6)]
        .filter(Boolean)
        .join(" "),
    );
  return [base, `${base}-${slugify(record.dealership_slug)}`];
}

/** The first of a new car's slug candidates not taken, else the dealership's one numbered. */
export function uniqueCarSlug(record: CarRecord, taken: Set<string>): string {
  const [base, withDealer] = slugCandidates(record);
  if (!taken.has(base)) return base;
  if (!taken.has(withDealer)) return withDealer;
  for (let n = 2; ; n++) {
    const candidate = `${withDealer}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
