import { createEvent } from "ics";
import { stripInvalidXmlChars } from "../text/xml-escape";

/**
 * A booking as an iCalendar file (RFC 5545) for the shopper's and the salesperson's calendars (issue
 * 34 item 2 "the dealer's e-mail and the shopper's confirmation carry the slot and an .ics invite").
 * A plain calendar object with one event, not an iTIP request (no METHOD, no attendees): opening it
 * adds the event, and no client sends an acceptance back to an address that reads no mail.
 *
 * Written by npm's `ics` (the format's own rules: CRLF line ends, TEXT values escaped, times in UTC,
 * long lines folded at 75 characters: RFC 5545 says octets, a SHOULD that calendar readers do not
 * rely on); what goes in is cleaned first: control characters dropped, and only an
 * http(s) page as the URL.
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

function httpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const text = (value: string | undefined) => (value === undefined ? undefined : stripInvalidXmlChars(value));

/** The whole file, CRLF line ends included. */
export function calendarInvite(event: CalendarEvent): string {
  const utc = {
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
  } as const;
  // DTSTAMP: ics 3 reads `timestamp` (else now) but leaves it out of its types.
  const stamp = { timestamp: event.stamp.getTime() } as object;
  const { error, value } = createEvent({
    ...utc,
    ...stamp,
    productId: PRODUCT_ID,
    uid: event.uid,
    start: event.start.getTime(),
    end: event.end.getTime(),
    title: text(event.summary),
    description: text(event.description),
    location: text(event.location),
    url: httpUrl(event.url),
    status: event.status,
    busyStatus: "BUSY",
  });
  if (error || !value) throw new Error(`calendar invite: ${error?.message ?? "nothing written"}`);
  return value;
}
