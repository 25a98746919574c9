import { PostalAddress } from "@/components/stock/postal-address";
import type { VehicleLocation } from "@/lib/vehicle/vehicle-detail";

/** Spec 01 §2 "#vehicle-map": where the car is, the View Location button's target, with a maps link. */
export function VehicleLocationSection({ location }: { location: VehicleLocation }) {
  return (
    <section
      id="vehicle-map"
      aria-labelledby="location-heading"
      className="scroll-mt-20 rounded-lg border p-4"
    >
      <h2 id="location-heading" className="text-xl font-bold">
        Where to see it
      </h2>
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
    </section>
  );
}
