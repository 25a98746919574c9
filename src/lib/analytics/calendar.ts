import { TZDate } from "@date-fns/tz";
import { localDateTime } from "../format/local-date-time";

/**
 * Site-local calendar days (decision 0061): every count is filed under the day it happened on the
 * site's clock, `YYYY-MM-DD`, and the visitor salt lives exactly that long.
 */

const DAY_MS = 86_400_000;

/** `at` as a day on `timeZone`'s clock. */
export function localDay(at: Date, timeZone: string): string {
  return localDateTime(at, timeZone).slice(0, 10);
}

/** The day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included; none when `from` is after `to`. */
export function daysBetween(from: string, to: string, limit = Number.POSITIVE_INFINITY): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length < limit; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The instants `day` runs over on `timeZone`'s clock: [its midnight, the next day's midnight). */
export function dayRange(day: string, timeZone: string): { start: Date; end: Date } {
  const at = (d: string) => {
    const [y, m, dd] = d.split("-").map(Number) as [number, number, number];
    return new Date(new TZDate(y, m - 1, dd, 0, 0, timeZone).getTime());
  };
  return { start: at(day), end: at(addDays(day, 1)) };
}
