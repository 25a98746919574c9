import { formatPrice } from "../format/format";
import type { LeadToFile } from "../leads/lead-from-form";
import { systemLead } from "../leads/system-lead";
import { formatDate } from "../locations/opening-hours";
import type { NoticeContent } from "../notices/notice-content";
import { TRADE_IN_CATEGORY, tradeInCustomer, tradeInPart } from "./trade-in-lead";
import { offerFacts, type TradeInNoticeFacts } from "./trade-in-notice";
import { priceAfterTradeIn } from "./trade-in-page";
import type { TradeInStatus, Valuation } from "./trade-in-types";
import type { ContactStep, TradeInSteps } from "./wizard";

/**
 * Putting a trade-in offer toward a car (issue 34 item 1 "apply it to a car", decision 0084): the
 * shopper chooses a car on the site, and the offer goes to the dealer as an enquiry about that car
 * with the trade-in in it (so the dealer's e-mail has the car and the trade-in side by side); the
 * trade-in is then against that car (the garage's and the console's "towards"). Pure.
 */
export const APPLIED_SUBCATEGORY = "5. Offer Put Toward a Car";

/**
 * Why this trade-in's offer cannot be put toward a car, or null when it can. `validUntil` is the offer's
 * last valid day and `today` the date now, both on the same clock (YYYY-MM-DD): an offer is good to
 * the end of its last day, as its e-mail says, and not after it.
 */
export function applyRefusal(row: {
  status: TradeInStatus;
  offer: number | null;
  hasContact: boolean;
  validUntil?: string;
  today?: string;
}): string | null {
  if (row.status === "open" || !row.hasContact) {
    return "Please finish your valuation first: the offer is put toward a car once it is made.";
  }
  if (row.offer === null)
    return "There's no offer to put toward a car yet: our team will value yours in person.";
  if (row.validUntil && row.today && row.today > row.validUntil)
    return `This offer was valid until ${formatDate(row.validUntil)}. Please value your car again for a current offer.`;
  return null;
}

export type AppliedCar = { id: number; title: string; price: number | null; url: string };

export function appliedOfferLead(input: {
  tradeInId: string;
  car: AppliedCar;
  steps: Required<TradeInSteps>;
  contact: Omit<ContactStep, "form_token" | "website">;
  valuation: Valuation;
  offer: number;
  path: string | null;
  userAgent: string | null;
}): LeadToFile {
  const { vehicle } = input.steps;
  const shopperCar = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ");
  const after = priceAfterTradeIn(input.car.price, input.offer);
  return systemLead({
    category: TRADE_IN_CATEGORY,
    subcategory: APPLIED_SUBCATEGORY,
    carId: input.car.id,
    customer: tradeInCustomer(input.contact),
    message: `Put the trade-in offer of ${formatPrice(input.offer)} for the ${shopperCar} toward the ${input.car.title}${after !== null ? `: ${formatPrice(after)} after trade-in` : ""}.`,
    tradeIn: tradeInPart(vehicle, input.steps.condition, input.valuation),
    extra: { "Trade-in link": input.tradeInId },
    fields: { trade_in_id: input.tradeInId, offer: input.offer },
    leadAttributes: { form: "trade-in-apply" },
    path: input.path,
    userAgent: input.userAgent,
    idempotencyKey: `trade-in:${input.tradeInId}:apply:${input.car.id}`,
  });
}

/** The shopper's confirmation: the offer now stands against the car, with the price after trade-in. */
export function appliedOfferNotice(facts: TradeInNoticeFacts, car: AppliedCar, offer: number): NoticeContent {
  const shopperCar = facts.vehicle.trim() || "your car";
  const who = facts.yard?.name || facts.dealerName;
  const after = priceAfterTradeIn(car.price, offer);
  return {
    subject: `Your trade-in offer is on its way with the ${car.title}`,
    firstName: facts.firstName,
    intro: [
      `We've put our offer of ${formatPrice(offer)} for your ${shopperCar} toward the ${car.title}, and sent it to the team at ${who}.`,
    ],
    facts: [
      { label: "The car", value: car.title },
      ...offerFacts(facts, offer),
      ...(after !== null ? [{ label: "Price after trade-in", value: formatPrice(after) }] : []),
    ],
    nextStep: {
      text: "The team will contact you about the car. Book the inspection of yours, so the offer stands.",
      links: [
        { label: `See the ${car.title}`, url: car.url },
        ...(facts.valuationUrl
          ? [{ label: "Book the inspection", url: `${facts.valuationUrl}#inspection` }]
          : []),
      ],
    },
    more: [],
    yard: facts.yard,
    sms: `${who}: we've put our offer of ${formatPrice(offer)} for your ${shopperCar} toward the ${car.title}. We'll be in touch.`,
    about: `your trade-in of the ${shopperCar}`,
  };
}
