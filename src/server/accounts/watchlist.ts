import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { WATCHLIST_MAX, watchlistChangeAllowed } from "@/lib/accounts/watchlist";
import { toHit } from "@/lib/search/present-result";
import type { SearchHit } from "@/lib/stock/listed-car";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { cars, dealerships, locations, watchlistEntries } from "../db/schema";
import { siteStockWhere } from "../stock/listed-stock";
import { rowToDocument, searchFrom } from "../stock/search-documents";

/**
 * A signed-in shopper's watchlist (spec 01 §4 "Watchlist", issue 21 §3), always by the user the session
 * names (server/accounts/sign-in), never by anything a request says: a shopper can only change their
 * own list. The car must be this site's; a car that is not in stock may only be taken off.
 */
export type WatchlistChangeResult = "ok" | "unknown-car" | "not-in-stock" | "full";

export async function changeWatchlist(
  db: Database,
  site: Site,
  userId: number,
  carId: number,
  action: "save" | "remove",
): Promise<WatchlistChangeResult> {
  const [car] = await db
    .select({ id: cars.id, status: cars.status })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(locations, eq(locations.id, cars.locationId))
    .where(and(siteStockWhere(site), eq(cars.id, carId)));
  if (!car) return "unknown-car";
  if (action === "remove") {
    await db
      .delete(watchlistEntries)
      .where(and(eq(watchlistEntries.userId, userId), eq(watchlistEntries.carId, carId)));
    return "ok";
  }
  const [existing] = await db
    .select({ id: watchlistEntries.id })
    .from(watchlistEntries)
    .where(and(eq(watchlistEntries.userId, userId), eq(watchlistEntries.carId, carId)));
  if (existing) return "ok";
  if (!watchlistChangeAllowed(car.status, false, "save")) return "not-in-stock";
  const [held] = await db
    .select({ n: count() })
    .from(watchlistEntries)
    .where(eq(watchlistEntries.userId, userId));
  if ((held?.n ?? 0) >= WATCHLIST_MAX) return "full";
  await db.insert(watchlistEntries).values({ userId, carId }).onConflictDoNothing();
  return "ok";
}

/** The ids of the cars on a shopper's list that are still this site's, oldest saved first. */
export async function watchlistCarIds(db: Database, site: Site, userId: number): Promise<number[]> {
  if (!site.dealershipIds.length) return [];
  const rows = await db
    .select({ carId: watchlistEntries.carId })
    .from(watchlistEntries)
    .innerJoin(cars, eq(cars.id, watchlistEntries.carId))
    .where(and(eq(watchlistEntries.userId, userId), inArray(cars.dealershipId, site.dealershipIds)))
    .orderBy(asc(watchlistEntries.createdAt), asc(watchlistEntries.id));
  return rows.map((r) => r.carId);
}

/**
 * The watchlist page's cars (issue 21 §3): the shopper's saved cars that are still this site's, newest
 * saved first, sold ones included (the shopper saved them; the page says they sold).
 */
export async function watchlistCars(db: Database, site: Site, userId: number): Promise<SearchHit[]> {
  const ids = await watchlistCarIds(db, site, userId);
  if (!ids.length) return [];
  const rows = await searchFrom(db).where(and(siteStockWhere(site), inArray(cars.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, toHit(rowToDocument(row))]));
  return ids
    .toReversed()
    .map((id) => byId.get(id))
    .filter((hit): hit is SearchHit => hit !== undefined);
}
