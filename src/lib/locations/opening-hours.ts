import type { OpeningHoursEntry, SiteLocation } from "./location";
import { clockMinutes, type SpecialDayHours } from "./open-now";

/**
 * The opening-hours table of a location (spec 02 §5 "Opening hours display": "Monday to Friday are
 * grouped if identical; Saturday and Sunday are shown separately. Missing opening hours show Closed;
 * some tenants show 'By appointment only' or an Enquire Now link"), with its special days (spec 02 §3
 * "Special hours entry") laid over the coming week, and the holiday-hours list. Dates are local
 * 'YYYY-MM-DD' strings on the location's clock; nothing here reads a clock or Intl.
 */

/** What a day says: open between two 'HH:MM' times, open with only the feed's text, closed, or nothing. */
export type DayHours =
  | { kind: "open"; open: string; close: string }
  | { kind: "text"; text: string }
  | { kind: "closed" }
  | { kind: "missing" }
  /** Spec 02 §4 "Service Saturdays by appointment": a Saturday the service desk opens by appointment. */
  | { kind: "by-appointment" };

/** A special day as the hours table reads it (spec 02 §3 "Special hours entry"). */
export type SpecialHours = SpecialDayHours;

/**
 * One row of the table: the day or days it covers and their hours; a row for one date of the coming
 * week carries the date and why it differs from the weekly hours (a special day, or a service Saturday).
 */
export type HoursRow = {
  days: string;
  hours: DayHours;
  date?: string;
  dated?: "special" | "service-saturday";
};

/** An 'HH:MM' time as the table keeps it (two-digit hour), or null when it is not one (open-now's rule). */
function validTime(value: string | null | undefined): string | null {
  const minutes = clockMinutes(value);
  if (minutes === null) return null;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** A weekly row as the table shows it; no row, or an open row without readable hours or text, is missing. */
export function weeklyDayHours(entry: OpeningHoursEntry | undefined): DayHours {
  if (!entry) return { kind: "missing" };
  if (entry.status === "Closed") return { kind: "closed" };
  const open = validTime(entry.open);
  const close = validTime(entry.close);
  if (open && close) return { kind: "open", open, close };
  const text = entry.formated_hours?.trim();
  return text && text.toLowerCase() !== "closed" ? { kind: "text", text } : { kind: "missing" };
}

/**
 * A special day's hours: closed, or open with its readable hours. A day the feed marks open without
 * readable times is open all the same: it keeps its weekday's hours when those say when (as the
 * open-now check reads it), else it reads 'Open'; never 'Closed'.
 */
export function specialDayHours(day: SpecialHours, weekday: DayHours = { kind: "missing" }): DayHours {
  if (day.status === "Closed") return { kind: "closed" };
  const open = validTime(day.start);
  const close = validTime(day.end);
  if (open && close) return { kind: "open", open, close };
  return weekday.kind === "open" || weekday.kind === "text" ? weekday : { kind: "text", text: "Open" };
}

/** '08:30' → '8:30 am', '17:00' → '5:00 pm', '12:00' → '12:00 pm', '00:00'/'24:00' → '12:00 am'. */
export function formatTime(hhmm: string): string {
  const [h = "0", m = "00"] = hhmm.split(":");
  const hour = Number(h) % 24;
  const suffix = hour < 12 ? "am" : "pm";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${m} ${suffix}`;
}

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function parseDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const parsed = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** The weekday (0 Sunday) of a 'YYYY-MM-DD' date, or null when it is not one. */
export function weekdayOf(date: string): number | null {
  return parseDate(date)?.getUTCDay() ?? null;
}

/** A 'YYYY-MM-DD' date `days` later (or earlier). */
export function addDays(date: string, days: number): string {
  const parsed = parseDate(date);
  if (!parsed) return date;
  return new Date(parsed.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** 'Thursday 25 December 2025' (long) or 'Thu 25 Dec' (short), en-AU order, without Intl. */
export function formatDate(date: string, style: "long" | "short" = "long"): string {
  const parsed = parseDate(date);
  if (!parsed) return date;
  const weekday = WEEKDAY_NAMES[parsed.getUTCDay()]!;
  const month = MONTH_NAMES[parsed.getUTCMonth()]!;
  const day = parsed.getUTCDate();
  return style === "long"
    ? `${weekday} ${day} ${month} ${parsed.getUTCFullYear()}`
    : `${weekday.slice(0, 3)} ${day} ${month.slice(0, 3)}`;
}

function sameHours(a: DayHours, b: DayHours): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export type HoursTableOptions = {
  /** Today on the location's clock: special days from today to six days out replace their weekday. */
  today?: string;
  special?: readonly SpecialHours[];
  /**
   * Spec 02 §4 "Service Saturdays by appointment": the service Saturdays ('YYYY-MM-DD'). The coming
   * Saturday, when it is one and its weekly row says closed (or nothing), reads 'by appointment' under
   * its date; the Saturdays between keep their weekly hours.
   */
  serviceSaturdays?: readonly string[];
};

/**
 * The rows of the opening-hours table, Monday first (spec 02 §5): Monday to Friday as one row
 * 'Mon – Fri' when all five say the same, else one row each; Saturday and Sunday always their own. A
 * special day in the coming week replaces its weekday's hours and carries its date, so a holiday on a
 * Wednesday splits the weekday row rather than hiding behind it.
 */
export function openingHoursRows(
  week: readonly OpeningHoursEntry[] | undefined,
  options: HoursTableOptions = {},
): HoursRow[] {
  const byDay = new Map<number, OpeningHoursEntry>();
  for (const entry of week ?? []) if (!byDay.has(entry.weekday)) byDay.set(entry.weekday, entry);
  const days = [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
    weekday,
    hours: weeklyDayHours(byDay.get(weekday)),
    date: undefined as string | undefined,
    dated: undefined as HoursRow["dated"],
  }));
  if (options.today && weekdayOf(options.today) !== null) {
    for (let offset = 0; offset < 7; offset++) {
      const date = addDays(options.today, offset);
      const day = days.find((d) => d.weekday === weekdayOf(date))!;
      const special = options.special?.find((s) => s.date === date);
      if (special) {
        day.hours = specialDayHours(special, day.hours);
        day.date = date;
        day.dated = "special";
      } else if (
        options.serviceSaturdays?.includes(date) &&
        (day.hours.kind === "closed" || day.hours.kind === "missing")
      ) {
        day.hours = { kind: "by-appointment" };
        day.date = date;
        day.dated = "service-saturday";
      }
    }
  }
  const short = (weekday: number) => WEEKDAY_NAMES[weekday]!.slice(0, 3);
  const row = (d: (typeof days)[number]): HoursRow =>
    d.date
      ? { days: formatDate(d.date, "short"), hours: d.hours, date: d.date, dated: d.dated }
      : { days: short(d.weekday), hours: d.hours };
  const weekdays = days.slice(0, 5);
  const first = weekdays[0]!;
  const grouped = weekdays.every((d) => !d.date && sameHours(d.hours, first.hours))
    ? [{ days: "Mon – Fri", hours: first.hours }]
    : weekdays.map(row);
  return [...grouped, row(days[5]!), row(days[6]!)];
}

/** One entry of the holiday-hours list. */
export type HolidayHours = { date: string; label: string; hours: DayHours };

/**
 * The holiday-hours list (spec 02 §2 "A holiday-hours button is shown when special hours exist"): the
 * special days from today on, soonest first, one per date. Empty means no button.
 */
export function holidayHoursList(
  special: readonly SpecialHours[],
  today: string,
  week: readonly OpeningHoursEntry[] = [],
): HolidayHours[] {
  const seen = new Set<string>();
  return [...special]
    .filter((s) => parseDate(s.date) !== null && s.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .filter((s) => {
      if (seen.has(s.date)) return false;
      seen.add(s.date);
      return true;
    })
    .map((s) => ({
      date: s.date,
      label: formatDate(s.date),
      hours: specialDayHours(s, weeklyDayHours(week.find((w) => w.weekday === weekdayOf(s.date)))),
    }));
}

/** Spec 02 §8 "Missing opening hours: Closed (or tenant text)": what the template shows for no hours. */
export type MissingHoursDisplay = "closed" | "by-appointment" | "enquire";

/** A day's hours as text; 'missing' reads as the template says ('Enquire Now' is drawn as a link). */
export function dayHoursText(hours: DayHours, missing: MissingHoursDisplay = "closed"): string {
  switch (hours.kind) {
    case "open":
      return `${formatTime(hours.open)} – ${formatTime(hours.close)}`;
    case "text":
      return hours.text;
    case "closed":
      return "Closed";
    case "by-appointment":
      return "By appointment only";
    case "missing":
      return missing === "by-appointment"
        ? "By appointment only"
        : missing === "enquire"
          ? "Enquire Now"
          : "Closed";
  }
}

/**
 * One location's hours as a page shows them: the table rows, the holiday list and the next Service
 * Saturdays (empty when its service desk has none), under a label for the details page's selector.
 */
export type LocationHoursPanel = {
  key: string;
  label: string;
  location: SiteLocation;
  rows: HoursRow[];
  holidays: HolidayHours[];
  serviceSaturdays: string[];
};
