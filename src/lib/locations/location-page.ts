import type { SiteLocation } from "./location";
import type { LocationGroup } from "./location-groups";

/** The site dealership a location belongs to (its name finds its review profile), if the site shows it. */
export function dealershipOf<D extends { id: number }>(
  dealerships: readonly D[],
  location: Pick<SiteLocation, "dealershipId">,
): D | undefined {
  return dealerships.find((d) => d.id === location.dealershipId);
}

/** The lead form fields a location page fills in (a lead form prefill, lib/leads/form-setup). */
export type LocationFormPrefill = { location_id?: string; preferred_dealership?: string };

/**
 * What a location page's contact form starts with (spec 02 §2 Location details page "a contact form for
 * that location"): the lead is filed under this location, or the first of its group that the form
 * lists (a sales-only template lists no service desk); and under the location's dealership.
 */
export function locationFormPrefill(
  location: SiteLocation,
  group: LocationGroup,
  listedLocationIds: readonly string[],
  dealership: { slug: string } | undefined,
): LocationFormPrefill {
  const listed = new Set(listedLocationIds);
  const formLocation = [location, ...group.members].find((m) => listed.has(String(m.id)));
  return {
    ...(formLocation ? { location_id: String(formLocation.id) } : {}),
    ...(dealership ? { preferred_dealership: dealership.slug } : {}),
  };
}
