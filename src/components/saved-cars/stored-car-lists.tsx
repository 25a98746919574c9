"use client";

import { readFavourites, writeFavourites } from "@/lib/saved-cars/favourites";
import { withoutCar } from "@/lib/saved-cars/stored-car-list";
import { readViewedCars } from "@/lib/saved-cars/viewed-cars";
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

/**
 * The cars viewed in this browser, newest first. Without `emptyText`, nothing at all until there is one
 * (the compare page); with it, the section is always there and says what will appear (the garage).
 */
export function StoredViewedCars({ heading, emptyText }: { heading: string; emptyText?: string }) {
  const entries = useStoredList(readViewedCars);
  if (!entries?.length && emptyText === undefined) return null;
  return (
    <section aria-labelledby="viewed-heading" className="mt-10">
      <h2 id="viewed-heading" className="text-xl font-bold">
        {heading}
      </h2>
      <div className="mt-3">
        {entries === null ? (
          <p className="text-sm text-muted-foreground">Loading the cars you viewed…</p>
        ) : entries.length ? (
          <ViewedCars entries={entries} />
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="viewed-cars-empty">
            {emptyText}
          </p>
        )}
      </div>
    </section>
  );
}
