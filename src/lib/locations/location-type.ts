import type { SiteLocation } from "./location";

/**
 * What kind of place a location is (spec 02 §3 Location "location_type (sales, service, parts,
 * car-buying, or empty)"): which locations count as sales yards, and the order a list of them reads in.
 */

type Typed = Pick<SiteLocation, "locationType">;

/**
 * Spec 01 §2 Locations screen "On one template only sales-type locations are listed", spec 02 §2
 * Location block filter 'sales': a sales location is one whose type is "sales". An empty type is not a
 * guess at sales: spec 02 §3 lists it as a value of its own, beside service, parts and car-buying.
 */
export function isSalesLocation(location: Typed): boolean {
  return location.locationType === "sales";
}

/** Spec 01 §2 Locations screen: "Order within a group: sales, then service, then parts". */
const TYPE_ORDER: readonly string[] = ["sales", "service", "parts"];

function typeRank(locationType: string): number {
  const rank = TYPE_ORDER.indexOf(locationType);
  // Car-buying and untyped places come after the three the spec orders.
  return rank === -1 ? TYPE_ORDER.length : rank;
}

/** Sort comparator by location type: sales, then service, then parts, then every other type. */
export function compareLocationTypes(a: Typed, b: Typed): number {
  return typeRank(a.locationType) - typeRank(b.locationType);
}
