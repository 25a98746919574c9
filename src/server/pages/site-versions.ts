import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { carOverrides, dealerships, siteDealerships, sites } from "../db/schema";

/**
 * What each site's pages were made from, as one string per site: its dealerships' stock versions
 * (bumped by every write to their cars, locations or details, in the same transaction) and the site
 * row's own last change (config, offers, promos, content published in the console), and the latest
 * moment a scheduled item started or expired (decision 0053): an offer, page, article, popup or promo
 * card appears at its start, and goes at its expiry, without anyone saving; and how many starts and
 * ends of staff's special prices have passed (decision 0051: a special price that starts or ends
 * changes a car's shown price with no write). One query for every site; servers ask it once a second
 * (page-freshness.ts).
 */
/** The latest start or expiry of the site's scheduled content that has passed (null: none has). */
const passed = (table: string, ...columns: string[]) =>
  sql.raw(
    `(select max(b) from ${table} t, lateral (values ${columns.map((c) => `(t.${c})`).join(", ")}) v(b) where t.site_id = "sites"."id" and b <= now())`,
  );
const LAST_BOUNDARY = sql`greatest(${passed("offers", "starts_at", "expires_at")}, ${passed("content_pages", "published_from", "published_until")}, ${passed("blog_articles", "published_at")}, ${passed("promo_popups", "start", "expiry")}, ${passed("promo_nodes", "start", "expiry")})`;

export async function siteDataVersions(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({
      slug: sites.slug,
      stock: sql<string>`coalesce(sum(${dealerships.stockVersion}), 0)::text`,
      changed: sql<string>`(extract(epoch from ${sites.updatedAt}) * 1000)::bigint::text`,
      specials: sql<string>`(select coalesce(sum((o.special_from <= now())::int + (o.special_until <= now())::int), 0) from ${carOverrides} o join ${siteDealerships} sd on sd.dealership_id = o.dealership_id where sd.site_id = ${sites.id} and o.special_price is not null)::text`,
      boundary: sql<string>`coalesce((extract(epoch from ${LAST_BOUNDARY}) * 1000)::bigint::text, '')`,
    })
    .from(sites)
    .leftJoin(siteDealerships, eq(siteDealerships.siteId, sites.id))
    .leftJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
    .groupBy(sites.id, sites.slug, sites.updatedAt);
  return new Map(rows.map((r) => [r.slug, `${r.stock}.${r.changed}.${r.specials}.${r.boundary}`]));
}
