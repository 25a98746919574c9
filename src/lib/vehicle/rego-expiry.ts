/**
 * The registration line of the vehicle page (spec 01 §5 "Rego expiry: a past date shows 'Unregistered' on
 * some sites, else nothing; a future date shows 'Expires on {date}'").
 *
 * Dates are compared as calendar days in the dealers' time zone, so a car whose rego runs out today is
 * still registered today, whatever the server's clock zone.
 */

export const REGO_TIME_ZONE = "Australia/Brisbane";
export const UNREGISTERED_TEXT = "Unregistered";

const DAY_PARTS = new Intl.DateTimeFormat("en-AU", {
  timeZone: REGO_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const LONG_DATE = new Intl.DateTimeFormat("en-AU", {
  timeZone: REGO_TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
});

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar day a rego_expiry names, as an instant inside that day in Brisbane, or null. A date
 * ('2027-03-14', the import format) is that day; a timestamp is the Brisbane day it falls on. Impossible
 * dates ('2027-02-30') and text are null.
 */
export function parseRegoExpiry(value: string | null | undefined): Date | null {
  const text = value?.trim();
  if (!text) return null;
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3])];
    // 02:00 UTC is noon the same day in Brisbane (UTC+10, no daylight saving).
    const date = new Date(Date.UTC(year, month - 1, day, 2));
    const real =
      date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return real ? date : null;
  }
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** 'YYYY-MM-DD' of the Brisbane calendar day, comparable as text. */
function dayKey(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    DAY_PARTS.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** '14 March 2027' (en-AU, Brisbane). */
export function formatRegoDate(date: Date): string {
  return LONG_DATE.format(date);
}

/**
 * 'Expires on 14 March 2027' while the rego runs (the expiry day itself included); once past,
 * 'Unregistered' when the site enables it (`features.show_unregistered`), else null; null when the
 * car has no usable date.
 */
export function regoExpiryText(
  regoExpiry: string | null | undefined,
  config: { features: { show_unregistered: boolean } },
  now: Date,
): string | null {
  const expiry = parseRegoExpiry(regoExpiry);
  if (!expiry || Number.isNaN(now.getTime())) return null;
  if (dayKey(expiry) >= dayKey(now)) return `Expires on ${formatRegoDate(expiry)}`;
  return config.features.show_unregistered ? UNREGISTERED_TEXT : null;
}
