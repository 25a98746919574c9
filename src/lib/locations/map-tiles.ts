/**
 * Map tiles as a browser map needs them (issue 17 item 9; decision 0025): one deployment-wide raster
 * tile source (MAP_TILE_URL), or null for no maps.
 */
export type MapTiles = {
  /** An OpenStreetMap-style URL template: {z}/{x}/{y}, optionally {s} for subdomains a, b, c. */
  url: string;
  attribution: string;
  maxZoom: number;
};

/** The answer of GET /api/map-tiles. */
export type MapTilesAnswer = { tiles: MapTiles | null };

/** How close a location's map starts (street level, the yard and its streets). */
export const LOCATION_MAP_ZOOM = 15;

/**
 * A link that opens directions to a place: the location's own place link when the feed has one,
 * else a maps search for its coordinates or address; null when there is nothing to point at.
 */
export function directionsUrl(address: {
  place_url?: string;
  lat?: number;
  long?: number;
  street?: string;
  city?: string;
  state?: string;
  postcode?: string;
}): string | null {
  if (address.place_url && /^https:\/\//.test(address.place_url)) return address.place_url;
  const base = "https://www.google.com/maps/dir/?api=1&destination=";
  if (typeof address.lat === "number" && typeof address.long === "number") {
    return `${base}${encodeURIComponent(`${address.lat},${address.long}`)}`;
  }
  const text = [address.street, address.city, address.state?.toUpperCase(), address.postcode]
    .filter(Boolean)
    .join(", ");
  return text ? `${base}${encodeURIComponent(text)}` : null;
}
