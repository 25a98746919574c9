import type { SiteLocation } from "../locations/location";
import { deskLabel, isSalesLocation } from "../locations/location-type";
import {
  dayHoursText,
  type MissingHoursDisplay,
  openingHoursRows,
  type SpecialHours,
} from "../locations/opening-hours";
import type { NoticeYard } from "./notice-content";

/**
 * The yard a shopper's confirmation names (issue 34 item 1 "the yard with its address, opening hours
 * and phone: the car's own location and department number, not the group's main line"). Pure.
 */

export type YardLocation = Pick<
  SiteLocation,
  "id" | "dealershipId" | "name" | "primary" | "locationType" | "address" | "contactDetail" | "visible"
>;

/** Which desk a lead is for: the service and parts enquiries go to theirs, everything else to sales. */
export type Desk = "sales" | "service" | "parts";

/**
 * The location a confirmation names when the lead has none of its own (a site-level form): the
 * dealership's visible location of the lead's desk, its primary first; else its sales yard; else its
 * first. Null when the dealership (or, with none, the site) has no location to name.
 */
export function yardLocationFor<L extends YardLocation>(
  locations: readonly L[],
  dealershipId: number | null,
  desk: Desk,
): L | null {
  const mine = locations.filter(
    (l) => l.visible && (dealershipId === null || l.dealershipId === dealershipId),
  );
  // A group with several dealerships and no dealership chosen: no one yard is "the" yard.
  if (dealershipId === null && new Set(mine.map((l) => l.dealershipId)).size > 1) return null;
  const primaryFirst = [...mine].sort((a, b) => Number(b.primary) - Number(a.primary));
  const ofDesk = (l: L) => (desk === "sales" ? isSalesLocation(l) : l.locationType === desk);
  return primaryFirst.find(ofDesk) ?? primaryFirst.find(isSalesLocation) ?? primaryFirst[0] ?? null;
}

/** '12 Church St, Parramatta NSW 2150', or null when the location has no address at all. */
export function addressLine(address: SiteLocation["address"] | undefined): string | null {
  if (!address) return null;
  const town = [address.city, address.state?.toUpperCase(), address.postcode].filter(Boolean).join(" ");
  return [address.street, town].filter(Boolean).join(", ") || null;
}

export type YardOptions = {
  /** Today on the yard's clock ('YYYY-MM-DD'): special days in the coming week replace their weekday. */
  today?: string;
  special?: readonly SpecialHours[];
  /** What a day without hours says on this template. */
  missingHours?: MissingHoursDisplay;
  /** The number to give when the location lists none: its dealership's, else the site's. */
  fallbackPhone?: string | null;
};

/** A location as a confirmation names it: its name, address, its desk's own number and its week's hours. */
export function noticeYard(location: YardLocation, options: YardOptions = {}): NoticeYard {
  const own = location.contactDetail.phone?.trim() || location.contactDetail.landline_phone?.trim() || null;
  const week = location.contactDetail.opening_hours;
  const rows = week?.length
    ? openingHoursRows(week, { today: options.today, special: options.special }).map((row) => ({
        days: row.days,
        hours: dayHoursText(row.hours, options.missingHours),
      }))
    : [];
  return {
    name: location.name,
    address: addressLine(location.address),
    phone: own ?? options.fallbackPhone ?? null,
    // A location is one desk (spec 02 §3 location_type); its number is that desk's, and says so.
    desk: own ? deskLabel(location) : null,
    hours: rows,
  };
}

/** The yard when no location is known: the dealership (or site) by name, with its number and address. */
export function plainYard(name: string, phone: string | null, address?: SiteLocation["address"]): NoticeYard {
  return { name, address: addressLine(address), phone, desk: null, hours: [] };
}
