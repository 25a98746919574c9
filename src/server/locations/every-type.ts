import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { SiteLocation } from "@/lib/locations/location";
import { compareLocationTypes } from "@/lib/locations/location-type";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { locations } from "../db/schema";

/**
 * Every visible location of the site's dealerships, whatever its type and whatever the template
 * lists on its locations screen (spec 01 §2 "On one template only sales-type locations are listed"
 * is about that screen): the service page needs the service locations, and the complaints notice
 * the state of every place the dealer trades from (spec 02 §9). Sales first, then service, then parts.
 */
export async function listLocationsOfEveryType(db: Database, site: Site): Promise<SiteLocation[]> {
  if (!site.dealershipIds.length) return [];
  const rows = await db
    .select()
    .from(locations)
    .where(and(inArray(locations.dealershipId, site.dealershipIds), eq(locations.visible, true)))
    .orderBy(asc(locations.name));
  return rows.sort((a, b) => compareLocationTypes(a, b) || a.name.localeCompare(b.name));
}
