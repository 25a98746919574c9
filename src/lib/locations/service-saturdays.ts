import { addDays, weekdayOf } from "./opening-hours";

/**
 * Spec 02 §4 "Service Saturdays by appointment: alternate fortnightly, counted from a reference
 * Saturday, 14 June 2025". Read as: the reference Saturday is a service Saturday, and so is every
 * Saturday a whole number of fortnights before or after it (28 June, 12 July …); the Saturdays between
 * (21 June, 5 July …) are not. Dates are 'YYYY-MM-DD' on the location's own clock (decision 0022).
 */
export const SERVICE_SATURDAY_REFERENCE = "2025-06-14";

const DAY = 86_400_000;

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY);
}

/** Whether a local date is a Saturday the service desk opens by appointment. */
export function isServiceSaturday(date: string): boolean {
  if (weekdayOf(date) !== 6) return false;
  const days = dayNumber(date) - dayNumber(SERVICE_SATURDAY_REFERENCE);
  return ((days % 14) + 14) % 14 === 0;
}

/**
 * The next `count` service Saturdays from `today` (today included when it is one), passing over those
 * `closed` says the desk is shut (a special day: a service Saturday on Boxing Day is not offered).
 */
export function nextServiceSaturdays(
  today: string,
  count = 2,
  closed: (date: string) => boolean = () => false,
): string[] {
  const weekday = weekdayOf(today);
  if (weekday === null || count <= 0) return [];
  let saturday = addDays(today, (6 - weekday + 7) % 7);
  if (!isServiceSaturday(saturday)) saturday = addDays(saturday, 7);
  const found: string[] = [];
  // A year of fortnights is as far as the special days reach (the loaders read 366 days of them).
  for (let i = 0; i < 27 && found.length < count; i++, saturday = addDays(saturday, 14)) {
    if (!closed(saturday)) found.push(saturday);
  }
  return found;
}
