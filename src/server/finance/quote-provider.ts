import "server-only";
import { estimateQuote, type QuoteRequest } from "@/lib/finance/quote";
import type { SiteConfig } from "@/lib/tenancy/site-config";
import type { YouxQuote } from "@/lib/vehicle/car-types";

/** One lender's terms for a car (spec 02 §3 "Finance lender info of a car"). */
export type FinanceLender = {
  financeProvider: string;
  interestRate: number;
  comparisonRate: number;
  termYears: number;
  termMonths: number;
  termWeeks: number;
  deposit: number;
  balloon: number;
  establishmentFees: number;
  paymentWeek: number;
  paymentMonth: number;
  totalPayable: number;
  disclaimer: string;
};

/**
 * A source of finance quotes (spec 02 §7 POST /api/youx/quote, "Car disclaimer fetch"). The local
 * provider below is the working default; a hosted lender (YouX and the spec 02 §9 providers) implements
 * the same two calls against its own API, chosen by the site's `finance.provider`.
 */
export interface FinanceQuoteProvider {
  readonly name: string;
  quote(request: QuoteRequest): Promise<YouxQuote>;
  lenders(car: { price: number }): Promise<FinanceLender[]>;
}

/** Spec 02 §9 "Finance disclaimer: support phone 1300 031 264; estimates are indicative only…". */
export const FINANCE_DISCLAIMER =
  "Estimates are indicative only and are not an offer of finance. Based on a 5-year term with a 10% deposit; the comparison rate is based on 5 years, a 10% deposit and a 30% final payment. Credit is provided to approved applicants only; fees, charges and terms apply. For help call 1300 031 264.";

/** The built-in quote engine: standard amortisation at the site's default interest rate. */
export function localQuoteProvider(config: SiteConfig): FinanceQuoteProvider {
  const rate = config.finance.default_interest;
  return {
    name: "Forecourt estimate",
    async quote(request) {
      return estimateQuote(request.purchasePrice, rate);
    },
    async lenders({ price }) {
      const quote = estimateQuote(price, rate);
      const termYears = 5;
      return [
        {
          financeProvider: "Forecourt estimate",
          interestRate: quote.advertisedRate,
          comparisonRate: quote.comparisonRate,
          termYears,
          termMonths: termYears * 12,
          termWeeks: termYears * 52,
          deposit: Math.round(price * 0.1),
          balloon: 0,
          establishmentFees: 0,
          paymentWeek: quote.weeklyRepaymentAmount,
          paymentMonth: Math.round(quote.weeklyRepaymentAmount * 4.33),
          totalPayable: quote.weeklyRepaymentAmount * termYears * 52,
          disclaimer: FINANCE_DISCLAIMER,
        },
      ];
    },
  };
}

/**
 * The provider for a site. Only the local engine runs here; a site configured for a hosted provider
 * is served by the local estimate until that adapter exists, and says so in the server log once.
 */
const warned = new Set<string>();
export function quoteProviderFor(config: SiteConfig): FinanceQuoteProvider {
  if (config.finance.provider !== "local" && !warned.has(config.finance.provider)) {
    warned.add(config.finance.provider);
    console.warn(`[finance] no adapter for provider "${config.finance.provider}"; using the local estimate`);
  }
  return localQuoteProvider(config);
}
