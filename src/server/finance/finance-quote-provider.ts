import "server-only";
import type { Quote } from "@/lib/finance/quote";
import type { QuoteRequest } from "@/lib/finance/quote-request";

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
 * A source of finance quotes: POST /api/youx/quote (spec 02 §7) and the car disclaimer fetch's
 * finance_lenders (spec 01 §7). The local estimate (local-quote-provider.ts) is the working default.
 * A hosted provider (e.g. YouX, or one of the spec 02 §9 providers) would implement this same
 * interface against its own API and be chosen by the site's `finance.provider` in quote-provider.ts;
 * none is written yet, and nothing in this codebase assumes what such an API looks like.
 */
export interface FinanceQuoteProvider {
  readonly name: string;
  quote(request: QuoteRequest): Promise<Quote>;
  lenders(car: { price: number }): Promise<FinanceLender[]>;
}
