import { parseRecordId } from "../text/record-id";
import type { SiteLocation } from "./location";
import { compareLocationTypes, isSalesLocation } from "./location-type";

/**
 * How locations become cards (spec 01 §2 Locations screen: "Locations are grouped by name after
 * removing ' Parts', ' Service' and ' Sales'. Only visible locations are grouped. Order within a
 * group: sales, then service, then parts"), which locations a block shows (spec 02 §2 "Location
 * block"), and the spec 02 §5 de-duplication of locations by street or place id.
 */

/** Spec 01 §2: a location's group name, its name without ' Parts', ' Service' and ' Sales'. */
export function locationGroupName(name: string): string {
  return name.replaceAll(" Parts", "").replaceAll(" Service", "").replaceAll(" Sales", "").trim();
}

/** Locations that share a group name: one card, one details page with a type selector. */
export type LocationGroup<L extends SiteLocation = SiteLocation> = {
  name: string;
  /** Sales, then service, then parts, then any other type; the first is the card's face. */
  members: L[];
};

/**
 * Spec 01 §2: the visible locations grouped by name (groups in the order their first member comes),
 * each group's members sales, then service, then parts.
 */
export function groupLocations<L extends SiteLocation>(locations: readonly L[]): LocationGroup<L>[] {
  const groups = new Map<string, L[]>();
  for (const location of locations) {
    if (!location.visible) continue;
    const name = locationGroupName(location.name);
    const members = groups.get(name);
    if (members) members.push(location);
    else groups.set(name, [location]);
  }
  return [...groups].map(([name, members]) => ({
    name,
    members: members
      .map((m, i) => [m, i] as const)
      .sort(([a, i], [b, j]) => compareLocationTypes(a, b) || i - j)
      .map(([m]) => m),
  }));
}

function normalisedStreet(street: string | undefined): string {
  return (street ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Spec 02 §5 "Locations are de-duplicated by street or place id": the first of locations that share a
 * street (compared without case or punctuation) or a place id is kept. A location with neither is
 * never a duplicate: there is nothing to tell it by.
 */
export function dedupeLocations<L extends Pick<SiteLocation, "address">>(locations: readonly L[]): L[] {
  const streets = new Set<string>();
  const places = new Set<string>();
  return locations.filter(({ address }) => {
    const street = normalisedStreet(address.street);
    const place = address.place_id?.trim() ?? "";
    if ((street && streets.has(street)) || (place && places.has(place))) return false;
    if (street) streets.add(street);
    if (place) places.add(place);
    return true;
  });
}

/**
 * The cards of a locations grid: the groups, then one card per street or place (spec 02 §5), judged by
 * each group's face (its first member).
 */
export function locationCards<L extends SiteLocation>(locations: readonly L[]): LocationGroup<L>[] {
  const groups = groupLocations(locations);
  const kept = new Set(dedupeLocations(groups.map((g) => g.members[0]!)));
  return groups.filter((g) => kept.has(g.members[0]!));
}

/** Spec 02 §2 "A block takes a filter: primary, sales, service, parts, service-and-parts, all, or a location id". */
export type LocationFilter = "primary" | "sales" | "service" | "parts" | "service-and-parts" | "all" | number;

/** A block's filter from config or a URL: one of the names, or a location id; anything else is 'all'. */
export function parseLocationFilter(value: string | number | null | undefined): LocationFilter {
  if (typeof value === "number") return parseRecordId(value) ?? "all";
  const text = (value ?? "").trim().toLowerCase();
  const id = parseRecordId(text);
  if (id !== null) return id;
  const names = ["primary", "sales", "service", "parts", "service-and-parts", "all"] as const;
  return (names as readonly string[]).includes(text) ? (text as LocationFilter) : "all";
}

/**
 * The locations a block shows. 'primary' is the site's primary locations, or its first sales location
 * when none is marked (a block that says where the dealer is should not go blank for want of a flag);
 * a location id that is not the site's shows nothing.
 */
export function filterLocations<L extends SiteLocation>(
  locations: readonly L[],
  filter: LocationFilter,
): L[] {
  const visible = locations.filter((l) => l.visible);
  if (typeof filter === "number") return visible.filter((l) => l.id === filter);
  switch (filter) {
    case "primary": {
      const primary = visible.filter((l) => l.primary);
      if (primary.length) return primary;
      const sales = visible.find(isSalesLocation);
      return sales ? [sales] : [];
    }
    case "sales":
      return visible.filter(isSalesLocation);
    case "service":
      return visible.filter((l) => l.locationType === "service");
    case "parts":
      return visible.filter((l) => l.locationType === "parts");
    case "service-and-parts":
      return visible.filter((l) => l.locationType === "service" || l.locationType === "parts");
    case "all":
      return visible;
  }
}
