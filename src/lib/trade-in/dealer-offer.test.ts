import { describe, expect, it } from "vitest";
import { TEST_BRAND, TEST_YARD } from "../../../test/notice-fixtures";
import { renderNotice } from "../notices/notice-render";
import { currentOffer, type DealerOffer, offerActionSchema, offerActions, offerNotice } from "./dealer-offer";
import type { TradeInNoticeFacts } from "./trade-in-notice";
import type { Valuation } from "./trade-in-types";

const estimate: Valuation = {
  kind: "estimate",
  low: 20_000,
  high: 24_000,
  offer: 20_000,
  basis: "",
  adjustments: [],
  provider: "local",
};
const inPerson: Valuation = { kind: "in-person", reason: "age", message: "", provider: null };
const revised: DealerOffer = { kind: "revised", amount: 18_500, previous: 20_000, note: "Tyres.", at: "" };
const shopper: TradeInNoticeFacts = {
  firstName: "Sam",
  dealerName: "Harbour City Toyota",
  vehicle: "2019 Mazda CX-5 Maxx",
  yard: { ...TEST_YARD, name: "Harbour City Toyota" },
  towards: { title: "2022 Toyota RAV4 GXL", url: "https://harbour.example/cars/rav4-7" },
  searchUrl: "https://harbour.example/search",
  valuationUrl: null,
  validUntil: "2026-12-03",
};

describe("issue 31 §6: the dealer confirms or revises a trade-in offer", () => {
  it("the shopper's offer is the dealer's latest word, else the online offer", () => {
    expect(currentOffer(estimate, null)).toBe(20_000);
    expect(currentOffer(estimate, revised)).toBe(18_500);
    expect(currentOffer(inPerson, null)).toBeNull();
  });

  it("nothing while the shopper is still answering; confirm only an online offer not yet spoken on; revise any", () => {
    expect(offerActions({ status: "open", valuation: null, dealerOffer: null }).some((a) => a.possible)).toBe(
      false,
    );
    expect(
      offerActions({ status: "valued", valuation: estimate, dealerOffer: null }).map((a) => a.possible),
    ).toEqual([true, true]);
    expect(offerActions({ status: "accepted", valuation: estimate, dealerOffer: revised })[0]).toEqual({
      action: "confirm",
      possible: false,
      reason: "The offer was already revised.",
    });
    expect(
      offerActions({ status: "valued", valuation: inPerson, dealerOffer: null }).map((a) => a.possible),
    ).toEqual([false, true]);
  });

  it("a revision needs whole dollars and a note, and names the revision it was chosen at", () => {
    const parsed = offerActionSchema.safeParse({
      action: "revise",
      amount: "18500",
      note: " Tyres. ",
      seen_revision: 0,
    });
    expect(parsed.data).toEqual({ action: "revise", amount: 18_500, note: "Tyres.", seen_revision: 0 });
    const bad = offerActionSchema.safeParse({ action: "revise", amount: 10.5, note: "", seen_revision: 0 });
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(["amount", "note"]);
    expect(offerActionSchema.safeParse({ action: "confirm" }).success).toBe(false);
  });

  it("the shopper is told the new figure, what it was, the dealer's note and where to see it", () => {
    const told = renderNotice(
      offerNotice({
        ...shopper,
        offer: revised,
        valuationUrl: "https://harbour.example/trade-in?valuation=tv_x",
      }),
      TEST_BRAND,
    );
    expect(told.subject).toBe("Your trade-in offer for the 2019 Mazda CX-5 Maxx has changed");
    expect(told.text).toContain(
      "has revised its offer for your 2019 Mazda CX-5 Maxx to $18,500 (it was $20,000).",
    );
    expect(told.text).toContain("A note from Harbour City Toyota: Tyres.");
    expect(told.text).toContain("See your valuation: https://harbour.example/trade-in?valuation=tv_x");
    expect(told.sms).toBe(
      "Harbour City Toyota: our offer for your 2019 Mazda CX-5 Maxx is now $18,500 (it was $20,000), valid until Thursday 3 December 2026. Tyres.",
    );
    const confirmed = offerNotice({
      ...shopper,
      offer: { kind: "confirmed", amount: 20_000, previous: 20_000, note: null, at: "" },
    });
    expect(confirmed.subject).toBe("Your trade-in offer for the 2019 Mazda CX-5 Maxx is confirmed");
  });

  it("issue 34: the offer says until when it stands and the next step: book the inspection, put it toward a car", () => {
    const told = renderNotice(offerNotice({ ...shopper, offer: revised }), TEST_BRAND);
    expect(told.text).toContain("Valid until: Thursday 3 December 2026 (end of day)");
    expect(told.text).toContain("The offer stands until the end of Thursday 3 December 2026.");
    expect(told.text).toContain(
      "Book a short inspection of your 2019 Mazda CX-5 Maxx before the end of Thursday 3 December 2026: call Harbour City Toyota on 02 9876 5432.",
    );
    expect(told.text).toContain(
      "Put it toward the 2022 Toyota RAV4 GXL: https://harbour.example/cars/rav4-7",
    );
    expect(told.text).toContain("Harbour City Toyota\n12 Church St");
    const noCar = renderNotice(offerNotice({ ...shopper, towards: null, offer: revised }), TEST_BRAND);
    expect(noCar.text).toContain("Choose a car to put it toward: https://harbour.example/search");
  });
});
