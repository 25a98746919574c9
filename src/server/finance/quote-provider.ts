import "server-only";
import type { Quote, QuoteRequest } from "@/lib/finance/quote";
import type { SiteConfig } from "@/lib/tenancy/site-config";
import { createLocalQuoteProvider } from "./local-quote-provider";

export type { Quote, QuoteRequest };

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
 * interface against its own API and be chosen here by the site's `finance.provider`; none is written
 * yet, and nothing in this codebase assumes what such an API looks like.
 */
export interface FinanceQuoteProvider {
  readonly name: string;
  quote(request: QuoteRequest): Promise<Quote>;
  lenders(car: { price: number }): Promise<FinanceLender[]>;
}

const warnedProviders = new Set<string>();

/**
 * The provider for a site. Only the local estimate exists: a site configured for a hosted provider is
 * served by it too, and the server log says so once per provider.
 */
export function quoteProviderFor(config: SiteConfig): FinanceQuoteProvider {
  const { provider, default_interest } = config.finance;
  if (provider !== "local" && !warnedProviders.has(provider)) {
    warnedProviders.add(provider);
    console.warn(`[finance] no adapter for provider "${provider}"; using the local estimate`);
  }
  return createLocalQuoteProvider({ annualRatePercent: default_interest });
}
