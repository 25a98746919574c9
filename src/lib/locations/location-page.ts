import type { LeadFormPrefill } from "../leads/form-setup";
import type { SiteDealership } from "../tenancy/site";
import type { SiteLocation } from "./location";
import type { LocationGroup } from "./location-groups";

/** The site dealership a location belongs to (its name finds its review profile), if the site shows it. */
export function dealershipOf(
  dealerships: readonly SiteDealership[],
  location: Pick<SiteLocation, "dealershipId">,
): SiteDealership | undefined {
  return dealerships.find((d) => d.id === location.dealershipId);
}

/**
 * What a location page's contact form starts with (spec 02 §2 Location details page "a contact form for
 * that location"): the lead is filed under this location, or the first of its group that the form
 * lists (a sales-only template lists no service desk); and under the location's dealership.
 */
export function locationFormPrefill(
  location: SiteLocation,
  group: LocationGroup,
  listedLocationIds: readonly string[],
  dealership: SiteDealership | undefined,
): LeadFormPrefill {
  const listed = new Set(listedLocationIds);
  const formLocation = [location, ...group.members].find((m) => listed.has(String(m.id)));
  return {
    ...(formLocation ? { location_id: String(formLocation.id) } : {}),
    ...(dealership ? { preferred_dealership: dealership.slug } : {}),
  };
}
