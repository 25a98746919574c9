import { formatKm, formatPrice } from "../format/format";
import type { LeadToFile } from "../leads/lead-from-form";
import { systemLead } from "../leads/system-lead";
import { type AdjustmentAnswers, answerLines } from "./adjustments";
import type { Valuation } from "./trade-in-types";
import type { ContactStep, VehicleStep } from "./wizard";

/**
 * The leads a trade-in files (issue 20 §5): one when the shopper asks for the valuation (the dealer
 * gets every shopper who got this far, estimate or not), one more when they accept the offer (spec 01
 * §5 "accepting an offer marks form_completed and offer_accepted with subcategory '3. Offer Accepted'").
 * Each has its own idempotency key, so a retried click files nothing twice.
 */
export const TRADE_IN_CATEGORY = "Trade-in Valuation";
export const TRADE_IN_SUBCATEGORIES = {
  valued: "2. Valuation Given",
  inPerson: "2. In-person Appraisal",
  accepted: "3. Offer Accepted",
} as const;

export type TradeInLeadStage = "valuation" | "accepted";

export type TradeInLeadInput = {
  tradeInId: string;
  stage: TradeInLeadStage;
  /** The car the shopper wants to buy, if they came from one. */
  carId: number | null;
  vehicle: VehicleStep;
  answers: AdjustmentAnswers;
  contact: Omit<ContactStep, "form_token" | "website">;
  valuation: Valuation;
  path: string | null;
  userAgent: string | null;
};

export function tradeInSubcategory(stage: TradeInLeadStage, valuation: Valuation): string {
  if (stage === "accepted") return TRADE_IN_SUBCATEGORIES.accepted;
  return valuation.kind === "estimate" ? TRADE_IN_SUBCATEGORIES.valued : TRADE_IN_SUBCATEGORIES.inPerson;
}

/** One sentence for the lead's message, so an inbox preview says what happened. */
export function tradeInSummary(input: Pick<TradeInLeadInput, "stage" | "vehicle" | "valuation">): string {
  const { vehicle, valuation } = input;
  const car = `${[vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ")}, ${formatKm(vehicle.kms)}`;
  if (valuation.kind === "in-person") return `Trade-in to value in person: ${car}. ${valuation.message}`;
  const range = `${formatPrice(valuation.low)} to ${formatPrice(valuation.high)}`;
  return input.stage === "accepted"
    ? `Trade-in offer of ${formatPrice(valuation.offer)} accepted: ${car} (estimate ${range}).`
    : `Trade-in valued online: ${car}, estimate ${range}, offer ${formatPrice(valuation.offer)}.`;
}

type LeadContact = Pick<
  ContactStep,
  "name" | "last_name" | "email" | "phone" | "postcode" | "preferred_contact_method"
>;

/** The shopper of every trade-in lead (the valuation's, the inspection's, the offer put toward a car). */
export function tradeInCustomer(contact: LeadContact) {
  return {
    firstName: contact.name,
    lastName: contact.last_name ?? null,
    email: contact.email,
    phone: contact.phone,
    postcode: contact.postcode,
    preferredContactMethod: contact.preferred_contact_method ?? null,
  };
}

/** The shopper's car as every trade-in lead carries it: rego, km, the car, the answers, the valuation. */
export function tradeInPart(vehicle: VehicleStep, answers: AdjustmentAnswers, valuation: Valuation) {
  return {
    rego: vehicle.rego ?? null,
    regoState: vehicle.regoState ?? null,
    kms: vehicle.kms,
    vehicle: {
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      badge: vehicle.badge ?? null,
      vin: vehicle.vin ?? null,
    },
    answers: answerLines(answers),
    valuation,
  };
}

export function tradeInLead(input: TradeInLeadInput): LeadToFile {
  const { vehicle, contact, valuation, stage } = input;
  const accepted = stage === "accepted";
  return systemLead({
    category: TRADE_IN_CATEGORY,
    subcategory: tradeInSubcategory(stage, valuation),
    carId: input.carId,
    locationId: contact.location_id ?? null,
    customer: tradeInCustomer(contact),
    message: tradeInSummary(input),
    tradeIn: {
      ...tradeInPart(vehicle, input.answers, valuation),
      ...(valuation.kind === "estimate" ? { offerAccepted: accepted } : {}),
    },
    optIn: contact.opt_in === true,
    extra: { "Trade-in link": input.tradeInId },
    fields: {
      trade_in_id: input.tradeInId,
      vehicle,
      adjustmentAnswers: input.answers,
      valuation,
      ...(accepted ? { form_completed: true, offer_accepted: true } : {}),
    },
    leadAttributes: { form: "trade-in" },
    path: input.path,
    userAgent: input.userAgent,
    idempotencyKey: `trade-in:${input.tradeInId}:${stage}`,
  });
}
