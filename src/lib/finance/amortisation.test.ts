import { describe, expect, it } from "vitest";
import { comparisonRate, FREQUENCIES, periodicRepayment, rate2dp, wholeDollars } from "./amortisation";

describe("amortisation (spec 02 §9 'standard amortisation per period with optional residual')", () => {
  it("spec 02 §9: a $30,000 loan at 10% over 5 years monthly is the textbook $637.41", () => {
    expect(
      periodicRepayment({ principal: 30_000, annualRatePercent: 10, periodsPerYear: 12, years: 5 }),
    ).toBeCloseTo(637.41, 2);
  });
  it("spec 02 §4: frequencies are weekly 52, fortnightly 26 and monthly 12", () => {
    expect(FREQUENCIES).toEqual({ weekly: 52, fortnightly: 26, monthly: 12 });
  });
  it("a 0% loan is the principal shared evenly", () => {
    expect(periodicRepayment({ principal: 26_000, annualRatePercent: 0, periodsPerYear: 52, years: 5 })).toBe(
      100,
    );
  });
  it("spec 02 §9 'optional residual': a balloon lowers the repayment, and repaying it clears the loan", () => {
    const terms = { principal: 30_000, annualRatePercent: 8, periodsPerYear: 12, years: 5 };
    const payment = periodicRepayment({ ...terms, balloon: 9_000 });
    expect(payment).toBeLessThan(periodicRepayment(terms));
    let owing = 30_000;
    for (let i = 0; i < 60; i++) owing = owing * (1 + 0.08 / 12) - payment;
    expect(owing).toBeCloseTo(9_000, 6);
  });
});

describe("comparison rate (spec 02 §9 'comparison rate based on 5 years, 10% deposit and a 30% final payment')", () => {
  const base = { amountFinanced: 27_000, annualRatePercent: 9.5, years: 5, balloon: 9_000 };
  it("with no fees the comparison rate is the nominal rate", () => {
    expect(comparisonRate({ ...base, establishmentFee: 0, monthlyFee: 0 })).toBeCloseTo(9.5, 6);
  });
  it("fees raise it above the nominal rate (spec 02 §9 establishment fee 1360.50)", () => {
    const rate = comparisonRate({ ...base, establishmentFee: 1_360.5, monthlyFee: 8 });
    expect(rate).toBeGreaterThan(9.5);
    expect(rate).toBeLessThan(14);
  });
  it("spec 01 §5: payments round to whole dollars and the comparison rate to 2 decimals", () => {
    expect(wholeDollars(123.5)).toBe(124);
    expect(rate2dp(9.87654)).toBe(9.88);
  });
});
