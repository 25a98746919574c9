import { formatPhone } from "../format/format";
import type { MailAttachment } from "../scheduling/booked-slot";

/**
 * A shopper's confirmation in one structured shape (issue 34 item 1): the areas write what it says
 * (lib/notices/lead-notice, lib/checkout/reservation-notice, lib/trade-in/dealer-offer), and
 * `renderNotice` turns it into the plain text, the HTML and the text message, so the three cannot say
 * different things (lib/notices/notice-render). Every confirmation names the yard with its address, hours and desk's number, and
 * the next step. Pure.
 */

/** The yard a confirmation is about: the car's own location (its desk), else the dealership's. */
export type NoticeYard = {
  name: string;
  /** One line: '12 Church St, Parramatta NSW 2150'; null when the feed gives none. */
  address: string | null;
  /** The desk's own number as the feed writes it; null when none is known. */
  phone: string | null;
  /** Which desk the number reaches ('Sales', 'Service', 'Parts'), or null when it is the yard's only one. */
  desk: string | null;
  /** The week's hours as the location page shows them ('Mon – Fri', '8:30 am – 5:30 pm'); empty: none known. */
  hours: { days: string; hours: string }[];
};

/** The site a confirmation comes from: its name, colour, logo and the dealer's legal footer. */
export type NoticeBrand = {
  siteName: string;
  /** The site's origin, for the footer's link. */
  siteUrl: string;
  /** The theme's primary colour and the text drawn on it, as #rrggbb (mail programs know no oklch). */
  colour: string;
  onColour: string;
  /** An absolute http(s) address of the logo, or null (the name is shown instead). */
  logoUrl: string | null;
  /** The dealer's legal lines: licence numbers. */
  legal: string[];
};

export type NoticeLink = { label: string; url: string };

export type NoticeContent = {
  subject: string;
  firstName: string;
  /** The opening paragraphs: what was received or what changed. */
  intro: string[];
  /** The record's facts, label and value: the car, the reference, the deposit, the card, the hold's end. */
  facts: { label: string; value: string }[];
  /** What happens next, with the link that takes the shopper there when there is one. */
  nextStep: { text: string; links: NoticeLink[] };
  /** After the next step: the refund terms, a note from the dealer. */
  more: string[];
  yard: NoticeYard | null;
  /** The text message, whole: the e-mail says the rest. */
  sms: string;
  /** What it is about, for the footer's 'a service message about …': 'your enquiry'. */
  about: string;
  /** Files the e-mail carries (a booking's calendar invite); the text message carries none. */
  attachments?: MailAttachment[];
};

/** Only web links go into a confirmation: nothing that could run script or open another app. */
export function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** 'Sales: 02 9999 0000', or the number alone when the yard has one desk. */
export function yardPhoneLine(yard: Pick<NoticeYard, "phone" | "desk">): string | null {
  if (!yard.phone) return null;
  return yard.desk ? `${yard.desk}: ${formatPhone(yard.phone)}` : formatPhone(yard.phone);
}

/** Who signs: the yard, else the site. */
export const signedBy = (content: Pick<NoticeContent, "yard">, brand: Pick<NoticeBrand, "siteName">) =>
  content.yard?.name || brand.siteName;

/** The footer's words, the same in both forms. */
export function footerLines(content: Pick<NoticeContent, "about">, brand: NoticeBrand): string[] {
  return [
    ...brand.legal,
    `This is a service message about ${content.about}. It is sent whether or not you asked us for marketing.`,
  ];
}
