import { formatAmount } from "../format/format";
import { localDateTime } from "../format/local-date-time";
import { formatDate, formatTime } from "../locations/opening-hours";
import { clipSms, type ShopperNoticeMessage } from "../notices/shopper-notice";
import { oneLine } from "../text/one-line";

/**
 * What a shopper is told when the dealer settles or extends their reservation (issue 31 §5: "a
 * cancelled reservation tells nobody" no more): the sale completed, the reservation cancelled with its
 * deposit paid back, the hold extended, or the hold run out (its deposit paid back too). Plain words, the dealer named, the money and the date said.
 */
/** `expired`: the hold ran out (the worker ends it and pays the deposit back), told the same way. */
export type ReservationNoticeKind = "completed" | "cancelled" | "extended" | "expired";

export type ReservationNoticeFacts = {
  kind: ReservationNoticeKind;
  firstName: string;
  /** The dealership (else the site) that holds the car. */
  dealerName: string;
  carName: string;
  depositCents: number;
  /** Whether the deposit was taken (then it is refunded) or only held on the card (then released). */
  captured: boolean;
  /** The hold's new end, for an extension. */
  expiresAt: Date;
  /** The dealer's clock, for the date the shopper reads. */
  timeZone: string;
};

/** 'Thursday 25 December 2025 at 2:15 pm' on the dealer's clock. */
export function noticeDateTime(date: Date, timeZone: string): string {
  const local = localDateTime(date, timeZone);
  return `${formatDate(local.slice(0, 10))} at ${formatTime(local.slice(11, 16))}`;
}

export function reservationNotice(facts: ReservationNoticeFacts): ShopperNoticeMessage {
  const name = oneLine(facts.firstName) || "there";
  const dealer = oneLine(facts.dealerName);
  const car = oneLine(facts.carName);
  const deposit = formatAmount(facts.depositCents / 100);
  const sign = `\n\n${dealer}`;
  switch (facts.kind) {
    case "completed":
      return {
        subject: `Your purchase of the ${car} is complete`,
        text: `Hi ${name},\n\n${dealer} has completed the sale of the ${car} to you. Your ${deposit} deposit counts toward the price.\n\nThank you for buying with us.${sign}`,
        sms: clipSms(
          `${dealer}: the sale of the ${car} to you is complete. Your ${deposit} deposit counts toward the price. Thank you!`,
        ),
      };
    case "cancelled": {
      const money = facts.captured
        ? `Your ${deposit} deposit is being refunded in full to the card you paid with; a refund usually shows on your statement within 5 to 10 business days.`
        : `The ${deposit} hold on your card has been released: you have not been charged.`;
      return {
        subject: `Your reservation of the ${car} is cancelled`,
        text: `Hi ${name},\n\n${dealer} has cancelled your reservation of the ${car}. ${money}\n\nIf you didn't expect this, please get in touch with us.${sign}`,
        sms: clipSms(
          `${dealer}: your reservation of the ${car} is cancelled. ${facts.captured ? `Your ${deposit} deposit is being refunded in full.` : `The ${deposit} hold on your card is released.`}`,
        ),
      };
    }
    case "expired": {
      const money = facts.captured
        ? `Your ${deposit} deposit is being refunded in full to the card you paid with.`
        : `The ${deposit} hold on your card has been released: you have not been charged.`;
      return {
        subject: `Your hold on the ${car} has ended`,
        text: `Hi ${name},\n\nYour hold on the ${car} at ${dealer} has ended, and the car is available to others again. ${money}\n\nStill interested? Get in touch with us, or reserve it again if it's still available.${sign}`,
        sms: clipSms(
          `${dealer}: your hold on the ${car} has ended. ${facts.captured ? `Your ${deposit} deposit is being refunded in full.` : `The ${deposit} hold on your card is released.`}`,
        ),
      };
    }
    case "extended": {
      const until = noticeDateTime(facts.expiresAt, facts.timeZone);
      return {
        subject: `Your hold on the ${car} is extended`,
        text: `Hi ${name},\n\n${dealer} has extended your hold on the ${car}: it is now held for you until ${until}. Your ${deposit} deposit stays fully refundable.${sign}`,
        sms: clipSms(`${dealer}: your hold on the ${car} is extended until ${until}.`),
      };
    }
  }
}
