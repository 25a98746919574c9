import { z } from "zod";

/** Spec 01 §3 "Favourite entry (stored locally): id, name, slug, make, model, primary_image_url". */
export const favouriteEntrySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  make: z.string(),
  model: z.string(),
  primary_image_url: z.string().nullable(),
});
export type FavouriteEntry = z.infer<typeof favouriteEntrySchema>;

export const FAVOURITES_KEY = "forecourt.favourites";
/** A shopper's list is short; a runaway list is cut to the newest entries. */
export const MAX_FAVOURITES = 50;

type Store = Pick<Storage, "getItem" | "setItem">;

/** The stored list; anything unreadable (old format, hand-edited) is dropped, never thrown. */
export function readFavourites(store: Store): FavouriteEntry[] {
  try {
    const parsed = z.array(favouriteEntrySchema).safeParse(JSON.parse(store.getItem(FAVOURITES_KEY) ?? "[]"));
    return parsed.success ? parsed.data : [];
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
