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
