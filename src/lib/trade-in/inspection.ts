import { z } from "zod";
import { formatPhone, formatPrice } from "../format/format";
import { locationId } from "../leads/fields";
import type { LeadToFile } from "../leads/lead-from-form";
import { systemLead } from "../leads/system-lead";
import { formatDate } from "../locations/opening-hours";
import type { NoticeContent } from "../notices/notice-content";
import {
  type BookedSlot,
  bookedSlotWhen,
  bookingInvite,
  INSPECTION_INVITE_FILENAME,
} from "../scheduling/booked-slot";
import type { YardSlots } from "../scheduling/slot-words";
import type { DealerOffer } from "./dealer-offer";
import { TRADE_IN_CATEGORY, tradeInCustomer, tradeInPart } from "./trade-in-lead";
import { offerFacts, type TradeInNoticeFacts } from "./trade-in-notice";
import type { TradeInStatus, Valuation } from "./trade-in-types";
import type { ContactStep, TradeInSteps } from "./wizard";

/**
 * The trade-in inspection (issue 34 items 1 and 2, decision 0084): once a car is valued, the shopper
 * books a slot at a yard's car-buying (else sales) desk, in its hours on its clock, from the
 * valuation's page or the offer's e-mail. The booking is kept on the trade-in, files a lead (so the
 * dealer's e-mail carries the slot and its invite) and confirms to the shopper with the same invite.
 * Staff may cancel it from the console. Pure.
 */
export type TradeInInspection = {
  status: "booked" | "cancelled";
  slot: BookedSlot;
  location: { id: number; name: string };
  /** ISO instant the shopper booked it. */
  bookedAt: string;
  /** The inspection lead the booking filed. */
  leadId: string | null;
  /** Counts bookings of this trade-in: a new time is a new event, told once. */
  count: number;
  /** When staff cancelled it, and why (told to the shopper). */
  cancelled?: { at: string; reason: string | null };
};

/** What the shopper's page and the API show of a booking (no personal data). */
export type InspectionView = {
  status: "booked" | "cancelled";
  /** 'YYYY-MM-DDTHH:mm' on the yard's clock. */
  local: string;
  /** 'Saturday 5 December 2026 at 10:00 am AEDT (Sydney time)'. */
  when: string;
  location: { id: number; name: string };
};

/** A yard the inspection may be booked at, with its bookable times (null: its hours do not say). */
export type InspectionYard = { id: number; name: string; slots: YardSlots | null };

export const INSPECTION_SUBCATEGORY = "4. Inspection Booked";

export const INSPECTION_TIME_REQUIRED = "Please choose a time for the inspection.";

/** What the shopper posts: the yard and one of its times ('YYYY-MM-DDTHH:mm' on its clock). */
export const inspectionRequestSchema = z.object({
  location_id: locationId,
  inspection_at: z
    .string({ error: INSPECTION_TIME_REQUIRED })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, INSPECTION_TIME_REQUIRED),
});
export type InspectionRequest = z.output<typeof inspectionRequestSchema>;

/**
 * When the offer the shopper holds was made, which its validity counts from (decision 0062): the
 * dealer's latest decision, else the valuation.
 */
export function offerMadeAt(
  row: { valuedAt: Date | null; dealerOffer: Pick<DealerOffer, "at"> | null },
  now: Date,
): Date {
  return row.dealerOffer ? new Date(row.dealerOffer.at) : (row.valuedAt ?? now);
}

/** Why this trade-in cannot be booked in yet, or null when it can. */
export function inspectionRefusal(row: {
  status: TradeInStatus;
  valuation: Valuation | null;
  hasContact: boolean;
}): string | null {
  if (row.status === "open" || !row.valuation || !row.hasContact) {
    return "Please finish your valuation first: the inspection is booked once the car is valued.";
  }
  return null;
}

/** The lead the booking files: the trade-in with the slot, keyed by the time so a retry files once. */
export function inspectionLead(input: {
  tradeInId: string;
  carId: number | null;
  locationId: number;
  steps: Required<TradeInSteps>;
  contact: Omit<ContactStep, "form_token" | "website">;
  valuation: Valuation;
  offer: number | null;
  slot: BookedSlot;
  count: number;
  path: string | null;
  userAgent: string | null;
}): LeadToFile {
  const { vehicle } = input.steps;
  const car = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ");
  const when = bookedSlotWhen(input.slot);
  return systemLead({
    category: TRADE_IN_CATEGORY,
    subcategory: INSPECTION_SUBCATEGORY,
    carId: input.carId,
    locationId: input.locationId,
    customer: tradeInCustomer(input.contact),
    message: `Trade-in inspection booked for ${when}: ${car}${input.offer !== null ? `, offer ${formatPrice(input.offer)}` : ""}.`,
    tradeIn: tradeInPart(vehicle, input.steps.condition, input.valuation),
    inspectionSlot: input.slot,
    extra: { "Trade-in link": input.tradeInId },
    fields: { trade_in_id: input.tradeInId, inspection_at: input.slot.local },
    leadAttributes: { form: "trade-in-inspection" },
    path: input.path,
    userAgent: input.userAgent,
    idempotencyKey: `trade-in:${input.tradeInId}:inspection:${input.count}`,
  });
}

/** The shopper's confirmation of the booking: the time on the yard's clock, the offer, the invite. */
export function inspectionNotice(
  facts: TradeInNoticeFacts,
  booking: { slot: BookedSlot; offer: number | null; at: Date },
): NoticeContent {
  const car = facts.vehicle.trim() || "your car";
  const who = facts.yard?.name || facts.dealerName;
  const when = bookedSlotWhen(booking.slot);
  const phone = facts.yard?.phone ? formatPhone(facts.yard.phone) : null;
  const address = facts.yard?.address ?? null;
  const invite = bookingInvite(booking.slot, {
    summary: `Trade-in inspection: your ${car} at ${who}`,
    notes: [
      "Please bring the car, its service records and both keys. We will contact you to confirm the time.",
      ...(phone ? [`${who}: ${phone}`] : []),
    ],
    location: address ? `${who}, ${address}` : who,
    url: facts.valuationUrl,
    stamp: booking.at,
    filename: INSPECTION_INVITE_FILENAME,
  });
  const until = facts.validUntil ? formatDate(facts.validUntil) : null;
  return {
    subject: `Your trade-in inspection: ${when}`,
    firstName: facts.firstName,
    intro: [
      `Thank you: we've booked the inspection of your ${car} at ${who} for ${when}. The team will contact you to confirm the time.`,
    ],
    facts: [{ label: "Inspection", value: when }, ...offerFacts(facts, booking.offer)],
    nextStep: {
      text: `Bring the car, its service records and both keys. If it is as you described it, the offer${until ? ` (valid until the end of ${until})` : ""} stands and comes off the price of the car you buy.`,
      links: facts.valuationUrl
        ? [{ label: "See your valuation or change the time", url: facts.valuationUrl }]
        : [],
    },
    more: [
      `The calendar invite attached (${INSPECTION_INVITE_FILENAME}) adds the time to your calendar.`,
      ...(phone ? [`To change or cancel, call ${who} on ${phone}.`] : []),
    ],
    yard: facts.yard,
    sms: `${who}: your trade-in inspection is booked for ${when}. We'll call to confirm.${phone ? ` Questions? Call ${phone}.` : ""}`,
    about: `your trade-in of the ${car}`,
    attachments: [invite],
  };
}

/** The shopper's notice when staff cancel the inspection: why, and how to book again. */
export function inspectionCancelledNotice(
  facts: TradeInNoticeFacts,
  slot: BookedSlot,
  reason: string | null,
): NoticeContent {
  const car = facts.vehicle.trim() || "your car";
  const who = facts.yard?.name || facts.dealerName;
  const when = bookedSlotWhen(slot);
  return {
    subject: `Your trade-in inspection on ${when} is cancelled`,
    firstName: facts.firstName,
    intro: [
      `${who} has cancelled the inspection of your ${car} booked for ${when}.`,
      ...(reason ? [reason] : []),
    ],
    facts: [{ label: "Cancelled", value: when }],
    nextStep: {
      text: "Choose another time on your valuation's page, or call the yard.",
      links: facts.valuationUrl ? [{ label: "Book another time", url: facts.valuationUrl }] : [],
    },
    more: [],
    yard: facts.yard,
    sms: `${who}: your trade-in inspection on ${when} is cancelled.${reason ? ` ${reason}` : ""} Book another time online or call us.`,
    about: `your trade-in of the ${car}`,
  };
}
