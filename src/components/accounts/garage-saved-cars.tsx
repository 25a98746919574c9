import { CarTile } from "@/components/stock/car-tile";
import { buttonVariants } from "@/components/ui/button";
import { isInStockStatus } from "@/lib/stock/availability";
import type { SearchHit } from "@/lib/stock/listed-car";
import { GARAGE_EMPTY, GarageSection } from "./garage-section";
import { WatchlistButton } from "./watchlist-button";

/**
 * The garage's saved cars (issue 21 §5): the watchlist's cars on this site, each with its Save button
 * to take it off and a note when it has sold; none yet says how to save one and links to the search.
 */
export function GarageSavedCars({ cars, noPriceText }: { cars: readonly SearchHit[]; noPriceText: string }) {
  return (
    <GarageSection id="saved-cars-heading" heading="Saved cars" className="mt-8">
      {cars.length === 0 ? (
        <div className={GARAGE_EMPTY} data-testid="garage-saved-empty">
          <p>
            No saved cars yet. Press Save on any car and it will wait for you here, on any device you sign in
            on.
          </p>
          <a href="/search" className={`${buttonVariants({ variant: "primary" })} mt-3`}>
            Browse cars
          </a>
        </div>
      ) : (
        <ul className="mt-3 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="garage-saved-cars">
          {cars.map((car) => (
            <li key={car.id} className="flex flex-col gap-2">
              <CarTile car={car} noPriceText={noPriceText} />
              {isInStockStatus(car.status) ? null : (
                <p className="text-sm font-semibold text-destructive">This car has sold.</p>
              )}
              <WatchlistButton car={{ id: car.id, name: car.name, status: car.status }} />
            </li>
          ))}
        </ul>
      )}
    </GarageSection>
  );
}
