import type { UtcOffsets } from "./utc-offsets";

/** One formatter per zone: building an Intl.DateTimeFormat loads the zone's rules, which is the slow part. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-AU", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/**
 * `date` on the wall clock of `timeZone`, as 'YYYY-MM-DDTHH:mm' (sortable as text). Used where a rule
 * is about a place's local time: a test drive booked in the dealer's hours, a location open now.
 */
export function localDateTime(date: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Minutes east of UTC in `timeZone` at the whole minute `at`. */
function offsetAt(timeZone: string, at: number): number {
  return Math.round((Date.parse(`${localDateTime(new Date(at), timeZone)}:00Z`) - at) / MINUTE);
}

/**
 * The offsets of `timeZone` over [from, until), to the minute. Zones change offset at most once an
 * hour (daylight saving moves by 30 or 60 minutes twice a year), so an hourly walk finds each change
 * and a bisection pins its minute.
 */
export function utcOffsets(timeZone: string, from: Date, until: Date): UtcOffsets {
  const start = Math.floor(from.getTime() / MINUTE) * MINUTE;
  const end = until.getTime();
  const changes = [{ at: start, minutes: offsetAt(timeZone, start) }];
  for (let previous = start; previous < end; ) {
    const next = Math.min(previous + HOUR, Math.ceil(end / MINUTE) * MINUTE);
    const before = changes[changes.length - 1]!.minutes;
    const minutes = offsetAt(timeZone, next);
    if (minutes !== before) {
      let [low, high] = [previous, next];
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (offsetAt(timeZone, middle) === before) low = middle;
        else high = middle;
      }
      changes.push({ at: high, minutes });
    }
    previous = next;
  }
  return { until: end, changes };
}
