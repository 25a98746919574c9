"use client";

import {
  SAVED_CAR_BUTTON_LOOKS,
  type SavedCarButtonLook,
} from "@/components/saved-cars/saved-car-button-looks";
import {
  announceSavedCarsChange,
  browserStore,
  useStoredList,
} from "@/components/saved-cars/use-stored-list";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { track } from "@/lib/analytics/track";
import {
  type FavouriteEntry,
  readFavourites,
  toggleFavourite,
  writeFavourites,
} from "@/lib/saved-cars/favourites";

/**
 * Save a car as a favourite (spec 01 §4 "Favourites / compare: toggle per car, kept in local storage;
 * buttons read … 'SAVE' / 'SAVED', 'Favourite'"): 'SAVE' / 'SAVED' on the car page, 'Favourite' on a
 * search card; pressed (a filled heart, aria-pressed) while saved. Shown only where
 * lib/saved-cars/saved-car-rules allows it. Saving sends analytics 39.
 */
export function FavouriteButton({
  entry,
  look = "page",
}: {
  entry: FavouriteEntry;
  look?: SavedCarButtonLook;
}) {
  const saved = useStoredList(readFavourites)?.some((f) => f.id === entry.id) ?? false;
  const toggle = () => {
    const store = browserStore();
    if (!store) return;
    const next = toggleFavourite(readFavourites(store), entry);
    writeFavourites(store, next);
    announceSavedCarsChange();
    if (next.some((f) => f.id === entry.id)) track("carSaved", { car_id: entry.id });
  };
  const label = look === "card" ? "Favourite" : saved ? "SAVED" : "SAVE";
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      className={`inline-flex items-center rounded-lg border font-semibold hover:bg-muted ${SAVED_CAR_BUTTON_LOOKS[look]}`}
      data-testid="favourite"
    >
      <SpriteIcon name="heart" className={saved ? "size-4 fill-current text-destructive" : "size-4"} />
      {label}
      {look === "card" ? <span className="sr-only"> {entry.name}</span> : null}
    </button>
  );
}
