import { localDay } from "./calendar";

/**
 * The visitor salt's rotation (decision 0061, as Plausible and Fathom count visitors): a visitor is
 * sha256(salt of the site's day, site, address, user agent), so one browser is one visitor for a day
 * and cannot be followed from one day to the next. Each site's salt is made by its day's first event
 * and deleted as soon as that day has ended on the site's clock (not UTC's): from then on nobody,
 * the operator included, can compute a past day's hash from an address again.
 */

/** The day whose salt an event at `now` is hashed with. */
export function saltDay(now: Date, timeZone: string): string {
  return localDay(now, timeZone);
}

/** The salts (by day) that must be gone at `now`: every day before the site's today. */
export function endedSaltDays(days: readonly string[], now: Date, timeZone: string): string[] {
  const today = saltDay(now, timeZone);
  return days.filter((day) => day < today);
}

/** What is hashed, in order; the parts are joined by a newline, which none of them can contain. */
export function visitorHashInput(salt: string, siteId: number, address: string, userAgent: string): string {
  return [salt, String(siteId), address, userAgent.replace(/[\r\n]/g, " ")].join("\n");
}
