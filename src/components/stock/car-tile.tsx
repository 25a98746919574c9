import Link from "next/link";
import { formatKm, formatPrice } from "@/lib/format/format";
import type { SearchHit } from "@/lib/stock/listed-car";
import { isRealPrice } from "@/lib/stock/price-display";
import { CarPhoto } from "./car-photo";

/** A compact car link for home-page rows; the full search result card comes with stock search. */
export function CarTile({ car, noPriceText }: { car: SearchHit; noPriceText: string }) {
  return (
    <Link href={`/cars/${car.slug}`} className="block overflow-hidden rounded-lg border hover:shadow">
      <div className="aspect-[4/3] bg-muted">
        <CarPhoto src={car.primaryImageUrl} alt={car.name} />
      </div>
      <div className="p-3">
        <p className="text-xs font-semibold uppercase text-muted-foreground">{car.carType}</p>
        <h3 className="font-semibold leading-snug">{car.name}</h3>
        <p className="mt-1 text-lg font-bold">
          {isRealPrice(car.price) ? formatPrice(car.price) : noPriceText}
        </p>
        {car.km !== null ? <p className="text-sm text-muted-foreground">{formatKm(car.km)}</p> : null}
      </div>
    </Link>
  );
}
