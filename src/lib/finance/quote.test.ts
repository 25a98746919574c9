import { describe, expect, it } from "vitest";
import { periodicRepayment } from "./amortisation";
import {
  estimateQuote,
  financeSummaryText,
  isFinanceQuotable,
  monthlyFromWeekly,
  quoteRequestFor,
} from "./quote";
import { quoteRequestSchema, youxQuoteRequestSchema } from "./quote-request";

describe("finance estimate (spec 02 §9 'Estimate basis')", () => {
  it("spec 02 §9 estimate basis: 5 years weekly on the price less a 10% deposit, whole dollars", () => {
    // $27,000 at 10% over 260 weeks is $132.06 a week.
    const quote = estimateQuote({ price: 30_000, annualRatePercent: 10 });
    expect(quote.weeklyRepaymentAmount).toBe(132);
    expect(quote.advertisedRate).toBe(10);
  });

  it("spec 02 §4 'frequency weekly (52 periods)': without interest the estimate spreads the amount financed over 5 × 52 weeks", () => {
    // $27,000 over 260 weeks is $103.85 a week.
    expect(estimateQuote({ price: 30_000, annualRatePercent: 0 }).weeklyRepaymentAmount).toBe(104);
  });

  it("spec 02 §9 comparison rate on 5 years, 10% deposit and a 30% final payment: no fees → the advertised rate", () => {
    expect(estimateQuote({ price: 30_000, annualRatePercent: 8.5 }).comparisonRate).toBe(8.5);
  });

  it("spec 02 §9 comparison rate: fees raise it above the advertised rate, to 2 decimals (spec 01 §5)", () => {
    const quote = estimateQuote({
      price: 30_000,
      annualRatePercent: 9.5,
      establishmentFee: 1_360.5,
      monthlyFee: 8,
    });
    // 27,000 financed, 9,000 final payment: the amortisation test's cross-checked 11.7259…%.
    expect(quote.comparisonRate).toBe(11.73);
    expect(quote.advertisedRate).toBe(9.5);
  });

  it("spec 02 §9 estimate basis: the establishment fee is financed and the monthly fee is spread over the weeks", () => {
    const withoutFees = periodicRepayment({
      principal: 27_000 + 1_000,
      annualRatePercent: 10,
      periodsPerYear: 52,
      years: 5,
    });
    expect(
      estimateQuote({ price: 30_000, annualRatePercent: 10, establishmentFee: 1_000 }).weeklyRepaymentAmount,
    ).toBe(Math.round(withoutFees));
    expect(
      estimateQuote({ price: 30_000, annualRatePercent: 10, establishmentFee: 1_000, monthlyFee: 13 })
        .weeklyRepaymentAmount,
    ).toBe(Math.round(withoutFees + 3));
  });

  it("spec 02 §9 estimate basis needs a price: none or a negative one is refused", () => {
    expect(() => estimateQuote({ price: 0, annualRatePercent: 10 })).toThrow(RangeError);
    expect(() => estimateQuote({ price: Number.NaN, annualRatePercent: 10 })).toThrow(/price/);
  });

  it("spec 02 §9 'Monthly repayment = weekly repayment x 4.33', whole dollars (spec 01 §5)", () => {
    expect(monthlyFromWeekly(132)).toBe(572);
    expect(monthlyFromWeekly(100)).toBe(433);
    expect(monthlyFromWeekly(123)).toBe(533);
  });
});

describe("finance quote lookup (spec 02 §4)", () => {
  const car = { status: "in_stock", reserved: false, price: 25_000, soldAt: null };

  it("spec 02 §4 finance-quotable: feature on, in_stock, not sold, not reserved, price above 200", () => {
    expect(isFinanceQuotable(car, true)).toBe(true);
    expect(isFinanceQuotable({ ...car, price: 201 }, true)).toBe(true);
  });

  it("spec 02 §4 finance-quotable: not when the feature is off", () => {
    expect(isFinanceQuotable(car, false)).toBe(false);
  });

  it("spec 02 §4 finance-quotable: not unless status is in_stock", () => {
    expect(isFinanceQuotable({ ...car, status: "coming_soon" }, true)).toBe(false);
    expect(isFinanceQuotable({ ...car, status: "sold" }, true)).toBe(false);
  });

  it("spec 02 §4 finance-quotable: not when sold or reserved", () => {
    expect(isFinanceQuotable({ ...car, soldAt: "2026-11-01T00:00:00Z" }, true)).toBe(false);
    expect(isFinanceQuotable({ ...car, soldAt: new Date() }, true)).toBe(false);
    expect(isFinanceQuotable({ ...car, reserved: true }, true)).toBe(false);
  });

  it("spec 02 §4 finance-quotable: not at a price of 200 or less, or none", () => {
    expect(isFinanceQuotable({ ...car, price: 200 }, true)).toBe(false);
    expect(isFinanceQuotable({ ...car, price: 0 }, true)).toBe(false);
    expect(isFinanceQuotable({ ...car, price: null }, true)).toBe(false);
  });

  it("spec 02 §4 'While loading, monthly repayments show ...'", () => {
    expect(financeSummaryText({ status: "loading" })).toEqual({
      weekly: "...",
      monthly: "...",
      comparison: "...",
    });
  });

  it("spec 02 §8 'Finance quote failure: silent; the estimate shows -'", () => {
    expect(financeSummaryText({ status: "failed" })).toEqual({ weekly: "-", monthly: "-", comparison: "-" });
  });

  it("spec 01 §5 whole-dollar payments and a 2-decimal comparison rate; spec 02 §9 monthly = weekly × 4.33", () => {
    expect(
      financeSummaryText({
        status: "ok",
        quote: { weeklyRepaymentAmount: 123, advertisedRate: 9.5, comparisonRate: 9.8712 },
      }),
    ).toEqual({ weekly: "$123", monthly: "$533", comparison: "9.87%" });
    expect(
      financeSummaryText({
        status: "ok",
        quote: { weeklyRepaymentAmount: 1_234.4, advertisedRate: 10, comparisonRate: 10 },
      }),
    ).toEqual({ weekly: "$1,234", monthly: "$5,343", comparison: "10.00%" });
  });
});

describe("POST /api/youx/quote body (spec 02 §7)", () => {
  const body = {
    selfAssessedCreditScore: "GREAT",
    purchasePrice: 30_000,
    loanTerm: 5,
    year: 2021,
    vin: "JTEBR3FJ70K123456",
    nvic: "0A1B2C",
    whoIsHelping: "",
  };

  it("spec 02 §7 body: the page's request parses unchanged", () => {
    expect(youxQuoteRequestSchema.parse(body)).toEqual(body);
    expect(youxQuoteRequestSchema.parse({ ...body, nvic: null, carId: 42 })).toEqual({
      ...body,
      nvic: null,
      carId: 42,
    });
    expect(quoteRequestSchema).toBe(youxQuoteRequestSchema);
  });

  it("spec 02 §7 'loanTerm (5)', 'whoIsHelping (empty)': defaults when left out", () => {
    expect(
      youxQuoteRequestSchema.parse({ selfAssessedCreditScore: "GREAT", purchasePrice: 30_000, year: 2021 }),
    ).toEqual({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 30_000,
      loanTerm: 5,
      year: 2021,
      vin: "",
      whoIsHelping: "",
    });
  });

  it("spec 02 §7 'selfAssessedCreditScore (always GREAT)': anything else is refused", () => {
    const result = youxQuoteRequestSchema.safeParse({ ...body, selfAssessedCreditScore: "OK" });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["selfAssessedCreditScore"],
      message: "must be 'GREAT'",
    });
  });

  it("spec 02 §7 body limits: price above 0 and at most 10,000,000; term 1–7 whole years; year 1900–2100", () => {
    const accepts = (patch: Record<string, unknown>) =>
      youxQuoteRequestSchema.safeParse({ ...body, ...patch }).success;
    expect(accepts({ purchasePrice: 0 })).toBe(false);
    expect(accepts({ purchasePrice: 10_000_001 })).toBe(false);
    expect(accepts({ purchasePrice: 10_000_000 })).toBe(true);
    expect(accepts({ loanTerm: 0 })).toBe(false);
    expect(accepts({ loanTerm: 8 })).toBe(false);
    expect(accepts({ loanTerm: 2.5 })).toBe(false);
    expect(accepts({ loanTerm: 7 })).toBe(true);
    expect(accepts({ year: 1899 })).toBe(false);
    expect(accepts({ year: 2021.5 })).toBe(false);
    expect(accepts({ vin: "X".repeat(33) })).toBe(false);
    expect(accepts({ nvic: "X".repeat(33) })).toBe(false);
    expect(accepts({ whoIsHelping: "X".repeat(101) })).toBe(false);
    expect(accepts({ carId: 0 })).toBe(false);
  });

  it("spec 02 §7 body: bad input is refused with a reason per field, and unknown keys too", () => {
    const result = youxQuoteRequestSchema.safeParse({
      selfAssessedCreditScore: "OK",
      purchasePrice: -1,
      year: "x",
      extra: 1,
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path[0] ?? issue.code);
    expect(paths).toEqual(
      expect.arrayContaining(["selfAssessedCreditScore", "purchasePrice", "year", "unrecognized_keys"]),
    );
    expect(result.error!.issues.find((issue) => issue.path[0] === "purchasePrice")?.message).toBe(
      "must be above 0",
    );
  });
});

describe("the page's quote request (spec 02 §7 body, §4 when to ask)", () => {
  const car = {
    status: "in_stock",
    reserved: false,
    price: 25_000,
    soldAt: null,
    year: 2021,
    vin: null,
    nvic: null,
  };
  it("spec 02 §7: GREAT, the price, loanTerm 5, the car's year and vin, whoIsHelping empty; it passes the API schema", () => {
    const body = quoteRequestFor(car, true);
    expect(body).toEqual({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 25_000,
      loanTerm: 5,
      year: 2021,
      vin: "",
      nvic: null,
      whoIsHelping: "",
    });
    expect(youxQuoteRequestSchema.safeParse(body).success).toBe(true);
  });
  it("spec 02 §4: no request for a reserved car, a cheap car, or with the feature off", () => {
    expect(quoteRequestFor({ ...car, reserved: true }, true)).toBeNull();
    expect(quoteRequestFor({ ...car, price: 150 }, true)).toBeNull();
    expect(quoteRequestFor(car, false)).toBeNull();
  });
});
