import type { LocationAddress } from "./location";

/**
 * Where a location's links go: the place on a map (spec 01 §2 "address … linking to a map place") and
 * directions to it (spec 02 §2 Location details page "a directions link"). Plain links that open the
 * shopper's map app or site; no map code runs on our pages for them.
 */

type Named = { name: string; address: LocationAddress };

function query({ name, address }: Named): string {
  return [name, address.street, address.city, address.state?.toUpperCase(), address.postcode]
    .filter((part) => part?.trim())
    .join(", ");
}

function hasCoordinates(address: LocationAddress): boolean {
  return Number.isFinite(address.lat) && Number.isFinite(address.long);
}

/** The feed's place URL when it is an http(s) link, else a maps search for the name and address. */
export function placeUrl(location: Named): string {
  const url = location.address.place_url?.trim();
  if (url && /^https?:\/\//i.test(url)) return url;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query(location))}`;
}

/** Directions to the location: to its place id or coordinates when known, else to its address. */
export function directionsUrl(location: Named): string {
  const { address } = location;
  const destination = hasCoordinates(address) ? `${address.lat},${address.long}` : query(location);
  const place = address.place_id?.trim();
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}${
    place ? `&destination_place_id=${encodeURIComponent(place)}` : ""
  }`;
}

/** The details page of a location: /our-location/{slug}, the one canonical URL (decision 0022). */
export function locationDetailsPath(slug: string): string {
  return `/our-location/${encodeURIComponent(slug)}`;
}
