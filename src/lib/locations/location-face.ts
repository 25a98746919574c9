import { addressLines } from "../format/address";
import { type GeoPoint, isGeoPoint } from "./distance";
import type { SiteLocation } from "./location";
import type { LocationGroup } from "./location-groups";
import { directionsUrl, locationDetailsPath, placeUrl } from "./location-links";
import { type DeskPhone, deskPhones } from "./phones";

/**
 * What a location card and a location block show of a group (spec 01 §2 Locations screen "Each card: a
 * map, name, star rating and review count, address (street, city, state) linking to a map place, and a
 * phone link"; spec 02 §2 Location block): one reading, so the grid's card and the single-location
 * block never disagree about the same yard.
 */
export type LocationFace = {
  /** The group's name (' Sales', ' Service', ' Parts' removed). */
  name: string;
  detailsPath: string;
  addressLines: string[];
  /** The address as one line. */
  address: string;
  placeUrl: string;
  directionsUrl: string;
  /** Where the map centres; null when the face has no usable coordinates (no map then). */
  point: GeoPoint | null;
  rating: LocationRating | null;
  /** The face's own numbers (spec 01 §2: the card has "a phone link"). */
  phones: DeskPhone[];
  /** Every desk's numbers, each once, labelled by desk: the single-location block has the room. */
  groupPhones: DeskPhone[];
};

export type LocationRating = { average: number; count: number };

/** The first rating among locations that has reviews behind it (a location's own first, then its group's). */
export function ratingOf(locations: readonly SiteLocation[]): LocationRating | null {
  const rated = locations.find((l) => l.averageRating !== null && l.reviewCount > 0);
  return rated?.averageRating != null ? { average: rated.averageRating, count: rated.reviewCount } : null;
}

/** Where a location sits on a map, or null when its coordinates are missing or out of range. */
export function pointOf(location: Pick<SiteLocation, "address">): GeoPoint | null {
  const { lat, long } = location.address;
  return isGeoPoint(lat, long) ? { latitude: lat!, longitude: long! } : null;
}

/** A group as its card shows it: its face (the first member: sales before service before parts). */
export function locationFace(group: LocationGroup): LocationFace {
  const face = group.members[0]!;
  const lines = addressLines(face.address);
  return {
    name: group.name,
    detailsPath: locationDetailsPath(face.slug),
    addressLines: lines,
    address: lines.join(", "),
    placeUrl: placeUrl(face),
    directionsUrl: directionsUrl(face),
    point: pointOf(face),
    rating: ratingOf(group.members),
    phones: deskPhones([face]),
    groupPhones: deskPhones(group.members),
  };
}
