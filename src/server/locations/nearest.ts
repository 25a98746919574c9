import "server-only";
import { type GeoPoint, nearestLocations, resolvePostcode } from "@/lib/locations/distance";
import type { SiteLocation } from "@/lib/locations/location";
import { postcodePoint } from "./postcodes";

/** A location as the nearest-location answer shows it (the API's JSON, the postcode finder's state). */
export type NearestLocation = {
  slug: string;
  name: string;
  locationType: string;
  address: { street: string | null; city: string | null; state: string | null; postcode: string | null };
  phone: string | null;
  distanceKm: number;
};

export type NearestAnswer =
  | { ok: true; postcode: string; point: GeoPoint; locations: NearestLocation[] }
  | { ok: false; postcode: string; error: string };

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
      address: {
        street: location.address.street ?? null,
        city: location.address.city ?? null,
        state: location.address.state ?? null,
        postcode: location.address.postcode ?? null,
      },
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
