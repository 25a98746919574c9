import { type GeoPoint, haversineKm, isGeoPoint } from "../locations/distance";
import type { SearchHit } from "../stock/listed-car";

/**
 * Each result's distance from the search's postcode (issue 34 item 4: "cards show no distance"): from
 * the point of the car's yard, the location the car is listed at (`dealershipId` and `locationSlug`,
 * unique together), by the haversine formula the engines order by. A car whose yard has no point gets
 * none.
 */

/** A yard's point, as its location's address holds it (spec 02 §3 `lat`, `long`). */
export type YardPoint = { dealershipId: number; slug: string; latitude: unknown; longitude: unknown };

export function withHitDistances<T extends Pick<SearchHit, "dealershipId" | "locationSlug">>(
  hits: readonly T[],
  near: GeoPoint,
  yards: readonly YardPoint[],
): (T & { distanceKm?: number })[] {
  const points = new Map<string, GeoPoint>();
  for (const yard of yards) {
    if (isGeoPoint(yard.latitude, yard.longitude))
      points.set(`${yard.dealershipId}/${yard.slug}`, {
        latitude: yard.latitude as number,
        longitude: yard.longitude as number,
      });
  }
  return hits.map((hit) => {
    const point = hit.locationSlug ? points.get(`${hit.dealershipId}/${hit.locationSlug}`) : undefined;
    return point ? { ...hit, distanceKm: haversineKm(near, point) } : { ...hit };
  });
}
