import { describe, expect, it } from "vitest";
import { TEST_BRAND, TEST_YARD } from "../../../test/notice-fixtures";
import { renderDealerEmail } from "../leads/dealer-email";
import type { LeadDelivery } from "../leads/lead-delivery";
import { renderNotice } from "../notices/notice-render";
import type { BookedSlot } from "../scheduling/booked-slot";
import { BEST_ANSWERS } from "./adjustments";
import { APPLIED_SUBCATEGORY, appliedOfferLead, appliedOfferNotice, applyRefusal } from "./apply-offer";
import {
  INSPECTION_SUBCATEGORY,
  inspectionCancelledNotice,
  inspectionLead,
  inspectionNotice,
  inspectionRefusal,
  inspectionRequestSchema,
  offerMadeAt,
} from "./inspection";
import type { TradeInNoticeFacts } from "./trade-in-notice";
import type { Valuation } from "./trade-in-types";
import { vehicleStepSchema } from "./wizard";

/**
 * Issue 34 items 1 and 2, decision 0084: the trade-in inspection is booked in a yard's slot; the
 * shopper's confirmation and the dealer's e-mail name the time on the yard's clock and carry the
 * same .ics; a car not yet valued cannot be booked.
 */
const SLOT: BookedSlot = {
  uid: "trade-in-inspection-tv_1-1@forecourt.local",
  local: "2026-12-05T10:00",
  timeZone: "Australia/Sydney",
  start: "2026-12-04T23:00:00.000Z",
  end: "2026-12-04T23:30:00.000Z",
};
const WHEN = "Saturday 5 December 2026 at 10:00 am AEDT (Sydney time)";
const facts: TradeInNoticeFacts = {
  firstName: "Sam",
  dealerName: "Metro Motor Group",
  vehicle: "2022 Mazda CX-5 Maxx Sport",
  yard: TEST_YARD,
  towards: null,
  searchUrl: "https://metro.example/search",
  valuationUrl: "https://metro.example/trade-in?valuation=tv_1",
  validUntil: "2026-12-09",
};
const estimate: Valuation = {
  kind: "estimate",
  low: 20_000,
  high: 24_000,
  offer: 20_000,
  basis: "",
  adjustments: [],
  provider: "local",
};

describe("decision 0084: who may book, and what they send", () => {
  it("only a valued car with the shopper's details is booked in", () => {
    const refused = "Please finish your valuation first: the inspection is booked once the car is valued.";
    expect(inspectionRefusal({ status: "open", valuation: null, hasContact: false })).toBe(refused);
    expect(inspectionRefusal({ status: "valued", valuation: estimate, hasContact: false })).toBe(refused);
    expect(inspectionRefusal({ status: "valued", valuation: estimate, hasContact: true })).toBeNull();
    expect(inspectionRefusal({ status: "accepted", valuation: estimate, hasContact: true })).toBeNull();
  });

  it("an offer stands from the dealer's latest decision, else the valuation (its validity counts from then)", () => {
    const valuedAt = new Date("2026-12-01T00:00:00Z");
    expect(offerMadeAt({ valuedAt, dealerOffer: null }, new Date(0))).toEqual(valuedAt);
    expect(offerMadeAt({ valuedAt, dealerOffer: { at: "2026-12-03T01:00:00.000Z" } }, new Date(0))).toEqual(
      new Date("2026-12-03T01:00:00.000Z"),
    );
  });

  it("a time is a slot on the yard's clock; a missing one asks for a time at the field", () => {
    expect(inspectionRequestSchema.parse({ location_id: "4", inspection_at: "2026-12-05T10:00" })).toEqual({
      location_id: 4,
      inspection_at: "2026-12-05T10:00",
    });
    const bad = inspectionRequestSchema.safeParse({ location_id: 4, inspection_at: "tomorrow" });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["inspection_at"],
      message: "Please choose a time for the inspection.",
    });
  });
});

describe("issue 34 item 2: the confirmation and the dealer's e-mail carry the slot and an .ics", () => {
  it("the shopper's confirmation names the time with its zone, the offer and until when, and the invite", () => {
    const told = renderNotice(
      inspectionNotice(facts, { slot: SLOT, offer: 20_000, at: new Date(0) }),
      TEST_BRAND,
    );
    expect(told.subject).toBe(`Your trade-in inspection: ${WHEN}`);
    expect(told.text).toContain(`Inspection: ${WHEN}`);
    expect(told.text).toContain("Our offer: $20,000\nValid until: Wednesday 9 December 2026 (end of day)");
    expect(told.text).toContain(
      "See your valuation or change the time: https://metro.example/trade-in?valuation=tv_1",
    );
    expect(told.sms).toContain(`your trade-in inspection is booked for ${WHEN}`);
    const [invite] = told.attachments ?? [];
    expect(invite?.filename).toBe("trade-in-inspection.ics");
    expect(invite?.content).toContain("DTSTART:20261204T230000Z");
    expect(invite?.content.replace(/\r\n[ \t]/g, "")).toContain(
      "SUMMARY:Trade-in inspection: your 2022 Mazda CX-5 Maxx Sport at Metro Toyota Parramatta",
    );
  });

  it("the lead files the trade-in with the slot once per booking, and the dealer's e-mail has the time and invite", () => {
    const lead = inspectionLead({
      tradeInId: "tv_1",
      carId: null,
      locationId: 4,
      steps: {
        vehicle: vehicleStepSchema(2026).parse({
          make: "Mazda",
          model: "CX-5",
          year: 2022,
          badge: "Maxx Sport",
          kms: 48_000,
        }),
        condition: BEST_ANSWERS,
      },
      contact: {
        name: "Sam",
        email: "sam@example.com",
        phone: "0412345678",
        postcode: "2000",
        preferred_contact_method: "Phone",
        location_id: 4,
        opt_in: false,
      },
      valuation: estimate,
      offer: 20_000,
      slot: SLOT,
      count: 2,
      path: "/trade-in?valuation=tv_1",
      userAgent: null,
    });
    expect(lead.subcategory).toBe(INSPECTION_SUBCATEGORY);
    expect(lead.idempotencyKey).toBe("trade-in:tv_1:inspection:2");
    expect(lead.message).toBe(
      `Trade-in inspection booked for ${WHEN}: 2022 Mazda CX-5 Maxx Sport, offer $20,000.`,
    );
    const delivery: LeadDelivery = {
      leadId: "lead-1",
      createdAt: "2026-12-02T00:00:00.000Z",
      site: { slug: "metro", name: "Metro", url: "https://metro.example" },
      dealership: null,
      location: null,
      category: lead.category,
      subcategory: lead.subcategory,
      customer: lead.customer,
      message: lead.message,
      vehicle: null,
      offerFromClient: null,
      testDriveAt: null,
      inspectionSlot: lead.inspectionSlot ?? null,
      tradeIn: lead.tradeIn,
      optIn: false,
      optInFinance: false,
      optInTrade: false,
      extra: lead.extra,
      sourceUrl: null,
    };
    const mail = renderDealerEmail(delivery);
    expect(mail.text).toContain(`Inspection time: ${WHEN}`);
    expect(mail.attachments.map((a) => a.filename)).toEqual(["trade-in-inspection.ics"]);
    expect(mail.attachments[0]!.content).toContain("DTSTART:20261204T230000Z");
    expect(mail.attachments[0]!.content).toContain("Trade-in inspection: Sam");
  });

  it("a cancelled inspection tells the shopper why and how to book again", () => {
    const told = renderNotice(
      inspectionCancelledNotice(facts, SLOT, "The valuer is away that day."),
      TEST_BRAND,
    );
    expect(told.subject).toBe(`Your trade-in inspection on ${WHEN} is cancelled`);
    expect(told.text).toContain("The valuer is away that day.");
    expect(told.text).toContain("Book another time: https://metro.example/trade-in?valuation=tv_1");
  });
});

describe("issue 34 item 1: putting the offer toward a car", () => {
  const car = {
    id: 7,
    title: "2022 Toyota RAV4 GXL",
    price: 45_990,
    url: "https://metro.example/cars/rav4-7",
  };

  it("only a made offer, with the shopper's details, is put toward a car", () => {
    expect(applyRefusal({ status: "valued", offer: 20_000, hasContact: true })).toBeNull();
    expect(applyRefusal({ status: "open", offer: null, hasContact: false })).toMatch(/finish your valuation/);
    expect(applyRefusal({ status: "valued", offer: null, hasContact: true })).toBe(
      "There's no offer to put toward a car yet: our team will value yours in person.",
    );
  });

  it("an offer past its last valid day is not put toward a car: the shopper is asked to value again", () => {
    const made = { status: "valued" as const, offer: 20_000, hasContact: true };
    expect(applyRefusal({ ...made, validUntil: "2026-12-03", today: "2026-12-03" })).toBeNull();
    expect(applyRefusal({ ...made, validUntil: "2026-12-03", today: "2026-12-04" })).toBe(
      "This offer was valid until Thursday 3 December 2026. Please value your car again for a current offer.",
    );
  });

  it("files an enquiry about the chosen car with the trade-in in it, once per car", () => {
    const lead = appliedOfferLead({
      tradeInId: "tv_1",
      car,
      steps: {
        vehicle: vehicleStepSchema(2026).parse({ make: "Mazda", model: "CX-5", year: 2022, kms: 48_000 }),
        condition: BEST_ANSWERS,
      },
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
      offer: 20_000,
      path: null,
      userAgent: null,
    });
    expect(lead).toMatchObject({
      carId: 7,
      subcategory: APPLIED_SUBCATEGORY,
      idempotencyKey: "trade-in:tv_1:apply:7",
      message:
        "Put the trade-in offer of $20,000 for the 2022 Mazda CX-5 toward the 2022 Toyota RAV4 GXL: $25,990 after trade-in.",
    });
    expect(lead.tradeIn?.valuation).toEqual(estimate);
  });

  it("tells the shopper the offer now stands against the car, with the price after trade-in", () => {
    const told = renderNotice(appliedOfferNotice(facts, car, 20_000), TEST_BRAND);
    expect(told.subject).toBe("Your trade-in offer is on its way with the 2022 Toyota RAV4 GXL");
    expect(told.text).toContain("Price after trade-in: $25,990");
    expect(told.text).toContain("Valid until: Wednesday 9 December 2026 (end of day)");
    expect(told.text).toContain(
      "Book the inspection: https://metro.example/trade-in?valuation=tv_1#inspection",
    );
  });
});
