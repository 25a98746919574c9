import type { FavouriteEntry } from "./favourites";
import { isFavouriteEntry } from "./favourites";
import { hasCar, type KeyValueStore, readStoredList, withoutCar, writeStoredList } from "./stored-car-list";

/**
 * The compare list (spec 01 §4 "Favourites / compare: toggle per car, kept in local storage"): the cars
 * a shopper picked with 'Compare', in the order picked (the compare page's columns), at most
 * MAX_COMPARE. An entry is the spec's favourite entry: enough to name the car and link to it while the
 * compare page loads the cars' current data.
 */

export type CompareEntry = FavouriteEntry;

export const COMPARE_KEY = "forecourt.compare";

/** Side by side, four cars still fit a laptop's width and read on a phone by scrolling (decision 0037). */
export const MAX_COMPARE = 4;

/** The page the list is compared on (a named route of every site, see lib/models/site-path.ts). */
export const COMPARE_PATH = "/compare";

export function readCompareList(store: KeyValueStore): CompareEntry[] {
  return readStoredList(store, COMPARE_KEY, isFavouriteEntry, MAX_COMPARE);
}

export function writeCompareList(store: KeyValueStore, entries: CompareEntry[]): void {
  writeStoredList(store, COMPARE_KEY, entries, MAX_COMPARE);
}

/**
 * Toggling 'Compare': a car in the list comes out; a new one goes in at the end, unless the list is full,
 * when nothing changes and the outcome says so (the button tells the shopper to remove one first).
 */
export type CompareToggle =
  | { outcome: "added" | "removed"; entries: CompareEntry[] }
  | { outcome: "full"; entries: CompareEntry[] };

export function toggleCompare(entries: CompareEntry[], entry: CompareEntry): CompareToggle {
  if (hasCar(entries, entry.id)) return { outcome: "removed", entries: withoutCar(entries, entry.id) };
  if (entries.length >= MAX_COMPARE) return { outcome: "full", entries };
  return { outcome: "added", entries: [...entries, entry] };
}

/** The compare page for these cars: `/compare?ids=3,1,2` (in column order), or `/compare` for none. */
export function comparePath(ids: readonly number[]): string {
  return ids.length ? `${COMPARE_PATH}?ids=${ids.join(",")}` : COMPARE_PATH;
}
