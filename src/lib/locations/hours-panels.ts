import type { SiteLocation } from "./location";
import type { LocationGroup } from "./location-groups";
import { deskLabel } from "./location-type";
import {
  holidayHoursList,
  type LocationHoursPanel,
  openingHoursRows,
  type SpecialHours,
  weeklyDayHours,
} from "./opening-hours";
import { nextServiceSaturdays } from "./service-saturdays";

/**
 * A location's hours as the details page and the service page show them (spec 02 §2 Location details
 * page "an opening-hours table with a type selector (sales / service / parts)", §5, §4 Service
 * Saturdays): which desks get a tab, and each desk's table, holiday list and service Saturdays.
 */

/**
 * The desks of a group that get a tab: one per type label, in the group's order (sales, service,
 * parts); the page's own location stands for its type, so its hours are always the ones shown.
 */
export function hoursPanelMembers(group: LocationGroup, location: SiteLocation): SiteLocation[] {
  const own = deskLabel(location);
  const seen = new Set<string>();
  return group.members.filter((member) => {
    const label = deskLabel(member);
    if (label === own && member !== location) return false;
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/**
 * One desk's hours (spec 02 §5, §4): its table with the coming week's special days laid over it, its
 * holiday list, and, for a service desk on a template that opens service by appointment on alternate
 * Saturdays, the next two such Saturdays its special days do not close (the coming one, if it is one,
 * reads 'By appointment only' in the table).
 */
export function locationHoursPanel(
  member: SiteLocation,
  today: string,
  special: readonly SpecialHours[],
  serviceSaturdaysByAppointment: boolean,
): LocationHoursPanel {
  const week = member.contactDetail.opening_hours;
  // Only a desk whose Saturdays are otherwise shut (or unknown) opens some of them by appointment.
  const saturday = weeklyDayHours(week?.find((entry) => entry.weekday === 6)).kind;
  const closed = new Set(special.filter((s) => s.status === "Closed").map((s) => s.date));
  const serviceSaturdays =
    serviceSaturdaysByAppointment &&
    member.locationType === "service" &&
    (saturday === "closed" || saturday === "missing")
      ? nextServiceSaturdays(today, 2, (date) => closed.has(date))
      : [];
  return {
    key: member.slug,
    label: deskLabel(member),
    location: member,
    rows: openingHoursRows(week, { today, special, serviceSaturdays }),
    holidays: holidayHoursList(special, today, week),
    serviceSaturdays,
  };
}
