import { stripInvalidXmlChars } from "../text/xml-escape";

/**
 * A booking as an iCalendar file (RFC 5545) for the shopper's and the salesperson's calendars (issue
 * 34 item 2 "the dealer's e-mail and the shopper's confirmation carry the slot and an .ics invite").
 * A plain calendar object with one event, not an iTIP request (no METHOD, no attendees): opening it
 * adds the event, and no client sends an acceptance back to an address that reads no mail.
 *
 * Hand-written because no iCalendar library is installed (`ics` would do); it writes only what it
 * needs, with the format's own rules: CRLF line ends, TEXT values escaped (backslash, semicolon,
 * comma, line breaks), lines folded at 75 octets without splitting a UTF-8 character, times in UTC.
 */
export type CalendarEvent = {
  /** Globally unique and stable: the same booking sent twice is one event. */
  uid: string;
  /** When the file was made. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** An http(s) page about the booking; anything else is left out. */
  url?: string;
  /** A time still to be confirmed by the yard is TENTATIVE. */
  status?: "TENTATIVE" | "CONFIRMED";
};

export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8";

const PRODUCT_ID = "-//Forecourt//Bookings//EN";
const LINE_OCTETS = 75;

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(value: string): string {
  return stripInvalidXmlChars(value)
    .replace(/\r\n?/g, "\n")
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n")
    .replace(/\t/g, " ");
}

/** 20261205T230000Z (RFC 5545 §3.3.5, form #2: UTC). */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

function octets(ch: string): number {
  const code = ch.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Folds a content line at 75 octets (RFC 5545 §3.1): CRLF and one space, never inside a character. */
export function foldLine(line: string): string {
  let folded = "";
  let used = 0;
  for (const ch of line) {
    const size = octets(ch);
    if (used + size > LINE_OCTETS) {
      folded += "\r\n ";
      used = 1;
    }
    folded += ch;
    used += size;
  }
  return folded;
}

function httpUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The whole file, CRLF line ends included. */
export function calendarInvite(event: CalendarEvent): string {
  const url = httpUrl(event.url);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(url ? [`URL:${url}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
