import { afterEach, describe, expect, it, vi } from "vitest";
import { DEALER_VARIANT_FEES } from "@/lib/finance/providers";
import { youxQuoteRequestSchema } from "@/lib/finance/quote-request";
import { estimateForPrice, repaymentEstimate } from "@/lib/finance/repayment-estimate";
import { parseSiteConfig } from "@/lib/tenancy/site-config";
import { createLocalQuoteProvider, LOCAL_PROVIDER_NAME } from "./local-quote-provider";
import { quoteProviderFor } from "./quote-provider";

const request = youxQuoteRequestSchema.parse({
  selfAssessedCreditScore: "GREAT",
  purchasePrice: 30_000,
  loanTerm: 5,
  year: 2021,
  vin: "JTEBR3FJ70K123456",
  nvic: null,
  whoIsHelping: "",
});

/** The site's finance settings at a given default rate (and extra settings). */
const at = (rate: number, more: Record<string, unknown> = {}) =>
  parseSiteConfig({ finance: { default_interest: rate, ...more } }).finance;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("local finance quote provider (spec 02 §7 POST /api/youx/quote, §9 finance estimate)", () => {
  it("spec 02 §7 response { weeklyRepaymentAmount, advertisedRate, comparisonRate } on the §9 estimate basis", async () => {
    const provider = createLocalQuoteProvider({ finance: at(10) });
    expect(provider.name).toBe(LOCAL_PROVIDER_NAME);
    await expect(provider.quote(request)).resolves.toEqual({
      weeklyRepaymentAmount: 132,
      advertisedRate: 10,
      comparisonRate: 10,
    });
  });

  it("spec 02 §9 'default interest from site config': the rate given at construction is the advertised rate", async () => {
    const quote = await createLocalQuoteProvider({ finance: at(8.5) }).quote(request);
    const estimate = estimateForPrice(30_000, at(8.5));
    expect(quote).toEqual({
      weeklyRepaymentAmount: estimate.weekly,
      advertisedRate: 8.5,
      comparisonRate: estimate.comparison.ratePercent,
    });
  });

  it("spec 02 §7 loanTerm: a shorter term means higher weekly repayments", async () => {
    const provider = createLocalQuoteProvider({ finance: at(10) });
    const three = await provider.quote({ ...request, loanTerm: 3 });
    expect(three.weeklyRepaymentAmount).toBeGreaterThan(132);
    expect(three.comparisonRate).toBe(10);
  });

  it("spec 02 §3 finance lender info: one lender on the §9 basis with the §9 disclaimer (the site's support phone, 1300 031 264)", async () => {
    const [lender, ...rest] = await createLocalQuoteProvider({
      finance: at(10),
      supportPhone: "1300 031 264",
    }).lenders({
      price: 30_000,
    });
    expect(rest).toEqual([]);
    expect(lender).toEqual({
      financeProvider: LOCAL_PROVIDER_NAME,
      interestRate: 10,
      comparisonRate: 10,
      termYears: 5,
      termMonths: 60,
      termWeeks: 260,
      deposit: 3_000,
      balloon: 0,
      establishmentFees: 0,
      paymentWeek: 132,
      paymentMonth: 572,
      totalPayable: 132 * 260,
      disclaimer: expect.stringContaining("1300 031 264"),
    });
    expect(lender?.disclaimer).toMatch(/indicative only/);
    expect(lender?.disclaimer).toMatch(/approved applicants/);
  });

  it("decision 0074: the API answers the figure a car's page shows, the dealer's four fees included", async () => {
    const finance = at(8.5, { calculator: { fees: DEALER_VARIANT_FEES } });
    const car = { price: 30_000, offerPrice: null, status: "in_stock", reserved: false };
    const page = repaymentEstimate(car, finance, true);
    const quote = await createLocalQuoteProvider({ finance }).quote(request);
    expect(quote.weeklyRepaymentAmount).toBe(page?.weekly);
    expect(quote.comparisonRate).toBe(page?.comparison.ratePercent);
    const [lender] = await createLocalQuoteProvider({ finance }).lenders({ price: 30_000 });
    expect(lender).toMatchObject({ paymentWeek: page?.weekly, establishmentFees: 1_313.25, deposit: 3_000 });
  });

  it("spec 02 §4 no price, no quote: lenders for a car without a price are none", async () => {
    const [neutral] = await createLocalQuoteProvider({ finance: at(10) }).lenders({ price: 20_000 });
    expect(neutral?.disclaimer).toMatch(/For help, contact us\.$/);
    await expect(createLocalQuoteProvider({ finance: at(10) }).lenders({ price: 0 })).resolves.toEqual([]);
  });

  it("spec 02 §9 default interest: a missing or negative rate is a construction error", () => {
    const finance = at(10);
    expect(() => createLocalQuoteProvider({ finance: { ...finance, default_interest: Number.NaN } })).toThrow(
      RangeError,
    );
    expect(() => createLocalQuoteProvider({ finance: { ...finance, default_interest: -1 } })).toThrow(
      /interest rate/,
    );
  });
});

describe("quoteProviderFor (site config finance.provider, finance.default_interest)", () => {
  it("spec 02 §9 'default interest … 10 in the shared default': the local provider quotes at the site's rate", async () => {
    const quote = await quoteProviderFor(parseSiteConfig({})).quote(request);
    expect(quote.advertisedRate).toBe(10);
    const tenant = await quoteProviderFor(parseSiteConfig({ finance: { default_interest: 8.5 } })).quote(
      request,
    );
    expect(tenant.advertisedRate).toBe(8.5);
  });

  it("spec 02 §9 finance providers: a hosted provider without an adapter falls back to the local estimate, warned once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const config = parseSiteConfig({ finance: { provider: "taurus" } });
    expect(quoteProviderFor(config).name).toBe(LOCAL_PROVIDER_NAME);
    quoteProviderFor(config);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/taurus/);
  });
});
