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

/** The next `count` service Saturdays from `today` (today included when it is one). */
export function nextServiceSaturdays(today: string, count = 2): string[] {
  const weekday = weekdayOf(today);
  if (weekday === null) return [];
  let saturday = addDays(today, (6 - weekday + 7) % 7);
  if (!isServiceSaturday(saturday)) saturday = addDays(saturday, 7);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(saturday, 14 * i));
}
