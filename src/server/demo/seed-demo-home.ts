import "server-only";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { DEMO_HOME_PAGES, type DemoHomePage, demoHomePageData } from "@/demo/demo-home-pages";
import { HOME_KEY } from "@/lib/content/home-page";
import { carFeedKey } from "@/lib/stock/car-feed-key";
import { writeLiveItem } from "../content/content-live";
import { recordImportedVersion } from "../content/content-versions";
import type { Database } from "../db/client";
import { carOverrides, cars, dealerships, siteDealerships, sites } from "../db/schema";

/**
 * A demo site's home page and featured cars (issue 34 item 6, decision 0078), written after its bundle
 * is imported: the bundle has no home-page section yet (decision 0060), and featuring is a change
 * staff make over the feed (decision 0051). The home page is written as the console writes it, with an
 * import's version; the featured cars as the console's "Featured" switch stores them, and the
 * dealerships' stock version is bumped so every server's search index sees them.
 */
export async function seedDemoHome(db: Database, slug: string, now: Date): Promise<void> {
  const page = DEMO_HOME_PAGES[slug];
  if (!page) return;
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  if (!site) return;
  await db.transaction(async (tx) => {
    await writeLiveItem(tx, site.id, "home", HOME_KEY, demoHomePageData(page), now);
    await recordImportedVersion(tx, site.id, "home", HOME_KEY, now);
  });
  await featureCars(db, site.id, page.featured, now);
}

/** The dearest in-stock cars of the site (of one type, if given), featured. */
async function featureCars(db: Database, siteId: number, featured: DemoHomePage["featured"], now: Date) {
  const held = db
    .select({ id: siteDealerships.dealershipId })
    .from(siteDealerships)
    .where(eq(siteDealerships.siteId, siteId));
  const chosen = await db
    .select({ dealershipId: cars.dealershipId, stocknum: cars.stocknum, vin: cars.vin })
    .from(cars)
    .where(
      and(
        inArray(cars.dealershipId, held),
        eq(cars.status, "in_stock"),
        // A car the feed keeps off the dealer's website is not on the site to feature.
        eq(cars.showOnDealerWebsite, true),
        isNotNull(cars.price),
        sql`coalesce(${cars.itemType}, 'car') not in ('caravan', 'motorcycle')`,
        featured.carType ? eq(cars.carType, featured.carType) : undefined,
      ),
    )
    .orderBy(desc(cars.price), cars.id)
    .limit(featured.count);
  const rows = chosen.flatMap((car) => {
    const carKey = carFeedKey(car);
    return carKey ? [{ dealershipId: car.dealershipId, carKey, featured: true, updatedAt: now }] : [];
  });
  if (!rows.length) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(carOverrides)
      .values(rows)
      .onConflictDoUpdate({
        target: [carOverrides.dealershipId, carOverrides.carKey],
        set: { featured: true, updatedAt: now },
      });
    await tx
      .update(dealerships)
      .set({ stockVersion: sql`${dealerships.stockVersion} + 1`, updatedAt: now })
      .where(inArray(dealerships.id, [...new Set(rows.map((r) => r.dealershipId))]));
  });
}
