import { describe, expect, it } from "vitest";
import { TEST_BRAND, TEST_YARD } from "../../../test/notice-fixtures";
import { renderNotice } from "../notices/notice-render";
import { offerValidUntil, type TradeInNoticeFacts, valuationNotice } from "./trade-in-notice";
import type { Valuation } from "./trade-in-types";

/**
 * Issue 34 item 1 "trade-in offer with its validity date … the next step: apply it to a car / book
 * the inspection": the shopper's confirmation when they ask for the valuation and when they accept.
 */
const facts: TradeInNoticeFacts = {
  firstName: "Sam",
  dealerName: "Metro Motor Group",
  vehicle: "2019 Mazda CX-5 Maxx",
  yard: TEST_YARD,
  towards: null,
  searchUrl: "https://metro.example/search",
  valuationUrl: "https://metro.example/trade-in?valuation=tv_1",
  validUntil: "2026-12-03",
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

describe("issue 34 item 1: the trade-in offer's confirmation", () => {
  it("the offer, its range and until when it stands", () => {
    const told = renderNotice(valuationNotice(facts, estimate, "valuation"), TEST_BRAND);
    expect(told.subject).toBe("Your trade-in offer: $20,000 for your 2019 Mazda CX-5 Maxx");
    expect(told.text).toContain("Our offer: $20,000\nValid until: Thursday 3 December 2026 (end of day)");
    expect(told.text).toContain("(its estimated value is $20,000 to $24,000), subject to an inspection");
    expect(told.sms).toBe(
      "Metro Toyota Parramatta: our offer of $20,000 for your 2019 Mazda CX-5 Maxx, valid until Thursday 3 December 2026. Book the inspection: call Metro Toyota Parramatta on 02 9876 5432.",
    );
  });

  it("the next step: book the inspection with the yard, and choose a car (or the one they came from)", () => {
    const told = renderNotice(valuationNotice(facts, estimate, "valuation"), TEST_BRAND);
    expect(told.text).toContain(
      "Book a short inspection of your 2019 Mazda CX-5 Maxx before the end of Thursday 3 December 2026: choose a time online, or call Metro Toyota Parramatta on 02 9876 5432.",
    );
    // Decision 0084: the e-mail links to the inspection's booking on the valuation's page.
    expect(told.text).toContain(
      "Book the inspection: https://metro.example/trade-in?valuation=tv_1#inspection",
    );
    expect(told.text).toContain("Choose a car to put it toward: https://metro.example/search");
    expect(told.text).toContain("See your valuation: https://metro.example/trade-in?valuation=tv_1");
    const towards = { title: "2022 Toyota RAV4 GXL", url: "https://metro.example/cars/rav4-7" };
    const withCar = renderNotice(valuationNotice({ ...facts, towards }, estimate, "accepted"), TEST_BRAND);
    expect(withCar.subject).toBe("You've accepted our offer of $20,000 for your 2019 Mazda CX-5 Maxx");
    expect(withCar.text).toContain(
      "Put it toward the 2022 Toyota RAV4 GXL: https://metro.example/cars/rav4-7",
    );
  });

  it("a car valued in person gets no figure and no validity, and the way to book", () => {
    const told = renderNotice(
      valuationNotice(facts, { kind: "in-person", reason: "age", message: "", provider: null }, "valuation"),
      TEST_BRAND,
    );
    expect(told.text).not.toContain("Valid until");
    expect(told.text).toContain(
      "Book a time to bring it in for a valuation: choose one online, or call Metro Toyota Parramatta on 02 9876 5432.",
    );
    expect(told.text).toContain("Book a time: https://metro.example/trade-in?valuation=tv_1#inspection");
  });

  it("valid to the end of the day, `days` later on the yard's clock", () => {
    // 20:00 UTC on 25 November is already 26 November in Sydney.
    expect(offerValidUntil(new Date("2026-11-25T20:00:00Z"), 7, "Australia/Sydney")).toBe("2026-12-03");
    expect(offerValidUntil(new Date("2026-11-25T20:00:00Z"), 7, "Australia/Perth")).toBe("2026-12-03");
    expect(offerValidUntil(new Date("2026-11-25T10:00:00Z"), 7, "Australia/Perth")).toBe("2026-12-02");
  });
});
