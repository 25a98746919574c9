import { formatDate, formatTime } from "../locations/opening-hours";
import type { BookableDay } from "./slots";
import { wallClockInstant } from "./slots";

/**
 * How a booked time reads (issue 34 item 2 "on the location's clock"): always on the yard's clock,
 * with its zone named, so a shopper in Perth booking a Sydney yard is never an hour out.
 */

/** 'Sydney time' for 'Australia/Sydney', 'Broken Hill time' for 'Australia/Broken_Hill'. */
export function zoneCity(timeZone: string): string {
  const city = timeZone.split("/").at(-1)?.replaceAll("_", " ") || timeZone;
  return `${city} time`;
}

const abbreviations = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at an instant, as Australians write it: 'AEDT', 'ACST', 'AWST'. */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  let format = abbreviations.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-AU", { timeZone, timeZoneName: "short" });
    abbreviations.set(timeZone, format);
  }
  return format.formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? "";
}

/**
 * 'Saturday 5 December 2026 at 10:00 am AEDT (Sydney time)' for a slot ('YYYY-MM-DDTHH:mm' on the
 * yard's clock); the text as given when it is not one.
 */
export function slotWhen(local: string, timeZone: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return local;
  const minute = Number(match[2]) * 60 + Number(match[3]);
  const at = wallClockInstant(match[1]!, minute, timeZone);
  const abbreviation = at ? zoneAbbreviation(timeZone, at) : "";
  const time = formatTime(`${match[2]}:${match[3]}`);
  return `${formatDate(match[1]!)} at ${time}${abbreviation ? ` ${abbreviation}` : ""} (${zoneCity(timeZone)})`;
}

/** One day of the picker: its date, how it reads, and its times ('YYYY-MM-DDTHH:mm' values). */
export type SlotDay = { value: string; label: string; times: { value: string; label: string }[] };

/**
 * A yard's bookable times as the test-drive form offers them (plain data, a page hands it to the
 * form): the zone they are in, and the days with their times.
 */
export type YardSlots = { zone: string; days: SlotDay[] };

export function yardSlots(days: readonly BookableDay[], timeZone: string): YardSlots {
  return {
    zone: zoneCity(timeZone),
    days: days.map((day) => ({
      value: day.date,
      label: formatDate(day.date),
      times: day.times.map((time) => ({ value: `${day.date}T${time}`, label: formatTime(time) })),
    })),
  };
}
