"use client";

import { readFavourites, writeFavourites } from "@/lib/vehicle/favourites";
import { withoutCar } from "@/lib/vehicle/stored-car-list";
import { readViewedCars } from "@/lib/vehicle/viewed-cars";
import { FavouriteCars } from "./favourite-cars";
import { announceSavedCarsChange, browserStore, useStoredList } from "./use-stored-list";
import { ViewedCars } from "./viewed-cars";

/** The favourites kept in this browser, with Remove; a line saying how to add some when there are none. */
export function StoredFavourites() {
  const entries = useStoredList(readFavourites);
  if (entries === null) return <p className="text-sm text-muted-foreground">Loading your favourites…</p>;
  if (!entries.length) {
    return (
      <p className="text-sm text-muted-foreground">
        No favourites yet. Press Favourite on a car in the search results, or SAVE on a car's page, to keep it
        here.
      </p>
    );
  }
  const remove = (id: number) => {
    const store = browserStore();
    if (!store) return;
    writeFavourites(store, withoutCar(readFavourites(store), id));
    announceSavedCarsChange();
  };
  return <FavouriteCars entries={entries} onRemove={remove} />;
}

/** The cars viewed in this browser, newest first; nothing at all until there is one. */
export function StoredViewedCars({ heading }: { heading: string }) {
  const entries = useStoredList(readViewedCars);
  if (!entries?.length) return null;
  return (
    <section aria-labelledby="viewed-heading" className="mt-10">
      <h2 id="viewed-heading" className="text-xl font-bold">
        {heading}
      </h2>
      <div className="mt-3">
        <ViewedCars entries={entries} />
      </div>
    </section>
  );
}
