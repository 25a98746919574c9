import {
  hasCar,
  isCarId,
  isNullableString,
  type KeyValueStore,
  readStoredList,
  withoutCar,
  writeStoredList,
} from "./stored-car-list";

/** Spec 01 §3 "Favourite entry (stored locally): id, name, slug, make, model, primary_image_url". */
export type FavouriteEntry = {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
};

/** Whether a stored value is a favourite entry (checked by hand: see stored-car-list.ts). */
export function isFavouriteEntry(value: unknown): value is FavouriteEntry {
  if (!value || typeof value !== "object") return false;
  const e = value as Record<string, unknown>;
  return (
    isCarId(e.id) &&
    typeof e.name === "string" &&
    typeof e.slug === "string" &&
    typeof e.make === "string" &&
    typeof e.model === "string" &&
    isNullableString(e.primary_image_url)
  );
}

/** The spec's favourite entry for a car (the car page's and a search card's car alike). */
export function favouriteEntry(car: {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primaryImageUrl: string | null;
}): FavouriteEntry {
  return {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: car.primaryImageUrl,
  };
}

export const FAVOURITES_KEY = "forecourt.favourites";
/** A shopper's list is short; a runaway list is cut to the newest entries. */
export const MAX_FAVOURITES = 50;

/** The stored list, newest first; anything unreadable is dropped, never thrown. */
export function readFavourites(store: KeyValueStore): FavouriteEntry[] {
  return readStoredList(store, FAVOURITES_KEY, isFavouriteEntry, MAX_FAVOURITES);
}

export function writeFavourites(store: KeyValueStore, entries: FavouriteEntry[]): void {
  writeStoredList(store, FAVOURITES_KEY, entries, MAX_FAVOURITES);
}

/** Adds the car first, or removes it if it is already saved. */
export function toggleFavourite(entries: FavouriteEntry[], entry: FavouriteEntry): FavouriteEntry[] {
  return hasCar(entries, entry.id)
    ? withoutCar(entries, entry.id)
    : [entry, ...entries].slice(0, MAX_FAVOURITES);
}
