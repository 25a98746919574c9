"use client";

import { notify } from "@/components/ui/notify";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import {
  type CompareEntry,
  MAX_COMPARE,
  readCompareList,
  toggleCompare,
  writeCompareList,
} from "@/lib/saved-cars/compare-list";
import { SAVED_CAR_BUTTON_LOOKS, type SavedCarButtonLook } from "./saved-car-button-looks";
import { announceSavedCarsChange, browserStore, useStoredList } from "./use-stored-list";

/**
 * 'Compare' (spec 01 §4 "Favourites / compare: toggle per car, kept in local storage"): puts the car on
 * the compare list or takes it off. Pressed (a tick, aria-pressed) while on the list. The list holds
 * MAX_COMPARE cars; a fifth is refused with a toast saying so. Shown only where
 * lib/saved-cars/saved-car-rules allows it.
 */
export function CompareButton({ entry, look = "page" }: { entry: CompareEntry; look?: SavedCarButtonLook }) {
  const chosen = useStoredList(readCompareList)?.some((c) => c.id === entry.id) ?? false;
  const toggle = () => {
    const store = browserStore();
    if (!store) return;
    const result = toggleCompare(readCompareList(store), entry);
    if (result.outcome === "full") {
      notify({
        kind: "error",
        title: `You can compare up to ${MAX_COMPARE} cars`,
        description: `Remove a car from your compare list to add the ${entry.name}.`,
      });
      return;
    }
    writeCompareList(store, result.entries);
    announceSavedCarsChange();
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={chosen}
      className={`inline-flex items-center rounded-lg border font-semibold hover:bg-muted ${
        chosen ? "border-primary" : ""
      } ${SAVED_CAR_BUTTON_LOOKS[look]}`}
      data-testid="compare"
    >
      <SpriteIcon name={chosen ? "check" : "plus"} className="size-4" />
      Compare
      {look === "card" ? <span className="sr-only"> {entry.name}</span> : null}
    </button>
  );
}
