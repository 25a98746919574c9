import "server-only";
import { and, asc, eq, gte, inArray, lte } from "drizzle-orm";
import type { SiteLocation } from "@/lib/locations/location";
import { compareLocationTypes, listedLocations } from "@/lib/locations/location-type";
import type { SpecialHours } from "@/lib/locations/opening-hours";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { locations, specialHours } from "../db/schema";

function byTypeThenName(list: SiteLocation[]): SiteLocation[] {
  return list.sort((a, b) => compareLocationTypes(a, b) || a.name.localeCompare(b.name));
}

async function visibleRows(db: Database, site: Site): Promise<SiteLocation[]> {
  if (!site.dealershipIds.length) return [];
  return db
    .select()
    .from(locations)
    .where(and(inArray(locations.dealershipId, site.dealershipIds), eq(locations.visible, true)))
    .orderBy(asc(locations.name));
}

/** The site's visible locations (only its own dealerships'), sales first then service then parts. */
export async function listSiteLocations(db: Database, site: Site): Promise<SiteLocation[]> {
  const rows = await visibleRows(db, site);
  return byTypeThenName(listedLocations(site.template, rows));
}

/**
 * Every visible location of the site, service and parts included even on a sales-only template: a
 * location's details page shows its group's sales, service and parts hours (spec 02 §2 "a type
 * selector"), and its URL is the site's whichever list links to it.
 */
export async function listAllSiteLocations(db: Database, site: Site): Promise<SiteLocation[]> {
  return byTypeThenName(await visibleRows(db, site));
}

/** Special days (spec 02 §3 "Special hours entry") of some locations between two local dates, by location. */
export async function listSpecialHours(
  db: Database,
  locationIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, SpecialHours[]>> {
  const byLocation = new Map<number, SpecialHours[]>();
  if (!locationIds.length) return byLocation;
  const rows = await db
    .select({
      locationId: specialHours.locationId,
      date: specialHours.date,
      status: specialHours.status,
      start: specialHours.startHour,
      end: specialHours.endHour,
    })
    .from(specialHours)
    .where(
      and(
        inArray(specialHours.locationId, [...locationIds]),
        gte(specialHours.date, from),
        lte(specialHours.date, to),
      ),
    )
    .orderBy(asc(specialHours.date));
  for (const { locationId, ...row } of rows) {
    const list = byLocation.get(locationId) ?? [];
    list.push({ ...row, status: row.status === "Closed" ? "Closed" : "Open" });
    byLocation.set(locationId, list);
  }
  return byLocation;
}
