import { z } from "zod";
import { formatPrice } from "../format/format";
import { formatDate } from "../locations/opening-hours";
import type { NoticeContent } from "../notices/notice-content";
import { oneLine } from "../text/one-line";
import { offerFacts, offerNextStep, type TradeInNoticeFacts } from "./trade-in-notice";
import type { TradeInStatus, Valuation } from "./trade-in-types";

/**
 * The dealer's word on a trade-in offer (issue 31 §6): staff confirm the online offer stands, or revise
 * it to a new amount with a note to the shopper (after a look at the photos, the inspection, or for a
 * car valued in person). The shopper is told, and their garage shows the dealer's figure. Pure.
 */
export type DealerOffer = {
  kind: "confirmed" | "revised";
  /** Whole dollars: the figure the dealer stands by now. */
  amount: number;
  /** The figure before this decision (the online offer, or the last revision); null for none. */
  previous: number | null;
  /** To the shopper, with a revision. */
  note: string | null;
  /** ISO time of the decision. */
  at: string;
};

export const MAX_OFFER_DOLLARS = 1_000_000;
export const OFFER_NOTE_MAX = 500;

/** The offer a shopper holds now: the dealer's latest word, else the online estimate's offer. */
export function currentOffer(valuation: Valuation | null, dealerOffer: DealerOffer | null): number | null {
  if (dealerOffer) return dealerOffer.amount;
  return valuation?.kind === "estimate" ? valuation.offer : null;
}

export type OfferActionName = "confirm" | "revise";
export type OfferActionOffer =
  | { action: OfferActionName; possible: true }
  | { action: OfferActionName; possible: false; reason: string };

/**
 * What staff may do with a trade-in now: nothing while the shopper is still answering (there is no one
 * to tell yet); confirm an online offer the dealer has not yet spoken on; revise any valued or accepted
 * one, as often as needed (an in-person valuation gets its first figure this way).
 */
export function offerActions(facts: {
  status: TradeInStatus;
  valuation: Valuation | null;
  dealerOffer: DealerOffer | null;
}): OfferActionOffer[] {
  if (facts.status === "open" || !facts.valuation) {
    const reason = "The shopper has not finished the valuation yet.";
    return [
      { action: "confirm", possible: false, reason },
      { action: "revise", possible: false, reason },
    ];
  }
  const confirm: OfferActionOffer = facts.dealerOffer
    ? { action: "confirm", possible: false, reason: `The offer was already ${facts.dealerOffer.kind}.` }
    : facts.valuation.kind === "estimate"
      ? { action: "confirm", possible: true }
      : { action: "confirm", possible: false, reason: "There is no online offer: revise it to make one." };
  return [confirm, { action: "revise", possible: true }];
}

const seenRevision = z
  .number({ error: "seen_revision must be the revision you saw." })
  .int("seen_revision must be the revision you saw.")
  .min(0, "seen_revision must be the revision you saw.")
  .max(1_000_000, "seen_revision must be the revision you saw.");

/**
 * `POST /api/sites/{slug}/trade-ins/{id}`: each action carries the revision it was chosen at and is
 * done only at that revision, so a retry or a colleague's change first is refused, never done twice.
 */
export const offerActionSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("confirm"), seen_revision: seenRevision }),
    z.strictObject({
      action: z.literal("revise"),
      seen_revision: seenRevision,
      amount: z.coerce
        .number({ error: "Enter the new offer in whole dollars." })
        .int("Enter the new offer in whole dollars.")
        .min(1, "Enter the new offer in whole dollars.")
        .max(MAX_OFFER_DOLLARS, `The offer must be at most ${formatPrice(MAX_OFFER_DOLLARS)}.`),
      note: z
        .string({ error: "Write a note to the shopper." })
        .trim()
        .min(1, "Write a note to the shopper: why the offer changed.")
        .max(OFFER_NOTE_MAX, `Keep the note to ${OFFER_NOTE_MAX} characters.`),
    }),
  ],
  { error: 'action must be "confirm" or "revise".' },
);
export type OfferActionRequest = z.output<typeof offerActionSchema>;

export type OfferNoticeFacts = TradeInNoticeFacts & { offer: DealerOffer };

/**
 * What the shopper is told of the dealer's word on their offer (issue 31 §6), with until when it
 * stands and the next step (issue 34): book the inspection, put it toward a car.
 */
export function offerNotice(facts: OfferNoticeFacts): NoticeContent {
  const dealer = facts.yard?.name || facts.dealerName;
  const vehicle = facts.vehicle.trim() || "your car";
  const amount = formatPrice(facts.offer.amount);
  const until = facts.validUntil ? formatDate(facts.validUntil) : null;
  const validity = until ? [`The offer stands until the end of ${until}.`] : [];
  const smsUntil = until ? `, valid until ${until}` : "";
  const common = {
    firstName: facts.firstName,
    facts: offerFacts(facts, facts.offer.amount),
    nextStep: offerNextStep(facts),
    yard: facts.yard,
    about: `your trade-in of the ${vehicle}`,
  };
  if (facts.offer.kind === "confirmed") {
    return {
      ...common,
      subject: `Your trade-in offer for the ${vehicle} is confirmed`,
      intro: [
        `${dealer} has confirmed its offer of ${amount} for your ${vehicle}, subject to an inspection of the car when you bring it in.`,
        ...validity,
      ],
      more: [],
      sms: `${dealer}: we confirm our offer of ${amount} for your ${vehicle}, subject to inspection${smsUntil}.`,
    };
  }
  const was = facts.offer.previous === null ? "" : ` (it was ${formatPrice(facts.offer.previous)})`;
  const note = facts.offer.note ? oneLine(facts.offer.note) : "";
  return {
    ...common,
    subject: `Your trade-in offer for the ${vehicle} has changed`,
    intro: [`${dealer} has revised its offer for your ${vehicle} to ${amount}${was}.`, ...validity],
    more: note ? [`A note from ${dealer}: ${note}`] : [],
    sms: `${dealer}: our offer for your ${vehicle} is now ${amount}${was}${smsUntil}.${note ? ` ${note}` : ""}`,
  };
}

/** The shopper's car as a title: '2019 Mazda CX-5 Maxx'. */
export function tradeInVehicleTitle(
  vehicle: { year: number; make: string; model: string; badge?: string | null } | null | undefined,
): string {
  return vehicle ? [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ") : "";
}
