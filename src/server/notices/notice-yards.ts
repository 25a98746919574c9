import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { sitePhone } from "@/lib/content/site-phone";
import { localDateTime } from "@/lib/format/local-date-time";
import type { SiteLocation } from "@/lib/locations/location";
import { addDays } from "@/lib/locations/opening-hours";
import { openingTimeZone } from "@/lib/locations/time-zones";
import { noticeBrand } from "@/lib/notices/notice-brand";
import type { NoticeBrand, NoticeYard } from "@/lib/notices/notice-content";
import { type Desk, noticeYard, plainYard, yardLocationFor } from "@/lib/notices/notice-yard";
import { footerLicences } from "@/lib/tenancy/footer";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { locations } from "../db/schema";
import { listAllSiteLocations, listSiteLocations, listSpecialHours } from "../locations/queries";
import { siteOrigin } from "../tenancy/sites";

/**
 * What every confirmation reads before its transaction (issue 34 item 1): the site's look (name,
 * colour, logo, licences) and the yard it names, with its address, its desk's number and this week's
 * hours (holiday hours laid over them) on the yard's own clock.
 */
export async function noticeBrandFor(db: Database, site: Site): Promise<NoticeBrand> {
  return noticeBrand(site, footerLicences(site.config, await listSiteLocations(db, site)), siteOrigin(site));
}

/** A location by id, only when it is one of the site's dealerships'. */
export async function siteLocationById(db: Database, site: Site, id: number): Promise<SiteLocation | null> {
  if (!site.dealershipIds.length) return null;
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, id), inArray(locations.dealershipId, site.dealershipIds)));
  return row ?? null;
}

export type YardQuery = {
  /** The lead's or car's own location, when it has one. */
  location: SiteLocation | null;
  dealershipId: number | null;
  /** Whose desk a lead without a location goes to (its category's: lib/leads/lead-confirmation). */
  desk: Desk;
};

/**
 * The yard a confirmation names: the record's own location; else the dealership's location of the
 * desk; else the dealership (or the site) by name with its number and the site's address.
 */
export async function noticeYardFor(
  db: Database,
  site: Site,
  query: YardQuery,
  now: Date = new Date(),
): Promise<NoticeYard> {
  const dealership = site.dealerships.find((d) => d.id === query.dealershipId) ?? null;
  const fallbackPhone = dealership?.phone ?? sitePhone(site);
  const location =
    query.location ?? yardLocationFor(await listAllSiteLocations(db, site), query.dealershipId, query.desk);
  if (!location) {
    return plainYard(dealership?.name ?? site.name, fallbackPhone, site.config.contact.address);
  }
  const today = localDateTime(now, openingTimeZone(location.address.state)).slice(0, 10);
  const special = await listSpecialHours(db, [location.id], today, addDays(today, 6));
  return noticeYard(location, {
    today,
    special: special.get(location.id) ?? [],
    missingHours: site.template.missingHours,
    fallbackPhone,
  });
}
