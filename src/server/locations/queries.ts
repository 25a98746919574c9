import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { SiteLocation } from "@/lib/locations/location";
import { compareLocationTypes, isSalesLocation } from "@/lib/locations/location-type";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { locations } from "../db/schema";

/** The site's visible locations (only its own dealerships'), sales first then service then parts. */
export async function listSiteLocations(db: Database, site: Site): Promise<SiteLocation[]> {
  if (!site.dealershipIds.length) return [];
  const rows = await db
    .select()
    .from(locations)
    .where(and(inArray(locations.dealershipId, site.dealershipIds), eq(locations.visible, true)))
    .orderBy(asc(locations.name));
  const visible = site.template.locationsSalesOnly ? rows.filter(isSalesLocation) : rows;
  return visible.sort((a, b) => compareLocationTypes(a, b) || a.name.localeCompare(b.name));
}
