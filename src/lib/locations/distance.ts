import { formatKm } from "../format/format";

/**
 * Distance by postcode (issue 17 item 5): the spec's rules, pure. The postcode table itself is server
 * data (server/locations/postcodes.ts); here it is whatever `lookup` the caller passes.
 */

/** Spec 02 §9 "Offers and locations": "Earth radius 6371 km for distance." */
export const EARTH_RADIUS_KM = 6371;

export type GeoPoint = { latitude: number; longitude: number };

/** Spec 02 §5 Forms / §8: "Postcode not 4 digits". */
export const POSTCODE_FORMAT_MESSAGE = "Invalid postcode. Please enter a 4-digit number.";
/** Spec 02 §5 / §8: "Geocoding a postcode that returns no results raises 'Invalid postcode'". */
export const POSTCODE_UNKNOWN_MESSAGE = "Invalid postcode";

/** Spec 02 §5: "Postcode: required; exactly 4 digits; … input maximum length 4." */
export const POSTCODE_MAX_LENGTH = 4;

const RADIANS = Math.PI / 180;

/**
 * Great-circle distance in kilometres by the haversine formula on a sphere of radius 6371 km.
 * The SQL reference search (server/search/sql-stock-search.ts) writes the same formula in SQL.
 */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.latitude - a.latitude) * RADIANS;
  const dLng = (b.longitude - a.longitude) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A coordinate pair that can be measured from: both finite and on the globe. */
export function isGeoPoint(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === "number" &&
    typeof longitude === "number" &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** The format check alone (no table needed, so the browser can run it): null when it is 4 digits. */
export function postcodeFormatError(raw: string): string | null {
  return /^\d{4}$/.test(raw.trim()) ? null : POSTCODE_FORMAT_MESSAGE;
}

export type PostcodeResult =
  | { ok: true; postcode: string; point: GeoPoint }
  | { ok: false; postcode: string; error: string };

/**
 * A shopper's postcode to a point: not 4 digits → the format message; 4 digits the table does not
 * know → 'Invalid postcode' (spec 02 §8).
 */
export function resolvePostcode(raw: string, lookup: (postcode: string) => GeoPoint | null): PostcodeResult {
  const postcode = raw.trim();
  const formatError = postcodeFormatError(postcode);
  if (formatError) return { ok: false, postcode, error: formatError };
  const point = lookup(postcode);
  return point ? { ok: true, postcode, point } : { ok: false, postcode, error: POSTCODE_UNKNOWN_MESSAGE };
}

export type Placed = { address: { lat?: number; long?: number } };

/**
 * The places nearest `from`, closest first, each with its distance in km; places without
 * coordinates are left out (issue 17 "no coordinates renders without gaps or errors"). Ties keep the
 * input order (the site's own location order: sales, service, parts).
 */
export function nearestLocations<T extends Placed>(
  from: GeoPoint,
  places: readonly T[],
  limit = 1,
): { location: T; distanceKm: number }[] {
  return places
    .filter((p) => isGeoPoint(p.address.lat, p.address.long))
    .map((location) => ({
      location,
      distanceKm: haversineKm(from, { latitude: location.address.lat!, longitude: location.address.long! }),
    }))
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, Math.max(0, limit));
}

/** A location as the nearest-location answer shows it (the API's JSON, the postcode finder's state). */
export type NearestLocation = {
  slug: string;
  name: string;
  locationType: string;
  /** The address as one line ("1045 Ipswich Road, Moorooka QLD 4105"). */
  address: string;
  latitude: number;
  longitude: number;
  directionsUrl: string;
  phone: string | null;
  distanceKm: number;
};

export type NearestAnswer =
  | { ok: true; postcode: string; point: GeoPoint; locations: NearestLocation[] }
  | { ok: false; postcode: string; error: string };

/** "12 km", "1.4 km", "850 m": how far a place is, as a card shows it. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(0, Math.round(km * 1000))} m`;
  if (km < 10) return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
  return formatKm(km);
}
