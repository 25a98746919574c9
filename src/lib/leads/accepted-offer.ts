import { formatPrice } from "../format/format";
import type { LeadDelivery } from "./lead-delivery";

/**
 * The accepted trade-in offer (issue 31 §6 "the accepted-offer lead stands out"): a shopper who took
 * the dealer's online offer is a car coming in, not an enquiry to chase, and the valuation lead before
 * it said the same car and the same name. One rule tells the two apart for the dealer's e-mail subject,
 * its heading and the console's lead page, so none of them can miss it.
 */
export type AcceptedOffer = { offer: number; car: string | null };

/** The offer the shopper accepted, or null for every other lead (a valuation not yet accepted too). */
export function acceptedTradeInOffer(lead: Pick<LeadDelivery, "tradeIn">): AcceptedOffer | null {
  const tradeIn = lead.tradeIn;
  if (tradeIn?.offerAccepted !== true || tradeIn.valuation?.kind !== "estimate") return null;
  const { vehicle } = tradeIn;
  const car = vehicle
    ? [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ") || null
    : null;
  return { offer: tradeIn.valuation.offer, car };
}

/** "Trade-in offer ACCEPTED: $18,200 for 2021 Toyota Corolla Ascent Sport". */
export function acceptedOfferHeadline(accepted: AcceptedOffer): string {
  const what = `Trade-in offer ACCEPTED: ${formatPrice(accepted.offer)}`;
  return accepted.car ? `${what} for ${accepted.car}` : what;
}
