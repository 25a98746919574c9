import { describe, expect, it } from "vitest";
import { comparisonRate, FREQUENCIES, periodicRepayment, rate2dp, wholeDollars } from "./amortisation";

describe("amortisation (spec 02 §9 'Standard amortisation per period with optional residual')", () => {
  it("spec 02 §9 standard amortisation: $30,000 at 10% over 5 years monthly is the textbook $637.41", () => {
    expect(
      periodicRepayment({ principal: 30_000, annualRatePercent: 10, periodsPerYear: 12, years: 5 }),
    ).toBeCloseTo(637.41, 2);
  });

  it("spec 02 §9 standard amortisation per period: repayments are in arrears and clear the loan", () => {
    const terms = { principal: 20_000, annualRatePercent: 7.5, years: 3 };
    for (const periodsPerYear of Object.values(FREQUENCIES)) {
      const payment = periodicRepayment({ ...terms, periodsPerYear });
      let owing = terms.principal;
      for (let i = 0; i < periodsPerYear * terms.years; i++) {
        owing = owing * (1 + terms.annualRatePercent / 100 / periodsPerYear) - payment;
      }
      expect(owing).toBeCloseTo(0, 6);
    }
  });

  it("spec 02 §9 standard amortisation at a 0% rate: the principal shared evenly", () => {
    expect(periodicRepayment({ principal: 26_000, annualRatePercent: 0, periodsPerYear: 52, years: 5 })).toBe(
      100,
    );
    expect(
      periodicRepayment({
        principal: 26_000,
        annualRatePercent: 0,
        periodsPerYear: 52,
        years: 5,
        balloon: 13_000,
      }),
    ).toBe(50);
  });

  it("spec 02 §9 'optional residual': a balloon lowers the repayment and is what is left owing", () => {
    const terms = { principal: 30_000, annualRatePercent: 8, periodsPerYear: 12, years: 5 };
    const payment = periodicRepayment({ ...terms, balloon: 9_000 });
    expect(payment).toBeLessThan(periodicRepayment(terms));
    let owing = 30_000;
    for (let i = 0; i < 60; i++) owing = owing * (1 + 0.08 / 12) - payment;
    expect(owing).toBeCloseTo(9_000, 6);
  });

  it("spec 02 §9 standard amortisation: impossible terms are refused with a reason", () => {
    const terms = { principal: 10_000, annualRatePercent: 8, periodsPerYear: 12, years: 5 };
    expect(() => periodicRepayment({ ...terms, principal: -1 })).toThrow(/principal/);
    expect(() => periodicRepayment({ ...terms, years: 0 })).toThrow(/years/);
    expect(() => periodicRepayment({ ...terms, annualRatePercent: Number.NaN })).toThrow(/annualRatePercent/);
    expect(() => periodicRepayment({ ...terms, balloon: 10_001 })).toThrow(/balloon/);
  });
});

describe("comparison rate (spec 02 §9 'comparison rate based on 5 years, 10% deposit and a 30% final payment')", () => {
  const base = { amountFinanced: 27_000, annualRatePercent: 9.5, years: 5, balloon: 9_000 };

  it("spec 02 §9 comparison rate: with no fees it is the nominal rate", () => {
    expect(comparisonRate({ ...base, establishmentFee: 0, monthlyFee: 0 })).toBeCloseTo(9.5, 8);
    expect(comparisonRate({ ...base, annualRatePercent: 0, establishmentFee: 0, monthlyFee: 0 })).toBeCloseTo(
      0,
      8,
    );
  });

  it("spec 02 §9 comparison rate: fees raise it (establishment fee 1360.50, $8 a month → 11.73%)", () => {
    // Cross-checked with an independent secant IRR over the 60 monthly cash flows.
    const rate = comparisonRate({ ...base, establishmentFee: 1_360.5, monthlyFee: 8 });
    expect(rate).toBeCloseTo(11.725958698, 6);
  });

  it("spec 02 §9 comparison rate: the solved rate makes the repayments and fees worth the amount financed", () => {
    const input = { ...base, establishmentFee: 990, monthlyFee: 10 };
    const monthly = comparisonRate(input) / 1200;
    const payment =
      periodicRepayment({
        principal: base.amountFinanced + input.establishmentFee,
        annualRatePercent: base.annualRatePercent,
        periodsPerYear: 12,
        years: 5,
        balloon: base.balloon,
      }) + input.monthlyFee;
    let worth = base.balloon / (1 + monthly) ** 60;
    for (let k = 1; k <= 60; k++) worth += payment / (1 + monthly) ** k;
    expect(worth).toBeCloseTo(base.amountFinanced, 4);
  });
});

describe("rounding (spec 01 §5)", () => {
  it("spec 01 §5 'Weekly and monthly payments are rounded to whole numbers'", () => {
    expect(wholeDollars(123.5)).toBe(124);
    expect(wholeDollars(123.49)).toBe(123);
  });

  it("spec 01 §5 'comparison rate to 2 decimals'", () => {
    expect(rate2dp(9.87654)).toBe(9.88);
    expect(rate2dp(1.005)).toBe(1.01);
    expect(rate2dp(10)).toBe(10);
  });
});
