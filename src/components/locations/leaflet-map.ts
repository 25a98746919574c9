import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { LOCATION_MAP_ZOOM, type MapTiles } from "@/lib/locations/map-tiles";
import { escapeHtml } from "@/lib/text/xml-escape";

/**
 * Draws one location's map with Leaflet. Imported only by `lazy-map.tsx`, on demand, once a card is
 * in view and the deployment has tiles: this module (Leaflet and its stylesheet) is its own chunk,
 * never part of a page's first load (issue 17 item 9). The marker is a vector circle, so there are
 * no marker images to resolve; tiles are plain <img> elements (the CSP's img-src).
 */
export function drawLeafletMap(
  element: HTMLElement,
  options: {
    name: string;
    latitude: number;
    longitude: number;
    tiles: MapTiles;
    /** The first tile arrived: the map can be shown. */
    onShown: () => void;
    /** No tile could be loaded (no network, a wrong URL): the map should go. */
    onFailed: () => void;
  },
): () => void {
  const centre = L.latLng(options.latitude, options.longitude);
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: true }).setView(
    centre,
    Math.min(LOCATION_MAP_ZOOM, options.tiles.maxZoom),
  );
  map.attributionControl.setPrefix(false);
  let loaded = 0;
  let failed = 0;
  const layer = L.tileLayer(options.tiles.url, {
    maxZoom: options.tiles.maxZoom,
    attribution: escapeHtml(options.tiles.attribution),
  });
  layer.on("tileload", () => {
    loaded++;
    if (loaded === 1) {
      options.onShown();
      // The box has just opened to its full height.
      requestAnimationFrame(() => map.invalidateSize());
    }
  });
  layer.on("tileerror", () => {
    failed++;
  });
  layer.on("load", () => {
    if (loaded === 0 && failed > 0) options.onFailed();
  });
  layer.addTo(map);
  L.circleMarker(centre, { radius: 9, weight: 3, color: "#ffffff", fillColor: "#1d4ed8", fillOpacity: 1 })
    .bindTooltip(escapeHtml(options.name))
    .addTo(map);
  return () => {
    map.remove();
  };
}
