import { addressLines } from "../format/address";
import { type GeoPoint, isGeoPoint, type NearestLocation, nearestLocations } from "./distance";
import type { SiteLocation } from "./location";
import { locationCards } from "./location-groups";
import { directionsUrl } from "./location-links";

/**
 * The nearest yards (issue 17 item 5 "nearest location"): the site's location cards (spec 01 §2:
 * grouped by name, sales before service before parts, de-duplicated by street or place id; one card
 * per yard, not its parts desk), each placed at its first member that has coordinates, under the
 * group's name, closest first.
 */
export function nearestCards(
  from: GeoPoint,
  locations: readonly SiteLocation[],
  limit = 1,
): NearestLocation[] {
  const faces = locationCards(locations).flatMap((group) => {
    const face = group.members.find((m) => isGeoPoint(m.address.lat, m.address.long));
    return face ? [{ face, name: group.name, address: face.address }] : [];
  });
  return nearestLocations(from, faces, limit).map(({ location: { face, name }, distanceKm }) => ({
    slug: face.slug,
    name,
    locationType: face.locationType,
    address: addressLines(face.address).join(", "),
    latitude: face.address.lat!,
    longitude: face.address.long!,
    directionsUrl: directionsUrl(face),
    phone: face.contactDetail.phone ?? null,
    distanceKm: Math.round(distanceKm * 10) / 10,
  }));
}
