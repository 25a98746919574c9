import { formatPhone } from "../format/format";
import { leadWords } from "../leads/lead-confirmation";
import { nextStepFor, requestedTime } from "../leads/lead-next-step";
import { type BookedSlot, bookingInvite, type MailAttachment } from "../scheduling/booked-slot";
import type { NoticeContent, NoticeYard } from "./notice-content";
import type { NoticeChannel } from "./shopper-notice";

/**
 * The shopper's confirmation of a lead (issue 34 item 1 "enquiry received and test drive received"):
 * what was received, about which car, the yard that has it and the next step, in the words the
 * success page uses (lib/leads/lead-confirmation). Sent whatever the marketing opt-in said: it is a
 * receipt for what the shopper asked, not marketing (decision 0062). Pure.
 */
export type LeadNoticeFacts = {
  category: string;
  subcategory: string | null;
  firstName: string;
  /** The car asked about: '2021 Toyota RAV4 GX', its stock number and page. */
  car: { title: string; stocknum: string | null; url: string | null } | null;
  /** The test drive time asked for ('YYYY-MM-DDTHH:mm' on the dealer's clock). */
  testDriveAt: string | null;
  /**
   * The booked slot, when the yard's hours were known (issue 34 item 2): the time is named on the
   * yard's clock with its zone, and the e-mail carries its calendar invite, made at `at`.
   */
  booking?: { slot: BookedSlot; at: Date } | null;
  yard: NoticeYard | null;
  /** Who the shopper dealt with when no yard is known: the dealership or the site. */
  dealerName: string;
  /** The site's home page, the link when there is no car. */
  siteUrl: string;
};

/**
 * What the success page says of one lead (issue 34 item 1 "the success page says the same: the car,
 * the yard, its number, the next step"): the confirmation's words, the car, the yard, and how the
 * confirmation was sent (e-mail, text), never to which address.
 */
export type LeadSuccess = {
  what: string;
  nextStep: string;
  car: { title: string; url: string } | null;
  yard: NoticeYard;
  sentBy: NoticeChannel[];
};

export function leadNotice(facts: LeadNoticeFacts): NoticeContent {
  const words = leadWords(facts.category, facts.subcategory);
  const car = facts.car?.title.trim() || null;
  const who = facts.yard?.name || facts.dealerName;
  const testDrive = words.what === "your test drive request";
  const zone = facts.booking?.slot.timeZone ?? null;
  const when = testDrive ? requestedTime(facts.testDriveAt, zone) : null;
  const phone = facts.yard?.phone ? formatPhone(facts.yard.phone) : null;
  const invite = testDrive && facts.booking ? testDriveInvite(facts, facts.booking, who, phone) : null;
  return {
    subject: car ? `We've received ${words.what}: ${car}` : `We've received ${words.what}`,
    firstName: facts.firstName,
    intro: [
      `Thank you for ${words.what}${car ? ` about the ${car}` : ""}. We've received it, and it is with the team at ${who}.`,
    ],
    facts: [
      ...(car ? [{ label: "Car", value: car }] : []),
      ...(facts.car?.stocknum ? [{ label: "Stock number", value: facts.car.stocknum }] : []),
      ...(when ? [{ label: "Time you asked for", value: when }] : []),
    ],
    nextStep: {
      text: nextStepFor(words, facts.testDriveAt, zone),
      links: facts.car?.url
        ? [{ label: "See the car", url: facts.car.url }]
        : [{ label: `Visit ${facts.dealerName}`, url: facts.siteUrl }],
    },
    more: [
      ...(invite ? ["The calendar invite attached (test-drive.ics) adds the time to your calendar."] : []),
      ...(phone ? [`If it's urgent, call ${who} on ${phone}.`] : []),
    ],
    yard: facts.yard,
    sms: `${who}: we've received ${words.what}${car ? ` about the ${car}` : ""}. ${smsNext(words.what, when)}${phone ? ` Questions? Call ${phone}.` : ""}`,
    about: words.what,
    ...(invite ? { attachments: [invite] } : {}),
  };
}

/** The shopper's calendar invite: the drive at the yard, with its address, number and the licence to bring. */
function testDriveInvite(
  facts: LeadNoticeFacts,
  booking: { slot: BookedSlot; at: Date },
  who: string,
  phone: string | null,
): MailAttachment {
  const car = facts.car?.title.trim();
  const address = facts.yard?.address ?? null;
  return bookingInvite(booking.slot, {
    summary: car ? `Test drive: ${car} at ${who}` : `Test drive at ${who}`,
    notes: [
      "Please bring your driver's licence. We will contact you to confirm the time.",
      ...(phone ? [`${who}: ${phone}`] : []),
    ],
    location: address ? `${who}, ${address}` : who,
    url: facts.car?.url ?? facts.siteUrl,
    stamp: booking.at,
  });
}

function smsNext(what: string, when: string | null): string {
  if (what === "your test drive request")
    return when ? `We'll call to confirm ${when}.` : "We'll call to arrange a time.";
  return "We'll be in touch within one business day.";
}
