import { describe, expect, it } from "vitest";
import {
  estimateQuote,
  financeSummaryText,
  isFinanceQuotable,
  monthlyFromWeekly,
  quoteRequestSchema,
} from "./quote";

describe("finance estimate (spec 02 §9)", () => {
  it("spec 02 §9: 5 years, 10% deposit, weekly, whole dollars; no fees → comparison = advertised", () => {
    const quote = estimateQuote(30_000, 10);
    // $27,000 at 10% over 260 weeks.
    expect(quote.weeklyRepaymentAmount).toBe(132);
    expect(quote.advertisedRate).toBe(10);
    expect(quote.comparisonRate).toBe(10);
  });
  it("spec 02 §9: fees make the comparison rate (30% final payment basis) higher than the advertised rate", () => {
    const quote = estimateQuote(30_000, 10, { establishmentFee: 1_360.5 });
    expect(quote.comparisonRate).toBeGreaterThan(10);
    expect(Number.isInteger(quote.comparisonRate * 100)).toBe(true);
  });
  it("spec 02 §9: monthly repayment = weekly × 4.33, whole dollars", () => {
    expect(monthlyFromWeekly(132)).toBe(572);
    expect(monthlyFromWeekly(100)).toBe(433);
  });
});

describe("finance quote lookup (spec 02 §4)", () => {
  const car = { status: "in_stock", reserved: false, price: 25_000, soldAt: null };
  it("spec 02 §4: quotable only with the feature on, in stock, not sold, not reserved and price above 200", () => {
    expect(isFinanceQuotable(car, true)).toBe(true);
    expect(isFinanceQuotable(car, false)).toBe(false);
    expect(isFinanceQuotable({ ...car, status: "coming_soon" }, true)).toBe(false);
    expect(isFinanceQuotable({ ...car, soldAt: "2026-11-01T00:00:00Z" }, true)).toBe(false);
    expect(isFinanceQuotable({ ...car, reserved: true }, true)).toBe(false);
    expect(isFinanceQuotable({ ...car, price: 200 }, true)).toBe(false);
    expect(isFinanceQuotable({ ...car, price: null }, true)).toBe(false);
  });
  it("spec 02 §4 '...' while loading; §8 a failure shows '-'", () => {
    expect(financeSummaryText({ status: "loading" }).monthly).toBe("...");
    expect(financeSummaryText({ status: "failed" }).weekly).toBe("-");
    expect(
      financeSummaryText({
        status: "ok",
        quote: { weeklyRepaymentAmount: 132, advertisedRate: 10, comparisonRate: 10.456 },
      }),
    ).toEqual({ weekly: "$132", monthly: "$572", comparison: "10.46%" });
  });
});

describe("POST /api/youx/quote body (spec 02 §7)", () => {
  it("spec 02 §7: the documented body parses, with loanTerm 5 and whoIsHelping empty by default", () => {
    expect(
      quoteRequestSchema.parse({
        selfAssessedCreditScore: "GREAT",
        purchasePrice: 30_000,
        year: 2021,
        vin: "ABC",
      }),
    ).toEqual({
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 30_000,
      loanTerm: 5,
      year: 2021,
      vin: "ABC",
      whoIsHelping: "",
    });
  });
  it("bad input is refused with a reason per field", () => {
    const result = quoteRequestSchema.safeParse({
      selfAssessedCreditScore: "OK",
      purchasePrice: -1,
      year: "x",
      extra: 1,
    });
    expect(result.success).toBe(false);
    const keys = result.error!.issues.map((i) => i.path[0] ?? i.code);
    expect(keys).toEqual(expect.arrayContaining(["selfAssessedCreditScore", "purchasePrice", "year"]));
  });
});
