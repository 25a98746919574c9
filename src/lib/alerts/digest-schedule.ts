import { localDateTime } from "../format/local-date-time";
import { siteTimeZone, stateTimeZone } from "../locations/time-zones";

/**
 * When a shopper's alert digest goes out (issue 21 §6 "at most one digest a day per shopper"): once a
 * local day, on the site's clock, from the site's digest hour on (`alerts.digest_hour`, 9 am by
 * default). What happened since the shopper's last digest waits for the next one, so a price cut at
 * 10 am is in tomorrow's 9 am message, and a quiet day sends nothing.
 */

/** 9 am: after the overnight feeds, before a shopper's working day. */
export const DEFAULT_DIGEST_HOUR = 9;

/** Spec 01 §9 "default state qld": the clock of a site that names no zone and has no located yard. */
export const FALLBACK_DIGEST_TIME_ZONE = "Australia/Brisbane";

export type DigestClock = { timeZone: string; hour: number };

/**
 * The site's digest clock: its configured zone, else the zone most of its locations keep, else its
 * default state's; and its configured hour.
 */
export function siteDigestClock(
  alerts: { digest_hour: number; time_zone?: string | undefined },
  defaultState: string,
  locationStates: readonly (string | null | undefined)[],
): DigestClock {
  const timeZone =
    alerts.time_zone ??
    siteTimeZone(locationStates) ??
    stateTimeZone(defaultState) ??
    FALLBACK_DIGEST_TIME_ZONE;
  return { timeZone, hour: alerts.digest_hour };
}

/** `at` as a local day, `YYYY-MM-DD`, on `timeZone`'s clock. */
export function localDay(at: Date, timeZone: string): string {
  return localDateTime(at, timeZone).slice(0, 10);
}

/**
 * The local day a digest made at `now` belongs to: today on the site's clock once its digest hour has
 * come, else null (too early: yesterday's digest, if any, was the last one).
 */
export function digestDayAt(now: Date, clock: DigestClock): string | null {
  const local = localDateTime(now, clock.timeZone);
  const hour = Number(local.slice(11, 13));
  return hour >= clock.hour ? local.slice(0, 10) : null;
}

/**
 * The day a shopper's next digest may be made for at `now`, or null: the digest hour has not come yet
 * today, or the shopper already had today's (`lastDay` is the local day of their latest digest).
 */
export function nextDigestDay(now: Date, clock: DigestClock, lastDay: string | null): string | null {
  const day = digestDayAt(now, clock);
  if (day === null) return null;
  return lastDay !== null && lastDay >= day ? null : day;
}
