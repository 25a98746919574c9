import "server-only";
import { addressLines } from "@/lib/format/address";
import {
  type GeoPoint,
  type NearestAnswer,
  nearestLocations,
  resolvePostcode,
} from "@/lib/locations/distance";
import type { SiteLocation } from "@/lib/locations/location";
import { directionsUrl } from "@/lib/locations/map-tiles";
import { postcodePoint } from "./postcodes";

/**
 * The site's locations nearest a shopper's postcode (issue 17 item 5 "nearest location"): the spec's
 * postcode messages when the postcode is not 4 digits or unknown; an empty list when no location has
 * coordinates.
 */
export function nearestToPostcode(
  locations: readonly SiteLocation[],
  rawPostcode: string,
  limit = 1,
): NearestAnswer {
  const resolved = resolvePostcode(rawPostcode, postcodePoint);
  if (!resolved.ok) return resolved;
  return {
    ok: true,
    postcode: resolved.postcode,
    point: resolved.point,
    locations: nearestLocations(resolved.point, locations, limit).map(({ location, distanceKm }) => ({
      slug: location.slug,
      name: location.name,
      locationType: location.locationType,
      address: addressLines(location.address).join(", "),
      latitude: location.address.lat!,
      longitude: location.address.long!,
      directionsUrl: directionsUrl(location.address),
      phone: location.contactDetail.phone ?? null,
      distanceKm: Math.round(distanceKm * 10) / 10,
    })),
  };
}

/**
 * The point a search's postcode stands for ("cars near me"), or the spec's message when the postcode
 * is unknown; no postcode, no point and no error.
 */
export function postcodeOrigin(postcode: string | undefined): {
  near: GeoPoint | null;
  error: string | null;
} {
  if (!postcode) return { near: null, error: null };
  const resolved = resolvePostcode(postcode, postcodePoint);
  return resolved.ok ? { near: resolved.point, error: null } : { near: null, error: resolved.error };
}
