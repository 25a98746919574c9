import { TZDate } from "@date-fns/tz";
import { localDateTime } from "../format/local-date-time";
import { clockMinutes, hoursOn, type SpecialDayHours, type WeeklyHours } from "../locations/open-now";
import { addDays, weekdayOf } from "../locations/opening-hours";
import type { BookingsConfig } from "./scheduling-config";

/**
 * Bookable times (issue 34 item 2): a test drive or trade-in inspection is booked in a slot inside
 * the yard's own opening hours for its desk, on the yard's own clock, with its holidays and special
 * hours laid over the week (as the hours table and Call Now read them), no sooner than the yard's
 * notice allows and no further ahead than it takes bookings. The wall-clock maths is @date-fns/tz's;
 * nothing here reads a clock. Decision 0063.
 */

/** A yard's hours for one desk, on its own clock: the week, its special days, and its IANA zone. */
export type YardHours = {
  week: readonly WeeklyHours[];
  special: readonly SpecialDayHours[];
  timeZone: string;
};

export type SlotRules = {
  /** Notice the yard needs: the first slot starts at least this long after now. */
  leadMinutes: number;
  /** One booking's length; slots start this far apart from opening time and end by closing. */
  slotMinutes: number;
  /** Days offered, today (on the yard's clock) included. */
  daysAhead: number;
};

export function slotRules(config: BookingsConfig): SlotRules {
  return {
    leadMinutes: config.lead_time_minutes,
    slotMinutes: config.slot_minutes,
    daysAhead: config.days_ahead,
  };
}

/** One local date with slots, and their start times ('HH:mm' on the yard's clock). */
export type BookableDay = { date: string; times: string[] };

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/**
 * Whether the yard's hours say anything: a weekly row that is closed or has readable times. A yard
 * whose feed gives none cannot be checked, so its bookings are not limited (as Call Now shows on
 * unknown hours, decision 0013): the shopper names a time and the yard confirms it.
 */
export function hoursKnown(week: readonly WeeklyHours[]): boolean {
  return week.some(
    (row) => row.status === "Closed" || (clockMinutes(row.open) !== null && clockMinutes(row.close) !== null),
  );
}

/**
 * The open window of one local date, in minutes since midnight; null when the yard is closed or the
 * day's hours do not say. Hours that close at or before they open run past midnight: slots are offered
 * up to midnight only (no one books a test drive in the small hours).
 */
export function openWindow(yard: YardHours, date: string): { from: number; to: number } | null {
  const weekday = weekdayOf(date);
  if (weekday === null) return null;
  const hours = hoursOn(date, weekday, yard.week, yard.special);
  if (!hours || hours.status === "Closed" || hours.from === null || hours.to === null) return null;
  return { from: hours.from, to: hours.to > hours.from ? hours.to : DAY_MINUTES };
}

/**
 * The instant a wall-clock time on `timeZone`'s clock stands for, or null when that clock skips it
 * (the hour daylight saving jumps over). A repeated hour takes @date-fns/tz's reading.
 */
export function wallClockInstant(date: string, minute: number, timeZone: string): Date | null {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const at = new Date(
    new TZDate(year, month - 1, day, Math.floor(minute / 60), minute % 60, timeZone).getTime(),
  );
  return localDateTime(at, timeZone) === `${date}T${hhmm(minute)}` ? at : null;
}

/** Every slot of one date, before notice: from opening, `slotMinutes` apart, each ending by closing. */
function slotsOn(yard: YardHours, rules: SlotRules, date: string): { time: string; at: Date }[] {
  const window = openWindow(yard, date);
  if (!window || rules.slotMinutes <= 0) return [];
  const slots: { time: string; at: Date }[] = [];
  for (let minute = window.from; minute + rules.slotMinutes <= window.to; minute += rules.slotMinutes) {
    const at = wallClockInstant(date, minute, yard.timeZone);
    if (at) slots.push({ time: hhmm(minute), at });
  }
  return slots;
}

/** Today's date on the yard's clock. */
export function yardToday(now: Date, timeZone: string): string {
  return localDateTime(now, timeZone).slice(0, 10);
}

/** The days a shopper may book, each with its slots; days without one are left out. */
export function bookableDays(yard: YardHours, rules: SlotRules, now: Date): BookableDay[] {
  const earliest = now.getTime() + rules.leadMinutes * MINUTE_MS;
  const today = yardToday(now, yard.timeZone);
  const days: BookableDay[] = [];
  for (let offset = 0; offset < rules.daysAhead; offset++) {
    const date = addDays(today, offset);
    const times = slotsOn(yard, rules, date)
      .filter((slot) => slot.at.getTime() >= earliest)
      .map((slot) => slot.time);
    if (times.length) days.push({ date, times });
  }
  return days;
}

/** Why a time is not bookable. */
export type SlotRefusal = "closed" | "too-soon" | "too-far" | "not-offered";

export type SlotCheck = { ok: true; start: Date; end: Date } | { ok: false; reason: SlotRefusal };

const LOCAL_SLOT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * Whether `local` ('YYYY-MM-DDTHH:mm' on the yard's clock) is one of the slots `bookableDays` offers.
 * `graceMinutes` forgives that much of the notice: a shopper who took a while over the form is not
 * refused the time they were shown (the server passes it; the list itself never offers less notice).
 */
export function checkSlot(
  local: string,
  yard: YardHours,
  rules: SlotRules,
  now: Date,
  graceMinutes = 0,
): SlotCheck {
  const match = LOCAL_SLOT.exec(local);
  const minute = match ? clockMinutes(match[2]) : null;
  if (!match || minute === null || weekdayOf(match[1]!) === null) return { ok: false, reason: "not-offered" };
  const date = match[1]!;
  const today = yardToday(now, yard.timeZone);
  if (date < today) return { ok: false, reason: "too-soon" };
  if (date > addDays(today, rules.daysAhead - 1)) return { ok: false, reason: "too-far" };
  const window = openWindow(yard, date);
  const at = wallClockInstant(date, minute, yard.timeZone);
  if (!window || !at || minute < window.from || minute + rules.slotMinutes > window.to) {
    return { ok: false, reason: "closed" };
  }
  if ((minute - window.from) % rules.slotMinutes !== 0) return { ok: false, reason: "not-offered" };
  const notice = Math.max(0, rules.leadMinutes - graceMinutes) * MINUTE_MS;
  if (at.getTime() < now.getTime() + notice) return { ok: false, reason: "too-soon" };
  return { ok: true, start: at, end: new Date(at.getTime() + rules.slotMinutes * MINUTE_MS) };
}

/** What the shopper reads beside the field when the server refuses a time. */
export function slotRefusalMessage(reason: SlotRefusal, rules: Pick<SlotRules, "daysAhead">): string {
  switch (reason) {
    case "closed":
      return "The yard is closed then: choose one of the times shown.";
    case "too-soon":
      return "That time is too soon for the yard to have the car ready: choose one of the times shown.";
    case "too-far":
      return `We take bookings up to ${rules.daysAhead} days ahead: choose one of the times shown.`;
    case "not-offered":
      return "That is not one of the times shown: choose one of them.";
  }
}
