import { isInStockStatus } from "../stock/availability";

/**
 * The watchlist (spec 01 §4 "Watchlist", §6, §7; issue 21 §3): a signed-in shopper's saved cars, kept on
 * the server by phone and mirrored in the browser so Save and Remove show at once. No zod here: the
 * car page's button reads these.
 */

/** Where the watchlist lives (the spec leaves the path open; the toast's 'View List' goes here). */
export const WATCHLIST_PATH = "/watchlist";

/** How many cars one shopper may watch: more than anyone compares, few enough to list on one page. */
export const WATCHLIST_MAX = 200;

/** Spec 01 §4: "Button reads Saved / Save". */
export const WATCHLIST_BUTTON = { saved: "Saved", save: "Save" } as const;

/** Spec 01 §4 toasts, with the car's name; shown only on success. */
export function watchlistToast(
  action: "saved" | "removed",
  carName: string,
): { title: string; description: string } {
  return action === "saved"
    ? { title: "Car Saved In Watchlist", description: `${carName} is now available in your watchlist` }
    : { title: "Car Removed", description: `${carName} is no longer in your watchlist` };
}

/**
 * Spec 01 §4 "A sold car can be saved only if already saved": an in-stock (or coming-soon) car may be
 * saved; any other may only be taken off a list it is already on.
 */
export function watchlistChangeAllowed(status: string, saved: boolean, action: "save" | "remove"): boolean {
  if (action === "remove") return true;
  return isInStockStatus(status) || saved;
}

/** Whether the Save button shows at all for a car: always while in stock, else only to remove it. */
export function showsWatchlistButton(status: string, saved: boolean): boolean {
  return isInStockStatus(status) || saved;
}

/** The browser's copy of the list after one change (spec 01 §4: "adds the car to a local list at once"). */
export function withWatchlistChange(
  ids: readonly number[],
  carId: number,
  action: "save" | "remove",
): number[] {
  const without = ids.filter((id) => id !== carId);
  return action === "save" ? [...without, carId] : without;
}

/** Watchlist changes one shopper, or one address, may make in a window (rate-limited, issue 21 §3). */
export const WATCHLIST_CHANGES_PER_WINDOW = 120;
export const WATCHLIST_WINDOW_MS = 10 * 60 * 1000;
