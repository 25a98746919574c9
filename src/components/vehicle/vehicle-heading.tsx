import { MapPin } from "lucide-react";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";

/** The car's type, stock number, name (the page's H1) and where it is, linking to the map below. */
export function VehicleHeading({
  car,
}: {
  car: Pick<VehicleDetail, "carType" | "stocknum" | "name" | "location">;
}) {
  const { location } = car;
  return (
    <div>
      <p className="text-sm font-semibold uppercase text-muted-foreground">
        {car.carType}
        {car.stocknum ? ` · Stock #${car.stocknum}` : ""}
      </p>
      <h1 className="text-2xl font-bold leading-tight md:text-3xl">{car.name}</h1>
      {location ? (
        <a
          href="#vehicle-map"
          className="mt-1 inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
        >
          <MapPin className="size-4" aria-hidden="true" />
          {location.name}
          {location.city ? `, ${location.city}` : ""}
        </a>
      ) : null}
    </div>
  );
}
