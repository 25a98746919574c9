import { CalendarClock, Car, Cog, Gauge } from "lucide-react";
import { formatKm } from "@/lib/format/format";
import type { VehicleDetail } from "@/lib/vehicle/vehicle-detail";

/** Spec 01 §2 "car icons (km, transmission, body)", plus the rego line when there is one to show. */
export function AtAGlanceList({
  car,
  rego,
}: {
  car: Pick<VehicleDetail, "km" | "simpleTransmission" | "simpleBody" | "body">;
  /** lib/vehicle/rego-expiry's text, or null. */
  rego: string | null;
}) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label="At a glance">
      {car.km !== null ? (
        <li className="flex items-center gap-1">
          <Gauge className="size-4" aria-hidden="true" />
          {formatKm(car.km)}
        </li>
      ) : null}
      {car.simpleTransmission ? (
        <li className="flex items-center gap-1">
          <Cog className="size-4" aria-hidden="true" />
          {car.simpleTransmission}
        </li>
      ) : null}
      {(car.simpleBody ?? car.body) ? (
        <li className="flex items-center gap-1">
          <Car className="size-4" aria-hidden="true" />
          {car.simpleBody ?? car.body}
        </li>
      ) : null}
      {rego ? (
        <li className="flex items-center gap-1" data-testid="rego-expiry">
          <CalendarClock className="size-4" aria-hidden="true" />
          {/* The spec's words ('Expires on …', 'Unregistered') say what expires only with this label. */}
          <span className="font-semibold">Rego:</span> {rego}
        </li>
      ) : null}
    </ul>
  );
}
