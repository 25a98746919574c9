import "server-only";
import { and, eq } from "drizzle-orm";
import { toHit } from "@/lib/search/present-result";
import type { SearchHit } from "@/lib/stock/listed-car";
import type { Site } from "@/lib/tenancy/site";
import { hasNul } from "@/lib/text/well-formed";
import type { Database } from "../db/client";
import { cars } from "../db/schema";
import { listedCarsWhere } from "./listed-stock";
import { rowToDocument, searchFrom } from "./search-documents";

/**
 * A listed car of this site by slug, or null: another site's car, or one no longer listed, is not
 * found. Lists of cars come from StockSearch; this is the one-car lookup a vehicle page needs.
 */
export async function findListedCar(
  db: Database,
  site: Site,
  slug: string,
  now = new Date(),
): Promise<SearchHit | null> {
  // A NUL names nothing and would fail the query (issue 29): not asked of the database.
  if (hasNul(slug)) return null;
  const [row] = await searchFrom(db, now).where(and(listedCarsWhere(site, now), eq(cars.slug, slug)));
  return row ? toHit(rowToDocument(row)) : null;
}
