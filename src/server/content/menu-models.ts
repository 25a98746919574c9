import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { MenuModel } from "@/lib/navigation/menus";
import type { Site } from "@/lib/tenancy/site";
import { slugify } from "@/lib/text/slugify";
import type { Database } from "../db/client";
import { manufacturers, models } from "../db/schema";

/**
 * The makes a site sells new: its dealerships' manufacturers (spec 02 §3 Dealership
 * "manufacturer.name"), as slugs of the static manufacturer list. A used-only dealership names none.
 */
export function siteManufacturerSlugs(site: Pick<Site, "dealerships">): string[] {
  return [
    ...new Set(site.dealerships.flatMap((d) => (d.manufacturerName ? [slugify(d.manufacturerName)] : []))),
  ];
}

/**
 * The models the header's models menu shows (spec 02 §2 "Header menus", §3 Model): every model of
 * the makes the site's dealerships sell, in the feed's order. Models belong to the static
 * manufacturer list, not to a site, so a site sees exactly its own makes' ranges.
 */
export async function listMenuModels(db: Database, site: Pick<Site, "dealerships">): Promise<MenuModel[]> {
  const makes = siteManufacturerSlugs(site);
  if (!makes.length) return [];
  return db
    .select({
      make: manufacturers.name,
      name: models.name,
      slug: models.slug,
      imageUrl: models.imageUrl,
      manufacturerBody: models.manufacturerBody,
      overrideUrl: models.overrideUrl,
      status: models.status,
    })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(inArray(manufacturers.slug, makes))
    .orderBy(asc(manufacturers.name), asc(models.id));
}
