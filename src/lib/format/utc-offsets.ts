/**
 * A place's wall clock without Intl, for the browser (decisions 0012 and 0013). The first Intl date
 * format for a time zone loads the browser's zone and locale data: about 80 ms of a phone's main
 * thread on the car page. The server, which has that data loaded anyway, writes the zone's UTC offsets
 * (`utcOffsets` in local-date-time.ts) for the days a cached page may be shown; the browser reads its
 * wall clock from them with arithmetic. This module must not import Intl code.
 */

/** A zone's UTC offsets from `changes[0].at` until `until` (epoch ms): each change holds until the next. */
export type UtcOffsets = {
  until: number;
  changes: { at: number; minutes: number }[];
};

const MINUTE = 60_000;

/**
 * `date` on the wall clock the offsets describe, as 'YYYY-MM-DDTHH:mm' (what localDateTime gives for
 * the zone), or null outside [first change, until): a page cached longer than its offsets reach does
 * not guess.
 */
export function wallClock(date: Date, offsets: UtcOffsets): string | null {
  const at = date.getTime();
  const first = offsets.changes[0];
  if (!first || at < first.at || at >= offsets.until) return null;
  let minutes = first.minutes;
  for (const change of offsets.changes) if (change.at <= at) minutes = change.minutes;
  return new Date(at + minutes * MINUTE).toISOString().slice(0, 16);
}
