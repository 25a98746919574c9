import "server-only";
import type { SiteLocation } from "@/lib/locations/location";
import { addDays } from "@/lib/locations/opening-hours";
import { openingTimeZone } from "@/lib/locations/time-zones";
import { type BookingPurpose, bookingDesk } from "@/lib/scheduling/booking-desk";
import { type YardSlots, yardSlots } from "@/lib/scheduling/slot-words";
import { bookableDays, hoursKnown, slotRules, type YardHours } from "@/lib/scheduling/slots";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { listAllSiteLocations, listSpecialHours } from "../locations/queries";

/**
 * The hours a booking keeps (issue 34 item 2, decision 0063): for each location a shopper may book
 * at, its desk's week (lib/scheduling/booking-desk), its special days from yesterday to well past the
 * last bookable day (a hold's end looks three weeks on), and its clock. Null for a yard whose hours
 * do not say: its times are not limited.
 */

/** Days of special hours read past the last bookable day: a hold's end searches three weeks on. */
const SPECIAL_DAYS_PAST = 22;

export async function bookingYards(
  db: Database,
  site: Site,
  chosen: readonly SiteLocation[],
  purpose: BookingPurpose,
  now: Date,
  /** The site's visible locations, when the caller has them already (a page's request-scoped list). */
  siteLocations?: readonly SiteLocation[],
): Promise<Map<number, YardHours | null>> {
  const yards = new Map<number, YardHours | null>();
  if (!chosen.length) return yards;
  const all = siteLocations ?? (await listAllSiteLocations(db, site));
  const desks = new Map(chosen.map((location) => [location.id, bookingDesk(location, all, purpose)]));
  const today = now.toISOString().slice(0, 10);
  const special = await listSpecialHours(
    db,
    [...new Set([...desks.values()].map((desk) => desk.id))],
    addDays(today, -1),
    addDays(today, site.config.bookings.days_ahead + SPECIAL_DAYS_PAST),
  );
  for (const [id, desk] of desks) {
    const week = desk.contactDetail.opening_hours ?? [];
    yards.set(
      id,
      hoursKnown(week)
        ? { week, special: special.get(desk.id) ?? [], timeZone: openingTimeZone(desk.address.state) }
        : null,
    );
  }
  return yards;
}

/** One yard's hours for a booking, or null when it has none that say. */
export async function bookingYard(
  db: Database,
  site: Site,
  location: SiteLocation,
  purpose: BookingPurpose,
  now: Date,
): Promise<YardHours | null> {
  return (await bookingYards(db, site, [location], purpose, now)).get(location.id) ?? null;
}

/**
 * The test-drive form's times, by location id: each yard's bookable days and slots under the site's
 * notice, length and reach (`bookings` in the site config); null for a yard whose hours do not say.
 */
export async function testDriveSlots(
  db: Database,
  site: Site,
  locations: readonly SiteLocation[],
  now: Date,
  siteLocations?: readonly SiteLocation[],
): Promise<Record<string, YardSlots | null>> {
  const rules = slotRules(site.config.bookings);
  const yards = await bookingYards(db, site, locations, "test-drive", now, siteLocations);
  return Object.fromEntries(
    [...yards].map(([id, yard]) => [
      String(id),
      yard ? yardSlots(bookableDays(yard, rules, now), yard.timeZone) : null,
    ]),
  );
}
