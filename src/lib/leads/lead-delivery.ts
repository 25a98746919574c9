import type { BookedSlot } from "../scheduling/booked-slot";
import type { LeadValuation } from "./lead-valuation";

/**
 * What the dealer receives about one lead: a snapshot taken in the same transaction that stores the
 * lead, so a delivery retried hours later says exactly what the shopper sent, even if the car has
 * since been sold or edited. Every channel (dealer e-mail, ADF XML to a CRM, signed webhook) renders
 * from this one shape.
 */
export type LeadDeliveryAddress = {
  street?: string;
  city?: string;
  state?: string;
  postcode?: string;
};

export type LeadDelivery = {
  /** The lead's id (a UUID); the idempotency key of every delivery. */
  leadId: string;
  /** When the lead was stored (ISO 8601, UTC). */
  createdAt: string;
  /** The website the shopper used (the ADF provider). */
  site: { slug: string; name: string; url: string };
  /** The dealership the lead belongs to, if one is known. */
  dealership: { id: number; slug: string; name: string } | null;
  /** The location the lead goes to (the ADF vendor), if one is known. */
  location: {
    id: number;
    name: string;
    phone?: string;
    email?: string;
    address?: LeadDeliveryAddress;
  } | null;
  /** The form's category, e.g. 'Vehicle Enquiry', 'Test Drive', 'Fleet Enquiry'. */
  category: string;
  subcategory: string | null;
  customer: {
    firstName: string;
    lastName: string | null;
    email: string | null;
    /** As typed by the shopper, already validated as an Australian phone number. */
    phone: string | null;
    postcode: string | null;
    preferredContactMethod: "Phone" | "Email" | "SMS" | null;
  };
  message: string | null;
  /** The car the shopper enquired about, if any. */
  vehicle: {
    id: number;
    year: number | null;
    make: string | null;
    model: string | null;
    badge: string | null;
    vin: string | null;
    stocknum: string | null;
    carType: "new" | "used" | "demo";
    price: number | null;
    /** Absolute URL of the car's page. */
    url: string;
  } | null;
  /** The shopper's offer on a make-an-offer form, in whole dollars. */
  offerFromClient: number | null;
  /** Requested test drive time (ISO 8601 local date-time as entered), if any. */
  testDriveAt: string | null;
  /**
   * The test drive's booked slot when its yard's hours were known (issue 34 item 2): the same time on
   * the yard's clock, its zone and its instants. Absent from leads stored before it, and null when the
   * yard's hours do not say.
   */
  testDriveSlot?: BookedSlot | null;
  /**
   * A trade-in inspection's booked slot (issue 34 item 2, decision 0084): on the car-buying (else
   * sales) desk's clock. Absent from every other lead.
   */
  inspectionSlot?: BookedSlot | null;
  /** The shopper's car, when they said they have a trade-in or valued it in the trade-in wizard. */
  tradeIn: LeadTradeIn | null;
  optIn: boolean;
  optInFinance: boolean;
  optInTrade: boolean;
  /** Other answers the form collected (label → value), shown to the dealer as they are. */
  extra: Record<string, string>;
  /** The page the form was sent from (absolute URL). */
  sourceUrl: string | null;
};

/**
 * The shopper's own car. An enquiry form's trade-in has only the rego and odometer; the trade-in
 * wizard's (issue 20) adds the car, the condition answers, the valuation and whether the shopper
 * accepted the offer. The wizard's fields are optional so snapshots stored before them still read.
 */
export type LeadTradeIn = {
  rego: string | null;
  regoState: string | null;
  kms: number | null;
  vehicle?: { year: number; make: string; model: string; badge: string | null; vin: string | null };
  /** The condition questions as the shopper answered them, labelled (lib/trade-in/adjustments). */
  answers?: { label: string; value: string }[];
  valuation?: LeadValuation;
  offerAccepted?: boolean;
};
