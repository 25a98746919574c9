import { describe, expect, it } from "vitest";
import { BEST_ANSWERS } from "./adjustments";
import { tradeInLead } from "./trade-in-lead";
import type { Valuation } from "./trade-in-types";
import { vehicleStepSchema } from "./wizard";

const estimate: Valuation = {
  kind: "estimate",
  low: 18_200,
  high: 19_800,
  offer: 18_200,
  basis: "Based on 5 similar cars.",
  adjustments: [],
  provider: "local",
};
const input = {
  tradeInId: "tv_abcdefghijklmnopqrstuvwx",
  carId: 7,
  vehicle: vehicleStepSchema(2026).parse({ make: "Toyota", model: "Corolla", year: 2021, kms: 40_000 }),
  answers: BEST_ANSWERS,
  contact: {
    name: "Sam",
    email: "sam@example.com",
    phone: "0412345678",
    postcode: "2000",
    preferred_contact_method: "Phone",
    location_id: undefined,
    opt_in: false,
  },
  valuation: estimate,
  path: "/cars/trade-in?car_id=7",
  userAgent: null,
} as const;

describe("spec 01 §5: accepting an offer marks form_completed and offer_accepted with '3. Offer Accepted'", () => {
  it("files the accepted offer with both marks, against the car the shopper wants", () => {
    const lead = tradeInLead({ ...input, stage: "accepted" });
    expect(lead).toMatchObject({
      category: "Trade-in Valuation",
      subcategory: "3. Offer Accepted",
      carId: 7,
      fields: { form_completed: true, offer_accepted: true, trade_in_id: input.tradeInId },
      tradeIn: { offerAccepted: true, kms: 40_000, vehicle: { make: "Toyota", year: 2021 } },
      idempotencyKey: `trade-in:${input.tradeInId}:accepted`,
    });
    expect(lead.message).toBe(
      "Trade-in offer of $18,200 accepted: 2021 Toyota Corolla, 40,000 km (estimate $18,200 to $19,800).",
    );
  });

  it("the valuation's own lead is not marked accepted, and has its own key", () => {
    const lead = tradeInLead({ ...input, stage: "valuation" });
    expect(lead.subcategory).toBe("2. Valuation Given");
    expect(lead.fields).not.toHaveProperty("offer_accepted");
    expect(lead.tradeIn?.offerAccepted).toBe(false);
    expect(lead.idempotencyKey).toBe(`trade-in:${input.tradeInId}:valuation`);
  });

  it("issue 20 §4: a car with no online estimate still reaches the dealer, for an in-person appraisal", () => {
    const lead = tradeInLead({
      ...input,
      stage: "valuation",
      valuation: { kind: "in-person", reason: "kms", message: "Over 100,000 km.", provider: null },
    });
    expect(lead.subcategory).toBe("2. In-person Appraisal");
    expect(lead.tradeIn).not.toHaveProperty("offerAccepted");
    expect(lead.message).toMatch(/^Trade-in to value in person: .* Over 100,000 km\.$/);
  });
});
