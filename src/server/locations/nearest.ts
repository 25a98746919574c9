import "server-only";
import { type NearestAnswer, resolvePostcode } from "@/lib/locations/distance";
import type { SiteLocation } from "@/lib/locations/location";
import { nearestCards } from "@/lib/locations/nearest-cards";
import { postcodePoint } from "./postcodes";

/**
 * The site's yards nearest a shopper's postcode (issue 17 item 5 "nearest location"): the spec's
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
    locations: nearestCards(resolved.point, locations, limit),
  };
}
