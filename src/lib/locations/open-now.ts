/**
 * Is a location open at a given moment (spec 02 §4 "Sticky mobile footer: its Call Now button shows
 * only when the dealership is open (checked in the Perth time zone)"). Decision 0013: the check uses
 * the location's own state's time zone; Perth, the spec's zone, is the fallback when the state is
 * unknown.
 */

import { type UtcOffsets, wallClock } from "@/lib/format/utc-offsets";

/** A weekly opening-hours row (spec 02 §3); weekday 0 is Sunday, times are "HH:MM" local. */
export type WeeklyHours = {
  weekday: number;
  status: "Open" | "Closed";
  open?: string | null;
  close?: string | null;
};

/** A one-off day, e.g. a public holiday (spec 02 §3 "Special hours entry"); date is "YYYY-MM-DD" local. */
export type SpecialDayHours = {
  date: string;
  status: "Open" | "Closed";
  start?: string | null;
  end?: string | null;
};

const HHMM = /^(\d{1,2}):(\d{2})$/;

/** Minutes since midnight of an "HH:MM" time (24:00 allowed as a closing time), or null. */
export function clockMinutes(hhmm: string | null | undefined): number | null {
  const match = HHMM.exec(hhmm?.trim() ?? "");
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return null;
  return hour * 60 + minute;
}

/** One local day's hours in minutes since midnight; null where the feed gives no readable time. */
export type DayHours = { status: "Open" | "Closed"; from: number | null; to: number | null };

/**
 * The hours that govern one local day: its special day when it has one that says (closed, or open with
 * readable hours), else its weekly row; null when neither does. Also what a booking slot is checked
 * against (lib/scheduling).
 */
export function hoursOn(
  date: string,
  weekday: number,
  week: readonly WeeklyHours[],
  special: readonly SpecialDayHours[],
): DayHours | null {
  const day = special.find((s) => s.date === date);
  if (day?.status === "Closed") return { status: "Closed", from: null, to: null };
  if (day && clockMinutes(day.start) !== null && clockMinutes(day.end) !== null) {
    return { status: "Open", from: clockMinutes(day.start), to: clockMinutes(day.end) };
  }
  const row = week.find((w) => w.weekday === weekday);
  return row ? { status: row.status, from: clockMinutes(row.open), to: clockMinutes(row.close) } : null;
}

/** The day before a 'YYYY-MM-DD' date. */
function dayBefore(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/**
 * The local calendar date, weekday (0 Sunday) and minute of the day of `now` on the location's clock,
 * or null when its offsets do not reach `now`.
 */
export function localTime(
  now: Date,
  clock: UtcOffsets,
): { date: string; weekday: number; minute: number } | null {
  const local = wallClock(now, clock);
  if (!local) return null;
  const [year, month, day] = local.slice(0, 10).split("-").map(Number) as [number, number, number];
  return {
    date: local.slice(0, 10),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    minute: Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)),
  };
}

/**
 * Whether the location is open at `now`. Each local day is governed by its special day (a holiday
 * closes it; special hours replace the week's) or else its weekly row. Hours that close at or before
 * they open run past midnight, so the small hours also belong to the day before. Null when the hours do
 * not say (no row for today, or times that are not "HH:MM") or the clock does not reach `now`: the
 * caller decides what unknown means. `clock` is the UTC offsets of the location's openingTimeZone.
 */
export function isOpenAt(
  week: readonly WeeklyHours[],
  special: readonly SpecialDayHours[],
  now: Date,
  clock: UtcOffsets,
): boolean | null {
  const local = localTime(now, clock);
  if (!local) return null;
  const at = local.minute;
  const before = hoursOn(dayBefore(local.date), (local.weekday + 6) % 7, week, special);
  if (
    before?.status === "Open" &&
    before.from !== null &&
    before.to !== null &&
    before.to <= before.from &&
    at < before.to
  ) {
    return true;
  }
  const today = hoursOn(local.date, local.weekday, week, special);
  if (!today) return null;
  if (today.status === "Closed") return false;
  if (today.from === null || today.to === null) return null;
  return today.to > today.from ? at >= today.from && at < today.to : at >= today.from;
}

/**
 * Whether the sticky footer offers Call Now (spec 02 §4: "only when the dealership is open"). Hours
 * that do not say (none imported, or unreadable) show it: hiding the only phone button on a guess
 * would cost the dealer calls (decision 0013).
 */
export function callNowShown(open: boolean | null): boolean {
  return open !== false;
}
