import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "../tenancy/site-config";
import { comparisonRate, periodicRepayment } from "./amortisation";
import { calculate } from "./calculator";
import { DEALER_VARIANT_FEES } from "./providers";
import { carCalculatorSetup, estimateForPrice, financedPrice, repaymentEstimate } from "./repayment-estimate";
import { COMPARISON_RATE_WARNING, comparisonRangeText, repaymentText } from "./repayment-text";

const finance = parseSiteConfig({}).finance;
const dealer = parseSiteConfig({
  finance: {
    default_interest: 8.5,
    calculator: { interest_min: 4, interest_max: 20, fees: DEALER_VARIANT_FEES },
  },
}).finance;
const car = { price: 30_000, offerPrice: null, status: "in_stock", reserved: false, soldAt: null };

describe("repaymentEstimate: one figure on spec 02 §9's basis (decision 0074)", () => {
  it("spec 02 §9 'Estimate basis: 5-year term, 10.0% deposit': $27,000 at 10% over 260 weeks is $132 a week, $572 a month", () => {
    const estimate = repaymentEstimate(car, finance, true);
    expect(estimate).toMatchObject({
      weekly: 132,
      monthly: 572,
      basis: { price: 30_000, deposit: 3_000, depositPercent: 10, borrowed: 27_000, termYears: 5 },
    });
    expect(estimate?.basis.ratePercent).toBe(10);
    expect(estimate?.basis.balloon).toBe(0);
  });

  it("is the calculator's default state: the same inputs give the same weekly figure", () => {
    for (const config of [finance, dealer]) {
      const { rules, initial } = carCalculatorSetup(car, config);
      const result = calculate(initial, rules);
      expect(result.kind === "payment" && result.payment).toBe(repaymentEstimate(car, config, true)?.weekly);
      expect(initial).toMatchObject({ amount: 30_000, deposit: 3_000, termYears: 5, residual: 0 });
    }
  });

  it("spec 01 §4: an offer price is the price financed, and the finance link's budget", () => {
    expect(financedPrice({ price: 30_000, offerPrice: 27_990 })).toBe(27_990);
    expect(financedPrice({ price: 30_000, offerPrice: 0 })).toBe(30_000);
    expect(financedPrice({ price: 5, offerPrice: null })).toBeNull();
    expect(repaymentEstimate({ ...car, offerPrice: 27_990 }, finance, true)?.basis.price).toBe(27_990);
  });

  it("spec 02 §9 comparison rate on 5 years, a 10% deposit and a 30% final payment: no fees → the advertised rate", () => {
    expect(repaymentEstimate(car, finance, true)?.comparison).toEqual({
      ratePercent: 10,
      amountFinanced: 27_000,
      termYears: 5,
      balloon: 9_000,
      withFees: false,
    });
  });

  it("spec 02 §9 the dealer variant's four fees are read: one-offs borrowed, $8 a month paid, all in the comparison rate", () => {
    const estimate = repaymentEstimate(car, dealer, true);
    const once = 395 + 6 + 912.25;
    expect(estimate?.basis.borrowed).toBe(27_000 + once);
    const weekly = periodicRepayment({
      principal: 27_000 + once,
      annualRatePercent: 8.5,
      periodsPerYear: 52,
      years: 5,
    });
    expect(estimate?.weekly).toBe(Math.round(weekly + (8 * 12) / 52));
    const rate = comparisonRate({
      amountFinanced: 27_000,
      annualRatePercent: 8.5,
      years: 5,
      balloon: 9_000,
      establishmentFee: once,
      monthlyFee: 8,
    });
    expect(estimate?.comparison.ratePercent).toBe(Math.round(rate * 100) / 100);
    expect(estimate?.comparison.ratePercent).toBeGreaterThan(8.5);
    expect(estimate?.comparison.withFees).toBe(true);
  });

  it("spec 02 §9 'Establishment fee 1360.50 for one provider': Angle's fee is in the estimate too", () => {
    const angle = parseSiteConfig({ finance: { provider: "angle" } }).finance;
    expect(repaymentEstimate(car, angle, true)?.basis.borrowed).toBe(27_000 + 1_360.5);
  });

  it("spec 02 §4: no estimate when the feature is off, or for a reserved, sold, coming-soon or unpriced car", () => {
    expect(repaymentEstimate(car, finance, false)).toBeNull();
    expect(repaymentEstimate({ ...car, reserved: true }, finance, true)).toBeNull();
    expect(repaymentEstimate({ ...car, soldAt: "2026-11-01T00:00:00Z" }, finance, true)).toBeNull();
    expect(repaymentEstimate({ ...car, status: "coming_soon" }, finance, true)).toBeNull();
    expect(repaymentEstimate({ ...car, price: null }, finance, true)).toBeNull();
  });

  it("spec 02 §5: none outside the calculator's price range (it could not show the same figure) or at $25 a week or less", () => {
    expect(repaymentEstimate({ ...car, price: 250_001 }, finance, true)).toBeNull();
    expect(repaymentEstimate({ ...car, price: 250_000 }, finance, true)).not.toBeNull();
    expect(repaymentEstimate({ ...car, price: 999 }, finance, true)).toBeNull();
    // $1,200 less 10% over 5 years is about $4 a week: 'Enquire for Finance' in the calculator.
    expect(repaymentEstimate({ ...car, price: 1_200 }, finance, true)).toBeNull();
  });
});

describe("estimateForPrice: the quote API's figure on the same basis", () => {
  it("agrees with the car's estimate, and keeps the comparison rate on 5 years for another term", () => {
    expect(estimateForPrice(30_000, dealer)).toEqual(repaymentEstimate(car, dealer, true));
    const three = estimateForPrice(30_000, finance, 3);
    expect(three.weekly).toBeGreaterThan(132);
    expect(three.comparison.termYears).toBe(5);
    expect(estimateForPrice(400_000, finance).basis.price).toBe(400_000);
  });

  it("needs a price above 0", () => {
    expect(() => estimateForPrice(0, finance)).toThrow(RangeError);
    expect(() => estimateForPrice(Number.NaN, finance)).toThrow(/price/);
  });
});

describe("repaymentText: the basis beside the figure, the comparison rate with its basis", () => {
  it("says the price, deposit, amount borrowed, term, rate and final payment", () => {
    const text = repaymentText(repaymentEstimate(car, finance, true)!);
    expect(text).toEqual({
      weekly: "$132",
      monthly: "$572",
      basis:
        "Estimate on $30,000 with a 10% deposit of $3,000: $27,000 borrowed over 5 years at 10.00% p.a., no final payment.",
      shortBasis: "10% deposit, 5 years, no final payment",
      comparison: "Comparison rate 10.00% p.a.",
      comparisonBasis:
        "Based on $27,000 borrowed over 5 years with a final payment of $9,000 (30% of the price).",
    });
  });

  it("names the fees where there are any", () => {
    const text = repaymentText(repaymentEstimate(car, dealer, true)!);
    expect(text.basis).toBe(
      "Estimate on $30,000 with a 10% deposit of $3,000: $28,313.25 borrowed (including $1,313.25 in fees) over 5 years at 8.50% p.a., plus $8 a month in fees, no final payment.",
    );
    expect(text.shortBasis).toBe("10% deposit, 5 years, fees included, no final payment");
    expect(text.comparisonBasis).toMatch(/, fees included\.$/);
  });

  it("the warning the National Credit Code asks of every comparison rate", () => {
    expect(COMPARISON_RATE_WARNING).toMatch(
      /^WARNING: This comparison rate is true only for the example given/,
    );
  });

  it("spec 02 §9 'Comparison-rate range defaults 8.38% and 19.42%' are read, with their example", () => {
    expect(comparisonRangeText(finance)).toEqual({
      range: "Comparison rates from 8.38% to 19.42% p.a.",
      basis: "Based on a secured loan of $30,000 over 5 years.",
    });
    expect(comparisonRangeText({ comparison_rate_min: 9, comparison_rate_max: 9 }).range).toBe(
      "Comparison rate 9.00% p.a.",
    );
  });
});
