import { phoneToE164 } from "../leads/au-phone";
import type { ContactMethod } from "../leads/fields";
import type { MailAttachment } from "../scheduling/booked-slot";

/**
 * What the dealer's staff did to a shopper's reservation or trade-in offer, told to the shopper (issue
 * 31 §5–6 "the shopper is told by SMS or e-mail through the outbox"). Pure: each area writes its own
 * words (lib/checkout/reservation-notice, lib/trade-in/dealer-offer); server/notices queues them.
 */

export const NOTICE_CHANNELS = ["email", "sms"] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/**
 * One message in the shopper's words: an e-mail's subject and body (plain text, and HTML for the
 * confirmations of issue 34, sent as multipart/alternative); a text message is `sms`.
 */
export type ShopperNoticeMessage = {
  subject: string;
  text: string;
  html?: string;
  sms: string;
  /** Files the e-mail carries: a booking's calendar invite (issue 34 item 2). */
  attachments?: MailAttachment[];
};

export type NoticeTarget = { channel: NoticeChannel; target: string };

/**
 * Where a notice goes: by e-mail, and by text to an Australian mobile, unless the shopper chose one way
 * (the trade-in form's "preferred contact method"): "Email" is e-mail only; "SMS" is a text only when
 * the number is a mobile (else e-mail, so they still hear). "Phone" (a call) and no preference get both:
 * a call is the dealer's to make, the written notice is the record. Never empty when an e-mail is given.
 */
export function noticeTargets(contact: {
  email: string | null | undefined;
  phone: string | null | undefined;
  preferred?: ContactMethod | null;
}): NoticeTarget[] {
  const email = contact.email?.trim() || null;
  const mobile = contact.phone ? mobileE164(contact.phone) : null;
  const byEmail: NoticeTarget[] = email ? [{ channel: "email", target: email }] : [];
  const bySms: NoticeTarget[] = mobile ? [{ channel: "sms", target: mobile }] : [];
  if (contact.preferred === "Email") return byEmail.length ? byEmail : bySms;
  if (contact.preferred === "SMS") return bySms.length ? bySms : byEmail;
  return [...byEmail, ...bySms];
}

function mobileE164(phone: string): string | null {
  const e164 = phoneToE164(phone);
  return e164 && /^\+614\d{8}$/.test(e164) ? e164 : null;
}

/** A text message's length is kept to two SMS segments (306 GSM characters); the e-mail says the rest. */
export const SMS_MAX_LENGTH = 306;

export function clipSms(text: string): string {
  return text.length <= SMS_MAX_LENGTH ? text : `${text.slice(0, SMS_MAX_LENGTH - 1).trimEnd()}…`;
}
