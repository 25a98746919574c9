"use client";

import { Heart } from "lucide-react";
import { useState } from "react";
import { useIdleEffect } from "@/components/ui/use-idle-effect";
import { track } from "@/lib/analytics/track";
import {
  type FavouriteEntry,
  readFavourites,
  toggleFavourite,
  writeFavourites,
} from "@/lib/vehicle/favourites";

/**
 * Save a car as a favourite (spec 01 §4 "Favourites / compare: toggle per car, kept in local storage;
 * buttons read 'SAVE' / 'SAVED'"). Shown only where the page's rules allow it (lib/vehicle/detail-actions
 * canFavourite). Saving sends analytics 39.
 */
export function FavouriteButton({ entry }: { entry: FavouriteEntry }) {
  const [saved, setSaved] = useState(false);
  useIdleEffect(
    () => setSaved(readFavourites(window.localStorage).some((f) => f.id === entry.id)),
    [entry.id],
  );
  const toggle = () => {
    const next = toggleFavourite(readFavourites(window.localStorage), entry);
    writeFavourites(window.localStorage, next);
    const nowSaved = next.some((f) => f.id === entry.id);
    setSaved(nowSaved);
    if (nowSaved) track("carSaved", { car_id: entry.id });
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold hover:bg-muted"
      data-testid="favourite"
    >
      <Heart className={saved ? "size-4 fill-current text-destructive" : "size-4"} aria-hidden="true" />
      {saved ? "SAVED" : "SAVE"}
    </button>
  );
}
