/**
 * A list of cars kept in the browser's local storage (spec 01 §4 "Favourites / compare … kept in local
 * storage", §3 "Favourite entry (stored locally)", "Viewed-car entry (stored locally)"). Favourites,
 * the compare list and viewed cars are each one of these under their own key. Local storage belongs to
 * the page's origin, and each site has its own host, so one site never sees another's lists.
 *
 * Entries are checked by hand, not with zod: this runs on every car and search page in the browser,
 * where zod would be the largest library on the page for a handful of fields.
 */

export type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

/** What every stored car entry has: the car's id (a positive integer). */
export type StoredCar = { id: number };

export function isCarId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0;
}

export function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === "string";
}

/**
 * The stored list, newest (or first chosen) first as it was written. Entries that are not readable
 * (an old format, a hand edit) are dropped one by one, and a repeated car is kept once, so one bad
 * entry never loses the shopper's whole list; a list that is not JSON at all reads as empty. Never throws
 * (storage may be switched off, or full, or blocked in a private window).
 */
export function readStoredList<T extends StoredCar>(
  store: KeyValueStore,
  key: string,
  isEntry: (value: unknown) => value is T,
  max: number,
): T[] {
  let stored: unknown;
  try {
    stored = JSON.parse(store.getItem(key) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const seen = new Set<number>();
  const entries: T[] = [];
  for (const value of stored) {
    if (!isEntry(value) || seen.has(value.id)) continue;
    seen.add(value.id);
    entries.push(value);
    if (entries.length === max) break;
  }
  return entries;
}

/** Writes the list, cut to `max`; a store that refuses (full, blocked) is warned about, not thrown. */
export function writeStoredList<T extends StoredCar>(
  store: KeyValueStore,
  key: string,
  entries: readonly T[],
  max: number,
): boolean {
  try {
    store.setItem(key, JSON.stringify(entries.slice(0, max)));
    return true;
  } catch (error) {
    console.warn(`${key} could not be saved`, error);
    return false;
  }
}

/** The list without the car. */
export function withoutCar<T extends StoredCar>(entries: readonly T[], id: number): T[] {
  return entries.filter((e) => e.id !== id);
}

export function hasCar(entries: readonly StoredCar[], id: number): boolean {
  return entries.some((e) => e.id === id);
}
