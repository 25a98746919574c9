import { describe, expect, it } from "vitest";
import { leadFormSchema } from "./forms";
import { leadFromForm } from "./lead-from-form";

const CONTEXT = {
  path: "/cars/x",
  userAgent: "ua",
  visitedPages: ["/search"],
  linkedQueryParams: { utm_source: "g" },
};
const HIDDEN = { idempotency_key: "k".repeat(20), form_token: "123.abc", website: "" };
const SHOPPER = { name: "Ada", email: "ada@example.com", phone: "0412345678", postcode: "2000" };

describe("one lead model (issue 5: category, subcategory, opt-ins, lead_attributes and the form's fields)", () => {
  it("a vehicle enquiry with a trade-in: customer, car, trade-in and the dealer's extra answers", () => {
    const values = leadFormSchema("vehicle-enquiry").parse({
      formKind: "vehicle-enquiry",
      ...SHOPPER,
      ...HIDDEN,
      message: "Still available?",
      car_id: 7,
      finance: "Yes",
      trade_in: "Yes",
      rego: "abc 123",
      regoState: "NSW",
      kms: "85,000",
      opt_in: true,
    });
    const lead = leadFromForm(values, CONTEXT);
    expect(lead).toMatchObject({
      category: "Vehicle Enquiry",
      carId: 7,
      customer: { firstName: "Ada", email: "ada@example.com", phone: "0412 345 678", postcode: "2000" },
      message: "Still available?",
      tradeIn: { rego: "ABC123", regoState: "NSW", kms: 85_000 },
      optIn: true,
      optInFinance: false,
      extra: { "Needs finance": "Yes", "Has a trade-in": "Yes" },
      idempotencyKey: "k".repeat(20),
      path: "/cars/x",
      leadAttributes: {
        form: "vehicle-enquiry",
        visited_pages: ["/search"],
        linked_query_params: { utm_source: "g" },
      },
    });
    // The plumbing is not the shopper's answer and is not stored as one.
    expect(Object.keys(lead.fields)).not.toContain("form_token");
    expect(Object.keys(lead.fields)).not.toContain("website");
  });

  it("spec 02 §5: make an offer carries the offer in whole dollars and no opt-in", () => {
    const values = leadFormSchema("make-an-offer").parse({
      formKind: "make-an-offer",
      ...SHOPPER,
      ...HIDDEN,
      car_id: 3,
      offer_from_client: "$25,500",
    });
    const lead = leadFromForm(values, { ...CONTEXT, visitedPages: [], linkedQueryParams: {} });
    expect(lead).toMatchObject({
      category: "Make an Offer",
      offerFromClient: 25_500,
      optIn: false,
      tradeIn: null,
    });
    expect(lead.leadAttributes).toEqual({ form: "make-an-offer" });
  });
});
