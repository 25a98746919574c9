import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { carOverrides, dealerships, siteDealerships, sites } from "../db/schema";

/**
 * What each site's pages were made from, as one string per site: its dealerships' stock versions
 * (bumped by every write to their cars, locations or details, in the same transaction) and the site
 * row's own last change (config, offers, promos), and how many starts and ends of staff's special
 * prices have passed (a special price that starts or ends changes a car's shown price with no write:
 * decision 0051). One query for every site; servers ask it once a second (page-freshness.ts).
 */
export async function siteDataVersions(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({
      slug: sites.slug,
      stock: sql<string>`coalesce(sum(${dealerships.stockVersion}), 0)::text`,
      changed: sql<string>`(extract(epoch from ${sites.updatedAt}) * 1000)::bigint::text`,
      specials: sql<string>`(select coalesce(sum((o.special_from <= now())::int + (o.special_until <= now())::int), 0) from ${carOverrides} o join ${siteDealerships} sd on sd.dealership_id = o.dealership_id where sd.site_id = ${sites.id} and o.special_price is not null)::text`,
    })
    .from(sites)
    .leftJoin(siteDealerships, eq(siteDealerships.siteId, sites.id))
    .leftJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
    .groupBy(sites.id, sites.slug, sites.updatedAt);
  return new Map(rows.map((r) => [r.slug, `${r.stock}.${r.changed}.${r.specials}`]));
}
