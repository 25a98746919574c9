import { ownValue } from "../utils/own-value";
import type { SiteLocation } from "./location";

/**
 * What kind of place a location is (spec 02 §3 Location "location_type (sales, service, parts,
 * car-buying, or empty)"): which locations count as sales yards, and the order a list of them reads in.
 */

type Typed = Pick<SiteLocation, "locationType">;

/**
 * Spec 01 §2 Locations screen "On one template only sales-type locations are listed", spec 02 §2
 * Location block filter 'sales': a sales location is one whose type is "sales", or empty. Spec 02 §3
 * lets a feed leave the type empty, and a dealer with one yard often does: that yard is where its cars
 * are, and hiding it would leave the shopper no address (decision 0015). Service, parts and
 * car-buying places are not sales.
 */
export function isSalesLocation(location: Typed): boolean {
  return location.locationType === "sales" || location.locationType === "";
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

/**
 * The locations a site lists (spec 01 §2): all of them, or only the sales ones on a template that
 * lists only those ('the template's sales-only variant').
 */
export function listedLocations<L extends Typed>(
  template: { locationsSalesOnly: boolean },
  locations: readonly L[],
): L[] {
  return template.locationsSalesOnly ? locations.filter(isSalesLocation) : [...locations];
}

const DESK_LABELS: Record<string, string> = {
  sales: "Sales",
  "": "Sales",
  service: "Service",
  parts: "Parts",
};

/** A desk's label (the details page's type selector, a group's phone list): Sales, Service or Parts; another type goes by its name. */
export function deskLabel(location: Pick<SiteLocation, "locationType" | "name">): string {
  return ownValue(DESK_LABELS, location.locationType) ?? location.name;
}
