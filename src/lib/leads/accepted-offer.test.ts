import { describe, expect, it } from "vitest";
import { WIZARD_TRADE_IN } from "../../../test/lead-records";
import { acceptedOfferHeadline, acceptedTradeInOffer } from "./accepted-offer";

describe("issue 31 §6: the accepted trade-in offer stands out", () => {
  it("an accepted estimate is the offer and the shopper's car, in words", () => {
    const accepted = acceptedTradeInOffer({ tradeIn: WIZARD_TRADE_IN });
    expect(accepted).toEqual({ offer: 18200, car: "2021 Toyota Corolla Ascent Sport" });
    expect(acceptedOfferHeadline(accepted!)).toBe(
      "Trade-in offer ACCEPTED: $18,200 for 2021 Toyota Corolla Ascent Sport",
    );
  });

  it("a valuation not (yet) accepted, an in-person appraisal and an enquiry's trade-in are not", () => {
    expect(acceptedTradeInOffer({ tradeIn: { ...WIZARD_TRADE_IN, offerAccepted: false } })).toBeNull();
    expect(
      acceptedTradeInOffer({
        tradeIn: {
          ...WIZARD_TRADE_IN,
          valuation: { kind: "in-person", reason: "age", message: "Bring it in.", provider: null },
        },
      }),
    ).toBeNull();
    expect(acceptedTradeInOffer({ tradeIn: { rego: "ABC1", regoState: "NSW", kms: 1 } })).toBeNull();
    expect(acceptedTradeInOffer({ tradeIn: null })).toBeNull();
  });

  it("without the car's details, the headline still names the offer", () => {
    const { vehicle: _gone, ...noCar } = WIZARD_TRADE_IN;
    const accepted = acceptedTradeInOffer({ tradeIn: noCar });
    expect(acceptedOfferHeadline(accepted!)).toBe("Trade-in offer ACCEPTED: $18,200");
  });
});
