import "server-only";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { isPriceDrop } from "@/lib/alerts/price-drop";
import { savedSearchFilters } from "@/lib/alerts/saved-search";
import { matchesSavedSearch } from "@/lib/alerts/search-match";
import { isInStockStatus } from "@/lib/stock/availability";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import {
  alertEvents,
  cars,
  priceAlertSettings,
  savedSearches,
  siteDealerships,
  sites,
  users,
  watchlistEntries,
} from "../db/schema";
import { listedCarsWhere } from "../stock/listed-stock";
import { rowToDocument, searchFrom } from "../stock/search-documents";
import { readSite } from "../tenancy/sites";

/**
 * What an import tells the alerts (issue 21 §6): the cars it added, and the cars whose shown price it
 * changed, with the price before and after (lib/alerts/price-drop `alertPrice`).
 */
export type ImportedCarChanges = {
  /** The added cars, by their (permanent, unique) slugs. */
  insertedCarSlugs: readonly string[];
  priceChanges: readonly { carId: number; oldPrice: number | null; newPrice: number | null }[];
};

export type RecordedAlerts = { newMatches: number; priceDrops: number };

/** Cars matched or looked up per query. */
const CHUNK = 500;

/**
 * Records the alert events an import makes: for every site with sign-in, each added car its listing
 * shows that an enabled saved search of the site matches (the search engine's semantics, one car at a
 * time), and each lowered price of a car on a watchlist whose owner has price alerts on. The digest
 * job (compose-digests.ts) turns them into messages. Cheap when nobody is watching: one query each.
 */
export async function recordAlertEvents(
  db: Database,
  changes: ImportedCarChanges,
  now: Date,
  pause?: () => Promise<void>,
): Promise<RecordedAlerts> {
  const sitesById = new Map<number, Promise<Site | null>>();
  const siteOf = (id: number) => {
    let found = sitesById.get(id);
    if (!found) {
      found = db
        .select({ slug: sites.slug })
        .from(sites)
        .where(eq(sites.id, id))
        .then(([row]) => (row ? readSite(db, row.slug) : null));
      sitesById.set(id, found);
    }
    return found;
  };
  const newMatches = await recordNewMatches(db, changes.insertedCarSlugs, now, siteOf, pause);
  const priceDrops = await recordPriceDrops(db, changes.priceChanges, now, siteOf, pause);
  return { newMatches, priceDrops };
}

async function recordNewMatches(
  db: Database,
  carSlugs: readonly string[],
  now: Date,
  siteOf: (id: number) => Promise<Site | null>,
  pause?: () => Promise<void>,
): Promise<number> {
  if (!carSlugs.length) return 0;
  // Nobody has an enabled saved search (a new installation, the demo's seed): nothing to look up.
  const [anyone] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(eq(savedSearches.alertsOn, true))
    .limit(1);
  if (!anyone) return 0;
  const carIds: number[] = [];
  const dealershipIds = new Set<number>();
  for (let start = 0; start < carSlugs.length; start += CHUNK) {
    const rows = await db
      .select({ id: cars.id, dealershipId: cars.dealershipId })
      .from(cars)
      .where(inArray(cars.slug, carSlugs.slice(start, start + CHUNK)));
    for (const row of rows) {
      carIds.push(row.id);
      dealershipIds.add(row.dealershipId);
    }
  }
  if (!carIds.length) return 0;
  // The sites whose shoppers have an enabled saved search and that show a dealership of the new cars.
  const watching = await db
    .selectDistinct({ siteId: savedSearches.siteId })
    .from(savedSearches)
    .innerJoin(siteDealerships, eq(siteDealerships.siteId, savedSearches.siteId))
    .where(and(eq(savedSearches.alertsOn, true), inArray(siteDealerships.dealershipId, [...dealershipIds])));
  let recorded = 0;
  for (const { siteId } of watching) {
    const site = await siteOf(siteId);
    if (!site?.config.features.authentication) continue;
    const searches = (
      await db
        .select({ id: savedSearches.id, userId: savedSearches.userId, query: savedSearches.query })
        .from(savedSearches)
        .where(and(eq(savedSearches.siteId, site.id), eq(savedSearches.alertsOn, true)))
    ).map((row) => ({ ...row, filters: savedSearchFilters(row.query) }));
    for (let start = 0; start < carIds.length; start += CHUNK) {
      const docs = (
        await searchFrom(db, now).where(
          and(listedCarsWhere(site, now), inArray(cars.id, carIds.slice(start, start + CHUNK))),
        )
      )
        .map(rowToDocument)
        // A car that came in already sold is no news.
        .filter((doc) => isInStockStatus(doc.status));
      const events = docs.flatMap((doc) =>
        searches
          .filter((search) => matchesSavedSearch(doc, search.filters))
          .map((search) => ({
            siteId: site.id,
            userId: search.userId,
            kind: "new_match" as const,
            savedSearchId: search.id,
            carId: doc.id,
            createdAt: now,
          })),
      );
      for (let at = 0; at < events.length; at += CHUNK) {
        const written = await db
          .insert(alertEvents)
          .values(events.slice(at, at + CHUNK))
          .onConflictDoNothing({
            target: [alertEvents.savedSearchId, alertEvents.carId],
            where: sql`${alertEvents.kind} = 'new_match'`,
          })
          .returning({ id: alertEvents.id });
        recorded += written.length;
      }
      await pause?.();
    }
  }
  return recorded;
}

async function recordPriceDrops(
  db: Database,
  changes: ImportedCarChanges["priceChanges"],
  now: Date,
  siteOf: (id: number) => Promise<Site | null>,
  pause?: () => Promise<void>,
): Promise<number> {
  const drops = changes.filter((change) => isPriceDrop(change.oldPrice, change.newPrice));
  if (!drops.length) return 0;
  let recorded = 0;
  for (let start = 0; start < drops.length; start += CHUNK) {
    const chunk = drops.slice(start, start + CHUNK);
    const byCar = new Map(chunk.map((drop) => [drop.carId, drop]));
    // Each watcher of a lowered car whose price alerts are on (no settings row: on).
    const watchers = await db
      .select({ userId: watchlistEntries.userId, carId: watchlistEntries.carId, siteId: users.siteId })
      .from(watchlistEntries)
      .innerJoin(users, eq(users.id, watchlistEntries.userId))
      .leftJoin(priceAlertSettings, eq(priceAlertSettings.userId, users.id))
      .where(
        and(
          inArray(watchlistEntries.carId, [...byCar.keys()]),
          or(isNull(priceAlertSettings.userId), eq(priceAlertSettings.alertsOn, true)),
        ),
      );
    const bySite = new Map<number, typeof watchers>();
    for (const watcher of watchers)
      bySite.set(watcher.siteId, [...(bySite.get(watcher.siteId) ?? []), watcher]);
    for (const [siteId, list] of bySite) {
      const site = await siteOf(siteId);
      if (!site?.config.features.authentication) continue;
      // Still a car this site lists, and in stock: a sold car's price is nobody's news.
      const listed = new Set(
        (
          await searchFrom(db, now).where(
            and(listedCarsWhere(site, now), inArray(cars.id, [...new Set(list.map((w) => w.carId))])),
          )
        )
          .filter((row) => isInStockStatus(row.status))
          .map((row) => row.id),
      );
      const events = list
        .filter((watcher) => listed.has(watcher.carId))
        .map((watcher) => {
          const drop = byCar.get(watcher.carId)!;
          return {
            siteId,
            userId: watcher.userId,
            kind: "price_drop" as const,
            carId: watcher.carId,
            oldPrice: drop.oldPrice,
            newPrice: drop.newPrice,
            createdAt: now,
          };
        });
      if (events.length)
        recorded += (await db.insert(alertEvents).values(events).returning({ id: alertEvents.id })).length;
    }
    await pause?.();
  }
  return recorded;
}
