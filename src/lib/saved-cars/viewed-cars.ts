import {
  isCarId,
  isNullableString,
  type KeyValueStore,
  readStoredList,
  withoutCar,
  writeStoredList,
} from "./stored-car-list";

/**
 * Viewed cars (spec 01 §3 "Viewed-car entry (stored locally): id, stocknum, make, model, body,
 * simple_body"): each car page a shopper opens, newest first, each car once, at most MAX_VIEWED. The
 * spec's six fields say what the shopper looks at (make, model, body); a list a shopper can use also
 * needs the way back to the car, so an entry adds the car's `slug`, `name` and `primary_image_url`
 * (what a favourite entry has) and when it was last viewed (`viewed_at`, ISO 8601).
 */
export type ViewedEntry = {
  id: number;
  stocknum: string | null;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
  slug: string;
  name: string;
  primary_image_url: string | null;
  viewed_at: string;
};

export const VIEWED_KEY = "forecourt.viewed";
/** Enough for "recently viewed" and for the garage; older views fall off the end. */
export const MAX_VIEWED = 20;

export function isViewedEntry(value: unknown): value is ViewedEntry {
  if (!value || typeof value !== "object") return false;
  const e = value as Record<string, unknown>;
  return (
    isCarId(e.id) &&
    isNullableString(e.stocknum) &&
    typeof e.make === "string" &&
    typeof e.model === "string" &&
    isNullableString(e.body) &&
    isNullableString(e.simple_body) &&
    typeof e.slug === "string" &&
    typeof e.name === "string" &&
    isNullableString(e.primary_image_url) &&
    typeof e.viewed_at === "string" &&
    !Number.isNaN(Date.parse(e.viewed_at))
  );
}

/** The entry for a view of this car now. */
export function viewedEntry(
  car: {
    id: number;
    stocknum: string | null;
    make: string;
    model: string;
    body: string | null;
    simpleBody: string | null;
    slug: string;
    name: string;
    primaryImageUrl: string | null;
  },
  now: Date,
): ViewedEntry {
  return {
    id: car.id,
    stocknum: car.stocknum,
    make: car.make,
    model: car.model,
    body: car.body,
    simple_body: car.simpleBody,
    slug: car.slug,
    name: car.name,
    primary_image_url: car.primaryImageUrl,
    viewed_at: now.toISOString(),
  };
}

/** A view: the car moves to the front (its entry refreshed), the list keeps each car once, capped. */
export function recordView(entries: readonly ViewedEntry[], entry: ViewedEntry): ViewedEntry[] {
  return [entry, ...withoutCar(entries, entry.id)].slice(0, MAX_VIEWED);
}

export function readViewedCars(store: KeyValueStore): ViewedEntry[] {
  return readStoredList(store, VIEWED_KEY, isViewedEntry, MAX_VIEWED);
}

export function writeViewedCars(store: KeyValueStore, entries: readonly ViewedEntry[]): void {
  writeStoredList(store, VIEWED_KEY, entries, MAX_VIEWED);
}
