import { addDays, daysBetween } from "../analytics/calendar";

/**
 * What an analytics report is asked for (issue 33 items 3 and 4, decision 0067): a range of the site's
 * own days, optionally one dealership, and the "slow movers" threshold. The console's form and the
 * admin API read the same parameters with the same rules and messages, so a person sees the reason
 * beside the field and a script gets it in the 400's issues. Pure.
 *
 * - `from`, `to`: `YYYY-MM-DD` days on the site's clock, both included; by default the 28 days ending
 *   today. At most 366 days; `from` not after `to`, nor after today.
 * - `dealership`: one of the site's dealerships (its slug); by default the whole site.
 * - `slow_days`: a car in stock this many days or more with few views is a slow mover (default 45).
 * - `car`: one car's id, to read its own numbers beside the rest (the stock page links to it).
 */

export const DEFAULT_RANGE_DAYS = 28;
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_SLOW_DAYS = 45;
export const MAX_SLOW_DAYS = 365;

export type ReportQuery = {
  from: string;
  to: string;
  /** A dealership's slug, or null for the whole site. */
  dealership: string | null;
  slowDays: number;
  /** One car's id to report on, or null. */
  car: number | null;
};

export type ReportQueryField = "from" | "to" | "dealership" | "slow_days" | "car" | "table";
export type ReportQueryErrors = Partial<Record<ReportQueryField, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

type Input = Record<string, string | string[] | undefined> | URLSearchParams;

function read(input: Input, key: string): string | undefined {
  if (input instanceof URLSearchParams) return input.get(key) ?? undefined;
  const value = input[key];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  return addDays(text, 0) === text;
}

function dayField(value: string | undefined, fallback: string): { day: string; error?: string } {
  const text = value?.trim() ?? "";
  if (!text) return { day: fallback };
  if (!isCalendarDay(text)) return { day: fallback, error: "Enter a date as YYYY-MM-DD, e.g. 2026-11-01." };
  return { day: text };
}

/**
 * The query from a form's or a URL's parameters, with `today` the site's current day. Every field has
 * a default; a field that cannot be read is reported in `errors` (and the default used meanwhile, so a
 * page can still draw the form).
 */
export function parseReportQuery(
  input: Input,
  today: string,
): { query: ReportQuery; errors: ReportQueryErrors } {
  const errors: ReportQueryErrors = {};
  const to = dayField(read(input, "to"), today);
  if (to.error) errors.to = to.error;
  const from = dayField(read(input, "from"), addDays(to.day, -(DEFAULT_RANGE_DAYS - 1)));
  if (from.error) errors.from = from.error;
  if (!errors.from && !errors.to) {
    if (from.day > to.day) errors.from = "The first day must not be after the last.";
    else if (from.day > today) errors.from = "The first day must not be after today.";
    else if (rangeDays(from.day, to.day) > MAX_RANGE_DAYS)
      errors.from = `Choose at most ${MAX_RANGE_DAYS} days.`;
  }
  const dealershipText = read(input, "dealership")?.trim() ?? "";
  let dealership: string | null = null;
  if (dealershipText && dealershipText !== "all") {
    if (SLUG.test(dealershipText)) dealership = dealershipText;
    else errors.dealership = "Choose one of the dealerships listed.";
  }
  const slowText = read(input, "slow_days")?.trim() ?? "";
  let slowDays = DEFAULT_SLOW_DAYS;
  if (slowText) {
    const n = Number(slowText);
    if (Number.isInteger(n) && n >= 1 && n <= MAX_SLOW_DAYS) slowDays = n;
    else errors.slow_days = `Enter a whole number of days from 1 to ${MAX_SLOW_DAYS}.`;
  }
  const carText = read(input, "car")?.trim() ?? "";
  let car: number | null = null;
  if (carText) {
    const n = Number(carText);
    if (/^\d{1,9}$/.test(carText) && n > 0) car = n;
    else errors.car = "Name a car by its id, a whole number.";
  }
  const valid = !errors.from && !errors.to;
  return {
    query: {
      from: valid ? from.day : addDays(today, -(DEFAULT_RANGE_DAYS - 1)),
      to: valid ? to.day : today,
      dealership,
      slowDays,
      car,
    },
    errors,
  };
}

/** How many days `from`..`to` covers, both included. */
export function rangeDays(from: string, to: string): number {
  return daysBetween(from, to, MAX_RANGE_DAYS + 1).length;
}

/** The same number of days just before the range: what "compared with the previous period" means. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const days = rangeDays(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** The query as a URL's query string (defaults left out), for links and the CSV export. */
export function reportQueryString(query: ReportQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.dealership) params.set("dealership", query.dealership);
  if (query.slowDays !== DEFAULT_SLOW_DAYS) params.set("slow_days", String(query.slowDays));
  if (query.car !== null) params.set("car", String(query.car));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}
