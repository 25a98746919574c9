import Link from "next/link";
import { formatKm, formatPrice } from "@/lib/format/format";
import type { CarSummary } from "@/server/stock/queries";

/** A compact car link for home-page rows; the full search result card comes with stock search. */
export function CarTile({ car, noPriceText }: { car: CarSummary; noPriceText: string }) {
  return (
    <Link href={`/cars/${car.slug}`} className="block overflow-hidden rounded-lg border hover:shadow">
      <div className="aspect-[4/3] bg-muted">
        {car.primaryImageUrl ? (
          <img
            src={car.primaryImageUrl}
            alt={car.name}
            className="size-full object-cover"
            loading="lazy"
            width={800}
            height={600}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-muted-foreground">
            Photos coming soon
          </div>
        )}
      </div>
      <div className="p-3">
        <p className="text-xs font-semibold uppercase text-muted-foreground">{car.carType}</p>
        <h3 className="font-semibold leading-snug">{car.name}</h3>
        <p className="mt-1 text-lg font-bold">
          {car.price !== null && car.price > 10 ? formatPrice(car.price) : noPriceText}
        </p>
        {car.km !== null ? <p className="text-sm text-muted-foreground">{formatKm(car.km)}</p> : null}
      </div>
    </Link>
  );
}
