import { describe, expect, it } from "vitest";
import { systemLead } from "./system-lead";

/** Issue 30 item 4: a lead the system raises states what it knows; the rest of the lead is filled once. */
describe("systemLead", () => {
  const known = {
    category: "Vehicle Reservation",
    subcategory: "Reserve Online",
    carId: 7,
    customer: { firstName: "Ada", email: "ada@example.com", phone: "0400 000 000" },
    message: "Reserved online.",
    extra: { Reservation: "res_1" },
    fields: { reservation_id: "res_1" },
    idempotencyKey: "reservation:res_1",
  };

  it("fills what no system lead has: no offer, test drive, opt-ins, chosen dealership, page or browser", () => {
    expect(systemLead(known)).toEqual({
      category: "Vehicle Reservation",
      subcategory: "Reserve Online",
      carId: 7,
      locationId: null,
      preferredDealership: null,
      customer: {
        firstName: "Ada",
        lastName: null,
        email: "ada@example.com",
        phone: "0400 000 000",
        postcode: null,
        preferredContactMethod: null,
      },
      message: "Reserved online.",
      offerFromClient: null,
      testDriveAt: null,
      tradeIn: null,
      optIn: false,
      optInFinance: false,
      optInTrade: false,
      extra: { Reservation: "res_1" },
      fields: { reservation_id: "res_1" },
      leadAttributes: {},
      path: null,
      userAgent: null,
      idempotencyKey: "reservation:res_1",
    });
  });

  it("keeps what a caller knows beyond that: the location, the trade-in, an opt-in, where it came from", () => {
    const tradeIn = { rego: "ABC123", regoState: "QLD", kms: 1000 };
    const lead = systemLead({
      ...known,
      customer: { ...known.customer, lastName: "L", postcode: "4000", preferredContactMethod: "Phone" },
      locationId: 3,
      tradeIn,
      optIn: true,
      leadAttributes: { form: "trade-in" },
      path: "/trade-in",
      userAgent: "Browser/1",
    });
    expect(lead).toMatchObject({
      customer: { lastName: "L", postcode: "4000", preferredContactMethod: "Phone" },
      locationId: 3,
      tradeIn,
      optIn: true,
      optInFinance: false,
      optInTrade: false,
      leadAttributes: { form: "trade-in" },
      path: "/trade-in",
      userAgent: "Browser/1",
    });
  });
});
