/**
 * Is a location open at a given moment (spec 02 §4 "Sticky mobile footer: its Call Now button shows
 * only when the dealership is open (checked in the Perth time zone)"). Decision 0013: the check uses
 * the location's own state's time zone; Perth, the spec's zone, is the fallback when the state is
 * unknown.
 */

import { localDateTime } from "@/lib/format/local-date-time";

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

/** The spec's zone for the check, used when the location's state is unknown. */
export const DEFAULT_OPENING_TIME_ZONE = "Australia/Perth";

const STATE_TIME_ZONES: Record<string, string> = {
  nsw: "Australia/Sydney",
  act: "Australia/Sydney",
  vic: "Australia/Melbourne",
  qld: "Australia/Brisbane",
  sa: "Australia/Adelaide",
  wa: "Australia/Perth",
  tas: "Australia/Hobart",
  nt: "Australia/Darwin",
};

/** The time zone a location's opening hours are written in, from its state ("NSW", "nsw", "Wa"). */
export function openingTimeZone(state: string | null | undefined): string {
  return STATE_TIME_ZONES[(state ?? "").trim().toLowerCase()] ?? DEFAULT_OPENING_TIME_ZONE;
}

const HHMM = /^(\d{1,2}):(\d{2})$/;

function minutes(hhmm: string | null | undefined): number | null {
  const match = HHMM.exec(hhmm?.trim() ?? "");
  if (!match) return null;
  const value = Number(match[1]) * 60 + Number(match[2]);
  return value <= 24 * 60 ? value : null;
}

/** Open between `open` and `close` (close excluded); a close at or before the open runs past midnight. */
function within(
  at: number,
  open: string | null | undefined,
  close: string | null | undefined,
): boolean | null {
  const from = minutes(open);
  const to = minutes(close);
  if (from === null || to === null) return null;
  return to > from ? at >= from && at < to : at >= from || at < to;
}

/** The local calendar date, weekday (0 Sunday) and minute of the day of `now` in `timeZone`. */
export function localTime(now: Date, timeZone: string): { date: string; weekday: number; minute: number } {
  const local = localDateTime(now, timeZone);
  const [year, month, day] = local.slice(0, 10).split("-").map(Number) as [number, number, number];
  return {
    date: local.slice(0, 10),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
    minute: Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)),
  };
}

/**
 * Whether the location is open at `now`: a special day for today's local date decides first (closed, or
 * open for its hours), then the weekly row for today. Null when the hours do not say (no row for
 * today, or times that are not "HH:MM"): the caller decides what unknown means.
 */
export function isOpenAt(
  week: readonly WeeklyHours[],
  special: readonly SpecialDayHours[],
  now: Date,
  timeZone: string,
): boolean | null {
  const local = localTime(now, timeZone);
  const day = special.find((s) => s.date === local.date);
  if (day) {
    if (day.status === "Closed") return false;
    const open = within(local.minute, day.start, day.end);
    if (open !== null) return open;
  }
  const row = week.find((w) => w.weekday === local.weekday);
  if (!row) return null;
  if (row.status === "Closed") return false;
  return within(local.minute, row.open, row.close);
}

/**
 * Whether the sticky footer offers Call Now (spec 02 §4: "only when the dealership is open"). Hours
 * that do not say (none imported, or unreadable) show it: hiding the only phone button on a guess
 * would cost the dealer calls (decision 0013).
 */
export function callNowShown(open: boolean | null): boolean {
  return open !== false;
}
