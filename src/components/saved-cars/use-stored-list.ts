"use client";

import { useState } from "react";
import { useIdleEffect } from "@/components/ui/use-idle-effect";
import type { KeyValueStore } from "@/lib/saved-cars/stored-car-list";

/** Announces, within the tab, that a stored car list changed (another tab hears the `storage` event). */
export const SAVED_CARS_EVENT = "forecourt:saved-cars";

export function announceSavedCarsChange(): void {
  window.dispatchEvent(new Event(SAVED_CARS_EVENT));
}

/** The page's local storage, or null where it is switched off or blocked (reading it can throw). */
export function browserStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A stored car list (favourites, compare, viewed), read when the browser is next idle and again
 * whenever a button on this page or another tab changes one. Null until first read: the server HTML and
 * the hydrated page agree (nothing saved shows), so hydrating changes nothing (decision 0012). `read`
 * must be a module-level function (it stands for the list in the effect's dependencies).
 */
export function useStoredList<T>(read: (store: KeyValueStore) => T[]): T[] | null {
  const [list, setList] = useState<T[] | null>(null);
  useIdleEffect(() => {
    const refresh = () => {
      const store = browserStore();
      setList(store ? read(store) : []);
    };
    refresh();
    window.addEventListener(SAVED_CARS_EVENT, refresh);
    window.addEventListener("storage", refresh);
    return () => {
      window.removeEventListener(SAVED_CARS_EVENT, refresh);
      window.removeEventListener("storage", refresh);
    };
  }, [read]);
  return list;
}
