import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dealerships, siteDealerships, sites } from "../db/schema";

/**
 * What each site's pages were made from, as one string per site: its dealerships' stock versions
 * (bumped by every write to their cars, locations or details, in the same transaction) and the site
 * row's own last change (config, offers, promos). One query for every site; servers ask it once a
 * second (page-freshness.ts).
 */
export async function siteDataVersions(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({
      slug: sites.slug,
      stock: sql<string>`coalesce(sum(${dealerships.stockVersion}), 0)::text`,
      changed: sql<string>`(extract(epoch from ${sites.updatedAt}) * 1000)::bigint::text`,
    })
    .from(sites)
    .leftJoin(siteDealerships, eq(siteDealerships.siteId, sites.id))
    .leftJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
    .groupBy(sites.slug, sites.updatedAt);
  return new Map(rows.map((r) => [r.slug, `${r.stock}.${r.changed}`]));
}
