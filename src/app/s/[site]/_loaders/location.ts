import "server-only";
import { cache } from "react";
import { localDateTime } from "@/lib/format/local-date-time";
import type { SiteLocation } from "@/lib/locations/location";
import { groupLocations, type LocationGroup } from "@/lib/locations/location-groups";
import {
  addDays,
  holidayHoursList,
  type LocationHoursPanel,
  openingHoursRows,
  type SpecialHours,
} from "@/lib/locations/opening-hours";
import { nextServiceSaturdays } from "@/lib/locations/service-saturdays";
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

const TYPE_LABELS: Record<string, string> = {
  sales: "Sales",
  "": "Sales",
  service: "Service",
  parts: "Parts",
};

/** Today's date on a location's own clock (spec 02 §5 hours are the location's local time). */
export function localToday(location: SiteLocation, now: Date): string {
  return localDateTime(now, openingTimeZone(location.address.state)).slice(0, 10);
}

/**
 * One location's hours as the site shows them (spec 02 §5, §4): the table with its special days over
 * the coming week, the holiday list, and, for a service desk on a template with them, the next
 * Service Saturdays by appointment.
 */
export function locationHoursPanel(
  site: Site,
  member: SiteLocation,
  today: string,
  days: readonly SpecialHours[],
): LocationHoursPanel {
  const byAppointment = site.template.serviceSaturdaysByAppointment && member.locationType === "service";
  const rows = openingHoursRows(member.contactDetail.opening_hours, {
    today,
    special: days,
    saturdayByAppointment: byAppointment,
  });
  const saturdayRow = rows.find((r) => r.days === "Sat");
  return {
    key: member.slug,
    label: TYPE_LABELS[member.locationType] ?? member.name,
    location: member,
    rows,
    holidays: holidayHoursList(days, today),
    serviceSaturdays:
      byAppointment && saturdayRow?.hours.kind === "by-appointment" ? nextServiceSaturdays(today, 2) : [],
  };
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
  return service.map((l) => locationHoursPanel(site, l, localToday(l, now), special.get(l.id) ?? []));
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
    // One tab per type, the group's first of each (sales, service, parts order kept).
    const seen = new Set<string>();
    const members = group.members.filter((m) => {
      const key = TYPE_LABELS[m.locationType] ?? m.locationType;
      if (m !== location && seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const today = localToday(location, now);
    const special = await listSpecialHours(
      await getDatabase(),
      members.map((m) => m.id),
      today,
      addDays(today, 366),
    );
    const panels = members.map((member) =>
      locationHoursPanel(site, member, today, special.get(member.id) ?? []),
    );
    return { location, group, panels, special: special.get(location.id) ?? [] };
  },
);
