import { CALENDAR_CONTENT_TYPE, calendarInvite } from "./calendar-invite";
import { slotWhen } from "./slot-words";

/**
 * A time a shopper booked, as the lead keeps it (issue 34 item 2): the slot on the yard's clock, the
 * zone it is on, and the instants it runs between, so every reader (the dealer's e-mail, the shopper's
 * confirmation, ADF, the webhook) says the same time and the calendar file has it to the minute.
 */
export type BookedSlot = {
  /** The calendar event's id, the same in the shopper's and the dealer's invite. */
  uid: string;
  /** 'YYYY-MM-DDTHH:mm' on the yard's clock. */
  local: string;
  /** The yard's IANA zone. */
  timeZone: string;
  /** ISO 8601 instants (UTC). */
  start: string;
  end: string;
};

/** An e-mail attachment, as the mailer takes it. */
export type MailAttachment = { filename: string; content: string; contentType: string };

export const INVITE_FILENAME = "test-drive.ics";
/** A trade-in inspection's invite (decision 0084). */
export const INSPECTION_INVITE_FILENAME = "trade-in-inspection.ics";

/** 'Saturday 5 December 2026 at 10:00 am AEDT (Sydney time)'. */
export function bookedSlotWhen(slot: Pick<BookedSlot, "local" | "timeZone">): string {
  return slotWhen(slot.local, slot.timeZone);
}

/** The booking's calendar file: a tentative event until the yard confirms it. */
export function bookingInvite(
  slot: BookedSlot,
  facts: {
    summary: string;
    /** Lines of the event's notes; the time on the yard's clock comes first. */
    notes: string[];
    location: string | null;
    url: string | null;
    stamp: Date;
    /** The file's name; a test drive's by default. */
    filename?: string;
  },
): MailAttachment {
  return {
    filename: facts.filename ?? INVITE_FILENAME,
    contentType: CALENDAR_CONTENT_TYPE,
    content: calendarInvite({
      uid: slot.uid,
      stamp: facts.stamp,
      start: new Date(slot.start),
      end: new Date(slot.end),
      summary: facts.summary,
      description: [bookedSlotWhen(slot), ...facts.notes].join("\n"),
      ...(facts.location ? { location: facts.location } : {}),
      ...(facts.url ? { url: facts.url } : {}),
      status: "TENTATIVE",
    }),
  };
}
