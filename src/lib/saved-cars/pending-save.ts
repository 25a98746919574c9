/**
 * The save that sent a signed-out shopper to sign in (issue 34 item 5, decision 0075): remembered in the
 * tab (session storage) when they press Save, and completed by the car's Save button when they come back
 * signed in. It is kept for a quarter of an hour: long enough to read a texted code, short enough that a
 * shopper who gave up and signs in another day is not surprised by a car saved for them.
 */

export const PENDING_SAVE_KEY = "forecourt.pending-save";
export const PENDING_SAVE_TTL_MS = 15 * 60 * 1000;

export type PendingSave = { carId: number; at: number };

/** What is written when the shopper presses Save signed out. */
export function pendingSaveText(carId: number, now: number): string {
  return JSON.stringify({ carId, at: now } satisfies PendingSave);
}

/**
 * The car whose save is waiting, or null: nothing stored, not readable, or older than the time it is
 * kept (or from the future: a clock put back is not trusted).
 */
export function pendingSaveCar(stored: string | null, now: number): number | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const { carId, at } = value as { carId?: unknown; at?: unknown };
  if (typeof carId !== "number" || !Number.isSafeInteger(carId) || carId <= 0) return null;
  if (typeof at !== "number" || !Number.isFinite(at)) return null;
  const age = now - at;
  return age >= 0 && age <= PENDING_SAVE_TTL_MS ? carId : null;
}
