import { formatAmount, formatPhone } from "../format/format";
import { localDateTime } from "../format/local-date-time";
import { formatDate, formatTime } from "../locations/opening-hours";
import type { NoticeContent, NoticeYard } from "../notices/notice-content";

/**
 * What a shopper is told about their reservation (issue 31 §5, issue 34 item 1): the receipt once the
 * car is held (the deposit, the card, the short reference, the hold's end on the yard's clock, the
 * refund terms and the next step), and every change after it: the sale completed, the reservation
 * cancelled, the deposit refunded, the hold extended, about to end, or ended; and a deposit the card
 * refused to pay after the hold began. Each names the car, the yard and its number. Pure.
 */
export type ReservationNoticeKind =
  | "receipt"
  | "completed"
  | "cancelled"
  | "extended"
  | "expiring"
  | "expired"
  | "refunded"
  | "capture-failed";

export type ReservationNoticeFacts = {
  kind: ReservationNoticeKind;
  firstName: string;
  /** The dealership (else the site) that holds the car. */
  dealerName: string;
  carName: string;
  /** The car's page, for the receipt's link. */
  carUrl: string | null;
  /** 'MMG-4821'; null for a reservation made before references. */
  reference: string | null;
  depositCents: number;
  /** Whether the deposit was taken (then it is refunded) or only held on the card (then released). */
  captured: boolean;
  /** The card as the processor described it, when it did. */
  card: { brand: string; last4: string } | null;
  /** The hold's end (for an extension, the new end). */
  expiresAt: Date;
  /** The end was moved on to the yard's next opening (48 hours would have ended while it was closed). */
  holdMoved?: boolean;
  /** The yard's clock, for the times the shopper reads. */
  timeZone: string;
  yard: NoticeYard | null;
};

/** 'Thursday 25 December 2025 at 2:15 pm' on the dealer's clock. */
export function noticeDateTime(date: Date, timeZone: string): string {
  const local = localDateTime(date, timeZone);
  return `${formatDate(local.slice(0, 10))} at ${formatTime(local.slice(11, 16))}`;
}

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  american_express: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
  eftpos_au: "eftpos",
};

/** 'Visa ending 4242', or null when the processor did not say. */
export function cardWords(card: ReservationNoticeFacts["card"]): string | null {
  if (!card || !/^\d{4}$/.test(card.last4)) return null;
  const key = card.brand.trim().toLowerCase().replace(/\s+/g, "_");
  const brand = Object.hasOwn(BRANDS, key) ? BRANDS[key]! : "Card";
  return `${brand} ending ${card.last4}`;
}

export const REFUND_TERMS =
  "Your deposit is fully refundable. If you decide not to go ahead, or the hold ends without a sale, we refund it in full to the card you paid with; a refund usually shows on your statement within 5 to 10 business days. If you buy the car, the deposit counts toward the price.";

export function reservationNotice(facts: ReservationNoticeFacts): NoticeContent {
  const car = facts.carName.trim() || "car";
  const who = facts.yard?.name || facts.dealerName;
  const deposit = formatAmount(facts.depositCents / 100);
  const until = noticeDateTime(facts.expiresAt, facts.timeZone);
  const phone = facts.yard?.phone ? formatPhone(facts.yard.phone) : null;
  const call = phone ? `call ${who} on ${phone}` : `contact ${who}`;
  const ref = facts.reference ? ` (${facts.reference})` : "";
  const smsRef = facts.reference ? ` Ref ${facts.reference}.` : "";
  const card = cardWords(facts.card);
  const held = facts.kind === "receipt" || facts.kind === "extended" || facts.kind === "expiring";
  const base = {
    firstName: facts.firstName,
    facts: [
      ...(facts.reference ? [{ label: "Reference", value: facts.reference }] : []),
      { label: "Car", value: car },
      { label: "Deposit", value: deposit },
      ...(card ? [{ label: "Card", value: card }] : []),
      ...(held ? [{ label: "Held until", value: until }] : []),
    ],
    yard: facts.yard,
    about: `your reservation of the ${car}`,
    more: [] as string[],
  };
  const money = facts.captured
    ? `Your ${deposit} deposit is being refunded in full to the card you paid with; a refund usually shows on your statement within 5 to 10 business days.`
    : `The ${deposit} hold on your card has been released: you have not been charged.`;
  const moneySms = facts.captured
    ? `Your ${deposit} deposit is being refunded in full.`
    : `The ${deposit} hold on your card is released.`;
  const seeCar = facts.carUrl ? [{ label: "See the car", url: facts.carUrl }] : [];
  switch (facts.kind) {
    case "receipt":
      return {
        ...base,
        subject: `Your reservation receipt: ${car}${ref}`,
        intro: [
          `Thank you: the ${car} is reserved for you at ${who} until ${until}, and nobody else can reserve it while it's held.`,
          ...(facts.holdMoved
            ? [
                `That is when ${who} next opens: 48 hours would have ended while the yard is closed, so we hold the car until you can reach us.`,
              ]
            : []),
          `We've received your ${deposit} deposit${card ? ` (${card})` : ""}.`,
        ],
        nextStep: {
          text: `${who} will contact you within one business day to arrange a time to see the car and finish the purchase. Anything sooner: ${call}${facts.reference ? `, quoting ${facts.reference}` : ""}.`,
          links: seeCar,
        },
        more: [REFUND_TERMS],
        sms: `${who}: the ${car} is reserved for you until ${until}.${smsRef} Deposit ${deposit}, fully refundable.${phone ? ` Questions? Call ${phone}.` : ""}`,
      };
    case "completed":
      return {
        ...base,
        subject: `Your purchase of the ${car} is complete${ref}`,
        intro: [
          `${who} has completed the sale of the ${car} to you. Your ${deposit} deposit counts toward the price.`,
        ],
        nextStep: {
          text: `${who} will be in touch about delivery or pick-up. Questions: ${call}.`,
          links: [],
        },
        sms: `${who}: the sale of the ${car} to you is complete. Your ${deposit} deposit counts toward the price. Thank you!`,
      };
    case "cancelled":
      return {
        ...base,
        subject: `Your reservation of the ${car} is cancelled${ref}`,
        intro: [`${who} has cancelled your reservation of the ${car}. ${money}`],
        nextStep: { text: `If you didn't expect this, or you're still interested, ${call}.`, links: [] },
        sms: `${who}: your reservation of the ${car} is cancelled.${smsRef} ${moneySms}`,
      };
    case "refunded":
      return {
        ...base,
        subject: `Your ${deposit} deposit has been refunded${ref}`,
        intro: [
          `Your ${deposit} deposit for the ${car} has been refunded in full to the card you paid with${card ? ` (${card})` : ""}. It usually shows on your statement within 5 to 10 business days.`,
        ],
        nextStep: {
          text: `There's nothing more you need to do. If it hasn't arrived after 10 business days, ${call}.`,
          links: [],
        },
        sms: `${who}: your ${deposit} deposit for the ${car} has been refunded in full.${smsRef}`,
      };
    case "expiring":
      return {
        ...base,
        subject: `Your hold on the ${car} ends soon${ref}`,
        intro: [`A reminder: your hold on the ${car} at ${who} ends on ${until}.`],
        nextStep: {
          text: `To go ahead, ${call} before then. If you do nothing, the hold ends and your ${deposit} deposit is refunded in full.`,
          links: seeCar,
        },
        sms: `${who}: your hold on the ${car} ends ${until}.${smsRef} To go ahead, ${phone ? `call ${phone}` : "contact us"}; otherwise your deposit is refunded in full.`,
      };
    case "expired":
      return {
        ...base,
        subject: `Your hold on the ${car} has ended${ref}`,
        intro: [
          `Your hold on the ${car} at ${who} has ended, and the car is available to others again. ${money}`,
        ],
        nextStep: {
          text: `Still interested? ${call[0]!.toUpperCase()}${call.slice(1)}, or reserve it again if it's still available.`,
          links: seeCar,
        },
        sms: `${who}: your hold on the ${car} has ended.${smsRef} ${moneySms}`,
      };
    case "extended":
      return {
        ...base,
        subject: `Your hold on the ${car} is extended${ref}`,
        intro: [
          `${who} has extended your hold on the ${car}: it is now held for you until ${until}. Your ${deposit} deposit stays fully refundable.`,
        ],
        nextStep: { text: `Questions: ${call}.`, links: seeCar },
        sms: `${who}: your hold on the ${car} is extended until ${until}.${smsRef}`,
      };
    case "capture-failed":
      return {
        ...base,
        subject: `We couldn't take your deposit for the ${car}${ref}`,
        intro: [
          `Your card didn't allow us to take the ${deposit} deposit, so the ${car} is no longer held for you. You have not been charged.`,
        ],
        nextStep: { text: `To reserve it again, try another card, or ${call}.`, links: seeCar },
        sms: `${who}: we couldn't take the ${deposit} deposit for the ${car}, so it's no longer held. You have not been charged.`,
      };
  }
}
