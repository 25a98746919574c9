/**
 * `date` on the wall clock of `timeZone`, as 'YYYY-MM-DDTHH:mm' (sortable as text). Used where a rule
 * is about a place's local time: a test drive booked in the dealer's hours, a location open now.
 */
export function localDateTime(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-AU", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}`;
}
