import type { LeadDelivery, LeadTradeIn } from "@/lib/leads/lead-delivery";
import type { NewLead } from "@/server/leads/intake/create-lead";

/** Test support: one lead, as the dealer receives it and as createLead takes it, overridable per test. */

/** A plain vehicle enquiry: Jane Citizen about a used 2024 Corolla at Harbour City Toyota. */
export function leadDelivery(overrides: Partial<LeadDelivery> = {}): LeadDelivery {
  return {
    leadId: "6f1c2d3e-4b5a-4c6d-8e7f-901234567890",
    createdAt: "2026-11-23T07:30:00.000Z",
    site: {
      slug: "harbour-toyota",
      name: "Harbour City Toyota",
      url: "https://www.harbourcitytoyota.com.au",
    },
    dealership: { id: 12, slug: "harbour-city-toyota", name: "Harbour City Toyota Pty Ltd" },
    location: {
      id: 34,
      name: "Harbour City Toyota Parramatta",
      phone: "02 9630 1234",
      email: "sales@harbourcitytoyota.com.au",
      address: { street: "123 Church Street", city: "Parramatta", state: "NSW", postcode: "2150" },
    },
    category: "Vehicle Enquiry",
    subcategory: null,
    customer: leadCustomer(),
    message: "Is this car still available?\nCould I see it on Saturday?",
    vehicle: {
      id: 9876,
      year: 2024,
      make: "Toyota",
      model: "Corolla",
      badge: "Ascent Sport",
      vin: "JTNBA3HE10J123456",
      stocknum: "ABC123",
      carType: "used",
      price: 32990,
      url: "https://www.harbourcitytoyota.com.au/cars/2024-toyota-corolla-ascent-sport-9876",
    },
    offerFromClient: null,
    testDriveAt: null,
    tradeIn: null,
    optIn: true,
    optInFinance: false,
    optInTrade: false,
    extra: {},
    sourceUrl: "https://www.harbourcitytoyota.com.au/cars/2024-toyota-corolla-ascent-sport-9876",
    ...overrides,
  };
}

export function leadCustomer(overrides: Partial<LeadDelivery["customer"]> = {}): LeadDelivery["customer"] {
  return {
    firstName: "Jane",
    lastName: "Citizen",
    email: "jane.citizen@example.com",
    phone: "0412345678",
    postcode: "2151",
    preferredContactMethod: "Phone",
    ...overrides,
  };
}

/** What createLead stores for the dealer (it adds the id and the time). */
export type LeadSnapshot = Omit<LeadDelivery, "leadId" | "createdAt">;

export function leadSnapshot(overrides: Partial<LeadSnapshot> = {}): LeadSnapshot {
  const { leadId: _id, createdAt: _at, ...snapshot } = leadDelivery();
  return { ...snapshot, ...overrides };
}

/** createLead's input for a site: the snapshot above, no car, location or key, and no routes. */
export function newLead(siteId: number, overrides: Partial<NewLead> = {}): NewLead {
  return {
    siteId,
    category: "Vehicle Enquiry",
    subcategory: null,
    carId: null,
    dealershipId: null,
    locationId: null,
    url: null,
    userAgent: "test",
    fields: { name: "Jane", email: "jane.citizen@example.com" },
    delivery: leadSnapshot(),
    idempotencyKey: null,
    routes: [],
    ...overrides,
  };
}

/**
 * The shopper of a quick enquiry as the lead form posts it to /api/leads (without the form's ticket,
 * car or message), for tests that post leads over HTTP or in-process.
 */
export const QUICK_ENQUIRY = {
  formKind: "quick-enquiry",
  name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: "0412 345 678",
  postcode: "2000",
} as const;

/** A trade-in valued by the wizard (issue 20): the car, two answers that cost it 8 %, the offer accepted. */
export const WIZARD_TRADE_IN: LeadTradeIn = {
  rego: "DEMO1",
  regoState: "NSW",
  kms: 40000,
  vehicle: { year: 2021, make: "Toyota", model: "Corolla", badge: "Ascent Sport", vin: "JTDBR32E720000001" },
  answers: [
    { label: "Service history", value: "Full logbook history" },
    { label: "Tyres", value: "Due for replacement" },
  ],
  valuation: {
    kind: "estimate",
    low: 18200,
    high: 19800,
    offer: 18200,
    basis: "Based on 5 similar cars.",
    adjustments: [
      { label: "Tyres: Due for replacement", percent: -3 },
      { label: "Accident damage: Repaired accident damage", percent: -5 },
    ],
    provider: "local",
  },
  offerAccepted: true,
};
