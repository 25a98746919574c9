import { LocationBlock } from "@/components/locations/location-block";
import { PostalAddress } from "@/components/stock/postal-address";
import type { SiteLocation } from "@/lib/locations/location";
import type { VehicleLocation } from "@/lib/vehicle/vehicle-detail";

/**
 * Spec 01 §2 "#vehicle-map": where the car is, the View Location button's target. The car's location
 * as a location block (spec 02 §2, filter: the location's id): map, details and its page. Should the
 * site's list not hold it (a hidden location), its address and a maps link as before.
 */
export function VehicleLocationSection({
  location,
  siteLocations = [],
}: {
  location: VehicleLocation;
  siteLocations?: readonly SiteLocation[];
}) {
  const listed = siteLocations.some((l) => l.id === location.id && l.visible);
  return (
    <section
      id="vehicle-map"
      aria-labelledby="location-heading"
      className="scroll-mt-20 rounded-lg border p-4"
    >
      <h2 id="location-heading" className="text-xl font-bold">
        Where to see it
      </h2>
      {listed ? (
        <LocationBlock locations={siteLocations} filter={location.id} cardHeadingLevel={3} className="mt-3" />
      ) : (
        <>
          <p className="mt-2 font-semibold">{location.name}</p>
          <PostalAddress address={location} className="not-italic text-sm" />
          <a
            href={
              location.placeUrl ??
              `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
                [location.name, location.street, location.city, location.state].filter(Boolean).join(", "),
              )}`
            }
            target="_blank"
            rel="noopener noreferrer"
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary hover:underline"
          >
            Open in maps
          </a>
        </>
      )}
    </section>
  );
}
