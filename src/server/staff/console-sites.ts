import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { dealerships, sites } from "../db/schema";

/** The sites the console lists (an operator's choice on its home page), by name; archived ones say so. */
export async function listConsoleSites(
  db: Database,
): Promise<{ slug: string; name: string; archivedAt: Date | null }[]> {
  return db
    .select({ slug: sites.slug, name: sites.name, archivedAt: sites.archivedAt })
    .from(sites)
    .orderBy(asc(sites.name));
}

/** Every dealership, by name: the new-site form's choice of existing ones (decision 0056). */
export async function listDealershipChoices(db: Database): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .orderBy(asc(dealerships.name));
}

/** A site's slug by id (a member's own site, to send them to it). */
export async function siteSlugById(db: Database, siteId: number): Promise<string | null> {
  const [row] = await db.select({ slug: sites.slug }).from(sites).where(eq(sites.id, siteId));
  return row?.slug ?? null;
}
