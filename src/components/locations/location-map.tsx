import { MapPin } from "lucide-react";
import type { GeoPoint } from "@/lib/locations/distance";
import { LazyMap } from "./lazy-map";

export type LocationMapProps = {
  name: string;
  /** Where the map centres (lib/locations/location-face `pointOf`); null draws no map. */
  point: GeoPoint | null;
  /** The address as one line, e.g. "1045 Ipswich Road, Moorooka QLD 4105". */
  address: string;
  directionsUrl: string;
};

/**
 * A location's map card (issue 17 item 9; spec 01 §2 "Each card: a map …"). The address and the
 * directions link are plain server HTML and always there; the map itself is drawn in the browser only
 * when the card scrolls into view, only when the deployment has map tiles (MAP_TILE_URL), and only
 * once its first tile has arrived, so with no network, no tiles or no coordinates the card is the
 * address and directions link, never an empty box. Leaflet is loaded then and not before: no map
 * code is in any page's first load (decision 0025).
 */
export function LocationMap({ name, point, address, directionsUrl }: LocationMapProps) {
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-background" data-testid="location-map">
      {point ? <LazyMap name={name} latitude={point.latitude} longitude={point.longitude} /> : null}
      <div className="flex items-start gap-2 p-3 text-sm">
        <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <address className="not-italic">{address}</address>
          <a
            href={directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary underline"
          >
            Get directions<span className="sr-only"> to {name} (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  );
}
