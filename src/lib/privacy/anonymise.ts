import type { LeadDelivery } from "../leads/lead-delivery";
import type { DealerOffer } from "../trade-in/dealer-offer";
import type { TradeInSteps } from "../trade-in/wizard";

/**
 * What is left of a record once a shopper's details are taken out (decision 0070), pure: the dealer
 * keeps what it counts and what its books need (a lead's kind, source, dealership, car and dates; a
 * valuation's car and figures), and nothing that names, reaches or locates the person.
 */

/**
 * A lead's snapshot without the shopper: no name, e-mail, phone, postcode, message, trade-in car (its
 * rego), other answers or page; the site, dealership, yard, kind, the car they asked about and the
 * test drive's time stay, so the console still says what the lead was about.
 */
export function anonymisedDelivery(delivery: LeadDelivery): LeadDelivery {
  return {
    ...delivery,
    customer: {
      firstName: "",
      lastName: null,
      email: null,
      phone: null,
      postcode: null,
      preferredContactMethod: null,
    },
    message: null,
    offerFromClient: null,
    tradeIn: null,
    optIn: false,
    optInFinance: false,
    optInTrade: false,
    extra: {},
    sourceUrl: null,
  };
}

/** A valuation's answers without the car's rego, its state and VIN: the make, model, year, kms stay. */
export function anonymisedTradeInSteps(steps: TradeInSteps): TradeInSteps {
  if (!steps.vehicle) return steps;
  const { rego: _rego, regoState: _state, vin: _vin, ...vehicle } = steps.vehicle;
  return { ...steps, vehicle: { ...vehicle, rego: undefined, regoState: undefined, vin: undefined } };
}

/** The dealer's offer without its note to the shopper (which may name them); the figures stay. */
export function anonymisedDealerOffer(offer: DealerOffer | null): DealerOffer | null {
  return offer ? { ...offer, note: null } : null;
}

/** The audit log's free-text values about a record (a note, a reason), which may name the shopper. */
const FREE_TEXT_KEYS = new Set(["note", "reason", "status_reason", "message"]);
export const DELETED_TEXT = "(deleted)";

/**
 * An audit entry's before or after once the person is gone: each free-text value is "(deleted)"; who
 * did what and when, and the statuses and figures, stay. Null when nothing changes.
 */
export function redactedAuditValues(values: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!values) return null;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const redact =
      FREE_TEXT_KEYS.has(key) && typeof value === "string" && value !== "" && value !== DELETED_TEXT;
    out[key] = redact ? DELETED_TEXT : value;
    changed ||= redact;
  }
  return changed ? out : null;
}
