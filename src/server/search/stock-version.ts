import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { dealerships, sites } from "../db/schema";

/*
 * A site's stock version: what a server compares to know its index of the site is out of date.
 */

/**
 * The versions stored for a site: the sum of its dealerships' stock versions, of their cars versions
 * (the bumps by car writes alone), and its listing version; and `xmin`, the oldest transaction still
 * running when they were read (`pg_snapshot_xmin`): every car written by a transaction the read did
 * not see has a `written_xid` at or above it (decision 0086).
 */
export type StoredVersions = { stock: string; cars: string; listing: number | null; xmin: number };

/** Reads the versions stored for a site (one indexed query, one snapshot). */
export async function storedVersions(db: Database, site: Site): Promise<StoredVersions> {
  const ids = site.dealershipIds.length ? site.dealershipIds : [-1];
  const [row] = await db
    .select({
      stock: sql<string>`coalesce(sum(${dealerships.stockVersion}), 0)::text`,
      cars: sql<string>`coalesce(sum(${dealerships.carsVersion}), 0)::text`,
      xmin: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`,
      listing: sql<
        string | null
      >`(select ${sites.listingVersion}::text from ${sites} where ${sites.id} = ${site.id})`,
    })
    .from(dealerships)
    .where(inArray(dealerships.id, ids));
  return {
    stock: row?.stock ?? "0",
    cars: row?.cars ?? "0",
    listing: row?.listing == null ? null : Number(row.listing),
    xmin: Number(row?.xmin ?? 0),
  };
}

/** The version of a site with those stored versions, with the parts of its config that decide what is listed. */
export function versionOf(site: Site, stored: StoredVersions): string {
  const listing = JSON.stringify([
    site.dealershipIds,
    site.config.search.filters,
    site.config.search.allow,
    site.config.include_sold_cars_days,
  ]);
  return `${stored.stock}|${stored.listing ?? "-"}|${listing}`;
}

/**
 * The stock version of a site: its dealerships' stock versions (bumped with every write that changes
 * what search shows of them: cars, location names, their names), its listing version (bumped with
 * every change of its config or dealerships), plus the parts of the config that decide what is
 * listed. Any change means the index must be rebuilt.
 */
export async function siteStockVersion(db: Database, site: Site): Promise<string> {
  return versionOf(site, await storedVersions(db, site));
}
