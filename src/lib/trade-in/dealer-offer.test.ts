import { describe, expect, it } from "vitest";
import { currentOffer, type DealerOffer, offerActionSchema, offerActions, offerNotice } from "./dealer-offer";
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
    const told = offerNotice({
      firstName: "Sam",
      dealerName: "Harbour City Toyota",
      vehicle: "2019 Mazda CX-5 Maxx",
      offer: revised,
      link: "https://harbour.example/trade-in?valuation=tv_x",
    });
    expect(told.subject).toBe("Your trade-in offer for the 2019 Mazda CX-5 Maxx has changed");
    expect(told.text).toContain(
      "has revised its offer for your 2019 Mazda CX-5 Maxx to $18,500 (it was $20,000).",
    );
    expect(told.text).toContain("A note from Harbour City Toyota: Tyres.");
    expect(told.text).toContain("See your valuation: https://harbour.example/trade-in?valuation=tv_x");
    expect(told.sms).toBe(
      "Harbour City Toyota: our offer for your 2019 Mazda CX-5 Maxx is now $18,500 (it was $20,000). Tyres.",
    );
    const confirmed = offerNotice({
      firstName: "Sam",
      dealerName: "Harbour City Toyota",
      vehicle: "2019 Mazda CX-5 Maxx",
      offer: { kind: "confirmed", amount: 20_000, previous: 20_000, note: null, at: "" },
      link: null,
    });
    expect(confirmed.subject).toBe("Your trade-in offer for the 2019 Mazda CX-5 Maxx is confirmed");
  });
});
