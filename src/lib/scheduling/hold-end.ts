import { utcOffsets } from "../format/local-date-time";
import { isOpenAt } from "../locations/open-now";
import { addDays } from "../locations/opening-hours";
import { hoursKnown, openWindow, wallClockInstant, type YardHours, yardToday } from "./slots";

/**
 * A reservation's hold ends while the yard is open (issue 34 item 2: "A reservation's hold end is
 * moved to the yard's next opening time when it would fall while the yard is closed"). Forty-eight
 * hours from a Friday evening end on a Sunday evening, when no one could answer the shopper or sell
 * them the car; the hold then runs on to the moment the yard next opens, on its own clock, holidays
 * included. A yard whose hours do not say keeps the plain end. Decision 0063.
 */
export type HoldEnd = { at: Date; moved: boolean };

/** How far ahead the next opening is looked for: a long Christmas closure, with room to spare. */
const SEARCH_DAYS = 21;

export function holdEndInHours(end: Date, yard: YardHours | null): HoldEnd {
  const kept = { at: end, moved: false };
  if (!yard || !hoursKnown(yard.week)) return kept;
  const clock = utcOffsets(yard.timeZone, end, new Date(end.getTime() + 60_000));
  if (isOpenAt(yard.week, yard.special, end, clock) !== false) return kept;
  const first = yardToday(end, yard.timeZone);
  for (let offset = 0; offset < SEARCH_DAYS; offset++) {
    const date = addDays(first, offset);
    const window = openWindow(yard, date);
    if (!window) continue;
    const opens = openingInstant(date, window.from, yard.timeZone);
    if (opens && opens.getTime() > end.getTime()) return { at: opens, moved: true };
  }
  return kept;
}

/** When the yard opens on a date; an opening in the hour daylight saving skips is the hour after. */
function openingInstant(date: string, minute: number, timeZone: string): Date | null {
  for (const later of [0, 30, 60]) {
    const at = wallClockInstant(date, minute + later, timeZone);
    if (at) return at;
  }
  return null;
}
