import { describe, expect, it } from "vitest";
import {
  CALCULATOR_DEFAULT_AMOUNT,
  calculate,
  calculatorRules,
  calculatorSetup,
  clampInput,
  DISCLAIMER_PREVIEW_CHARS,
  disclaimerPreview,
  ENQUIRE_FOR_FINANCE,
  initialInputs,
  parseMoney,
  parseRate,
  priceHelp,
  termOptions,
} from "./calculator";

const rules = calculatorRules("local", {});

describe("finance calculator bounds (spec 02 §5 'Finance calculator')", () => {
  it("purchase price 1,000 to 250,000; 5,000 for the provider that says so, and for a dealer that sets it", () => {
    expect([rules.price.min, rules.price.max]).toEqual([1_000, 250_000]);
    expect(calculatorRules("angle", {}).price.min).toBe(5_000);
    expect(calculatorRules("local", { price_min: 5_000 }).price.min).toBe(5_000);
  });

  it("'Cannot be less than {min} or more than $250,000' outside the range, nothing inside it", () => {
    expect(priceHelp(999, rules)).toBe("Cannot be less than $1,000 or more than $250,000");
    expect(priceHelp(250_001, rules)).toBe("Cannot be less than $1,000 or more than $250,000");
    expect(priceHelp(4_000, calculatorRules("angle", {}))).toBe(
      "Cannot be less than $5,000 or more than $250,000",
    );
    expect(priceHelp(1_000, rules)).toBeNull();
    expect(priceHelp(250_000, rules)).toBeNull();
  });

  it("loan term 1 to 7 years in steps of 0.5", () => {
    expect(termOptions(rules)).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 5.5, 6, 6.5, 7]);
  });

  it("interest 0.5 to 15 by default; 7.5 to 14.5 for one provider; 4 to 20 for a dealer that sets it; step 0.5", () => {
    expect([rules.interest.min, rules.interest.max, rules.interest.step]).toEqual([0.5, 15, 0.5]);
    const angle = calculatorRules("angle", {});
    expect([angle.interest.min, angle.interest.max]).toEqual([7.5, 14.5]);
    const dealer = calculatorRules("local", { interest_min: 4, interest_max: 20 });
    expect([dealer.interest.min, dealer.interest.max]).toEqual([4, 20]);
  });

  it("deposit or trade-in and residual are optional, 0 to 250,000", () => {
    expect([rules.deposit.min, rules.deposit.max]).toEqual([0, 250_000]);
    expect([rules.residual.min, rules.residual.max]).toEqual([0, 250_000]);
  });

  it("out-of-range values are clamped to the bound; rates snap to the 0.5 step", () => {
    expect(
      clampInput({ ...initialInputs({ price: 30_000, defaultInterest: 10 }, rules), amount: 900_000 }, rules)
        .amount,
    ).toBe(250_000);
    expect(
      clampInput({ ...initialInputs({ price: 30_000, defaultInterest: 10 }, rules), amount: 10 }, rules)
        .amount,
    ).toBe(1_000);
    expect(
      clampInput({ ...initialInputs({ price: 30_000, defaultInterest: 10 }, rules), interest: 40 }, rules)
        .interest,
    ).toBe(15);
    expect(
      clampInput({ ...initialInputs({ price: 30_000, defaultInterest: 10 }, rules), interest: 7.3 }, rules)
        .interest,
    ).toBe(7.5);
    expect(
      clampInput({ ...initialInputs({ price: 30_000, defaultInterest: 10 }, rules), termYears: 9 }, rules)
        .termYears,
    ).toBe(7);
    expect(
      clampInput({ ...initialInputs({ price: 30_000, defaultInterest: 10 }, rules), deposit: -5 }, rules)
        .deposit,
    ).toBe(0);
  });

  it("non-numeric text is stripped to digits; a price of zero or below becomes 0", () => {
    expect(parseMoney("$12,5a00")).toBe(12_500);
    expect(parseMoney("abc")).toBe(0);
    expect(parseMoney("-4000")).toBe(4_000);
    expect(parseMoney("")).toBe(0);
    expect(parseRate("7.5%")).toBe(7.5);
    expect(parseRate("x")).toBe(0);
  });
});

describe("finance calculator defaults (spec 02 §9 'Finance estimate and calculator')", () => {
  it("the car's price, else 30,000; 5 years; the site's default interest; the estimate's 10% deposit (decision 0074)", () => {
    expect(initialInputs({ price: 42_990, defaultInterest: 8.5 }, rules)).toMatchObject({
      amount: 42_990,
      termYears: 5,
      interest: 8.5,
      deposit: 4_299,
      residual: 0,
      frequency: "weekly",
    });
    expect(CALCULATOR_DEFAULT_AMOUNT).toBe(30_000);
    expect(initialInputs({ price: null, defaultInterest: 10 }, rules)).toMatchObject({
      amount: 30_000,
      deposit: 3_000,
    });
    // A price above the calculator's range starts at its bound, with the deposit of the bound.
    expect(initialInputs({ price: 900_000, defaultInterest: 10 }, rules)).toMatchObject({
      amount: 250_000,
      deposit: 25_000,
    });
    expect(
      calculatorSetup({ provider: "local", default_interest: 8.5, calculator: { price_min: 5_000 } }, 42_990),
    ).toMatchObject({ rules: { price: { min: 5_000 } }, initial: { amount: 42_990, interest: 8.5 } });
    // A default outside the provider's range starts at its nearest bound.
    expect(initialInputs({ price: 30_000, defaultInterest: 5 }, calculatorRules("angle", {})).interest).toBe(
      7.5,
    );
  });
});

describe("repayments (spec 02 §4 'frequency weekly (52 periods), fortnightly (26) or monthly (12)'; §9 standard amortisation with optional residual)", () => {
  // No deposit: the maths on the whole price.
  const base = { ...initialInputs({ price: 30_000, defaultInterest: 10 }, rules), deposit: 0 };

  it("monthly repayment on $30,000 at 10% over 5 years is $637 (standard amortisation), total $38,245", () => {
    const result = calculate({ ...base, frequency: "monthly" }, rules);
    expect(result).toMatchObject({ kind: "payment", payment: 637, periods: 60 });
    if (result.kind === "payment") expect(Math.round(result.total)).toBe(38_245);
  });

  it("weekly and fortnightly use 52 and 26 periods a year", () => {
    const weekly = calculate({ ...base, frequency: "weekly" }, rules);
    const fortnightly = calculate({ ...base, frequency: "fortnightly" }, rules);
    expect(weekly).toMatchObject({ kind: "payment", periods: 260 });
    expect(fortnightly).toMatchObject({ kind: "payment", periods: 130 });
    if (weekly.kind === "payment" && fortnightly.kind === "payment") {
      expect(weekly.payment).toBe(147);
      expect(fortnightly.payment).toBe(294);
    }
  });

  it("a deposit or trade-in comes off the amount borrowed; a residual is owed at the end and lowers the repayment", () => {
    const deposit = calculate({ ...base, frequency: "monthly", deposit: 10_000 }, rules);
    const residual = calculate({ ...base, frequency: "monthly", residual: 9_000 }, rules);
    expect(deposit).toMatchObject({ kind: "payment", payment: 425, financed: 20_000 });
    expect(residual.kind === "payment" && residual.payment).toBe(521);
    // The residual is part of what is paid in total.
    if (residual.kind === "payment") expect(residual.total).toBeCloseTo(521.0 * 60 + 9_000, -2);
  });

  it("a residual is never more than what is borrowed", () => {
    const result = calculate({ ...base, deposit: 25_000, residual: 40_000, frequency: "monthly" }, rules);
    expect(result).toMatchObject({ kind: "payment", financed: 5_000, residual: 5_000 });
  });

  it("the provider's establishment fee (1,360.50) is borrowed with the car", () => {
    const angle = calculatorRules("angle", {});
    const result = calculate(
      { ...initialInputs({ price: 30_000, defaultInterest: 10 }, angle), deposit: 0, frequency: "monthly" },
      angle,
    );
    expect(result).toMatchObject({ kind: "payment", financed: 31_360.5 });
  });

  it("a dealer's itemised fees: one-off fees borrowed, the monthly fee added to each repayment", () => {
    const itemised = calculatorRules("local", {
      fees: [
        { label: "Establishment", amount: 395, per: "once" },
        { label: "Vehicle Security Registration", amount: 6, per: "once" },
        { label: "Account Administration", amount: 8, per: "month" },
        { label: "Dealer Agency", amount: 912.25, per: "once" },
      ],
    });
    const monthly = calculate({ ...base, frequency: "monthly" }, itemised);
    expect(monthly).toMatchObject({ kind: "payment", financed: 31_313.25 });
    // 31,313.25 at 10% over 60 months is 665.31, plus the $8 monthly fee.
    expect(monthly.kind === "payment" && monthly.payment).toBe(673);
    const weekly = calculate({ ...base, frequency: "weekly" }, itemised);
    // The monthly fee spread over the weeks of the year: 8 × 12 / 52.
    expect(weekly.kind === "payment" && weekly.payment).toBe(155);
  });

  it("'Enquire for Finance' when the repayment is $25 or less, and no total", () => {
    expect(ENQUIRE_FOR_FINANCE).toBe("Enquire for Finance");
    expect(calculate({ ...base, amount: 1_000, frequency: "weekly" }, rules)).toEqual({ kind: "enquire" });
    expect(calculate({ ...base, deposit: 30_000 }, rules)).toEqual({ kind: "enquire" });
  });
});

describe("finance disclaimer (spec 02 §9 'Disclaimer is cut to 197 characters when collapsed')", () => {
  it("a long disclaimer is cut at 197 characters with an ellipsis; a short one is whole", () => {
    expect(DISCLAIMER_PREVIEW_CHARS).toBe(197);
    const long = "x".repeat(300);
    expect(disclaimerPreview(long)).toEqual({ text: `${"x".repeat(197)}…`, cut: true });
    expect(disclaimerPreview("Short.")).toEqual({ text: "Short.", cut: false });
  });
});
