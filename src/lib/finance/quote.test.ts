import { describe, expect, it } from "vitest";
import { isFinanceQuotable, monthlyFromWeekly } from "./quote";
import { quoteRequestSchema, youxQuoteRequestSchema } from "./quote-request";

describe("monthly repayment (spec 02 §9)", () => {
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
