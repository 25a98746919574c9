/** Spec 01 §3 "Favourite entry (stored locally): id, name, slug, make, model, primary_image_url". */
export type FavouriteEntry = {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
};

/**
 * Whether a stored value is a favourite entry. Checked by hand rather than with zod: this runs on
 * every car page in the browser, and zod would be the page's largest library for six fields.
 */
export function isFavouriteEntry(value: unknown): value is FavouriteEntry {
  if (!value || typeof value !== "object") return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === "number" &&
    Number.isInteger(e.id) &&
    e.id > 0 &&
    typeof e.name === "string" &&
    typeof e.slug === "string" &&
    typeof e.make === "string" &&
    typeof e.model === "string" &&
    (e.primary_image_url === null || typeof e.primary_image_url === "string")
  );
}

export const FAVOURITES_KEY = "forecourt.favourites";
/** A shopper's list is short; a runaway list is cut to the newest entries. */
export const MAX_FAVOURITES = 50;

type Store = Pick<Storage, "getItem" | "setItem">;

/** The stored list; anything unreadable (old format, hand-edited) is dropped, never thrown. */
export function readFavourites(store: Store): FavouriteEntry[] {
  try {
    const stored: unknown = JSON.parse(store.getItem(FAVOURITES_KEY) ?? "[]");
    return Array.isArray(stored) && stored.every(isFavouriteEntry) ? stored : [];
  } catch {
    return [];
  }
}

export function writeFavourites(store: Store, entries: FavouriteEntry[]): void {
  try {
    store.setItem(FAVOURITES_KEY, JSON.stringify(entries.slice(0, MAX_FAVOURITES)));
  } catch (error) {
    console.warn("Favourites could not be saved", error);
  }
}

/** Adds the car first, or removes it if it is already saved. */
export function toggleFavourite(entries: FavouriteEntry[], entry: FavouriteEntry): FavouriteEntry[] {
  return entries.some((e) => e.id === entry.id)
    ? entries.filter((e) => e.id !== entry.id)
    : [entry, ...entries].slice(0, MAX_FAVOURITES);
}
