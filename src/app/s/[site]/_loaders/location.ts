import "server-only";
import { cache } from "react";
import { localDateTime } from "@/lib/format/local-date-time";
import { hoursPanelMembers, locationHoursPanel } from "@/lib/locations/hours-panels";
import type { SiteLocation } from "@/lib/locations/location";
import { groupLocations, type LocationGroup } from "@/lib/locations/location-groups";
import { addDays, type LocationHoursPanel, type SpecialHours } from "@/lib/locations/opening-hours";
import { openingTimeZone } from "@/lib/locations/time-zones";
import type { Site } from "@/lib/tenancy/site";
import { getDatabase } from "@/server/db/database";
import { listSpecialHours } from "@/server/locations/queries";
import { loadAllSiteLocations, requireSite } from "./site";

export type LocationDetails = {
  location: SiteLocation;
  group: LocationGroup;
  panels: LocationHoursPanel[];
  /** The location's own special days from today on, for its JSON-LD. */
  special: SpecialHours[];
};

/** Today's date on a location's own clock (spec 02 §5 hours are the location's local time). */
export function localToday(location: SiteLocation, now: Date): string {
  return localDateTime(now, openingTimeZone(location.address.state)).slice(0, 10);
}

/**
 * The hours of the site's service locations for /genuine-service, each on its own clock, with
 * their special days.
 */
export async function serviceHoursPanels(
  site: Site,
  service: readonly SiteLocation[],
  now: Date = new Date(),
): Promise<LocationHoursPanel[]> {
  if (!service.length) return [];
  const from = service.map((l) => localToday(l, now)).sort()[0]!;
  const special = await listSpecialHours(
    await getDatabase(),
    service.map((l) => l.id),
    from,
    addDays(from, 366),
  );
  return service.map((l) =>
    locationHoursPanel(
      l,
      localToday(l, now),
      special.get(l.id) ?? [],
      site.template.serviceSaturdaysByAppointment,
    ),
  );
}

/**
 * A location's details page data (spec 02 §2 "Location details page"), or null when the slug is not
 * one of the site's visible locations (another site's location included): the location, its group
 * (sales, service, parts), and per group member the hours table with special days laid over the
 * coming week, the holiday list and the service Saturdays, each on the location's own clock.
 */
export const loadLocationDetails = cache(
  async (siteSlug: string, locationSlug: string, now: Date = new Date()): Promise<LocationDetails | null> => {
    const [site, all] = await Promise.all([requireSite(siteSlug), loadAllSiteLocations(siteSlug)]);
    const location = all.find((l) => l.slug === locationSlug);
    if (!location) return null;
    const group = groupLocations(all).find((g) => g.members.includes(location)) ?? {
      name: location.name,
      members: [location],
    };
    const members = hoursPanelMembers(group, location);
    const today = localToday(location, now);
    const special = await listSpecialHours(
      await getDatabase(),
      members.map((m) => m.id),
      today,
      addDays(today, 366),
    );
    const panels = members.map((member) =>
      locationHoursPanel(
        member,
        today,
        special.get(member.id) ?? [],
        site.template.serviceSaturdaysByAppointment,
      ),
    );
    return { location, group, panels, special: special.get(location.id) ?? [] };
  },
);
