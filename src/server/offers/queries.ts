import "server-only";
import { and, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { offers } from "../db/schema";

export type Offer = typeof offers.$inferSelect;

/** The site's offers that have started and not expired, minus any that exclude this site. */
export async function listCurrentOffers(db: Database, site: Site, now = new Date()): Promise<Offer[]> {
  return db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.siteId, site.id),
        or(isNull(offers.startsAt), lte(offers.startsAt, now)),
        or(isNull(offers.expiresAt), gt(offers.expiresAt, now)),
        sql`not (${site.id} = any(${offers.excludedWebsiteIds}))`,
      ),
    )
    .orderBy(asc(offers.name));
}
