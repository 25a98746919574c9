import "server-only";
import { financeDisclaimer } from "@/lib/finance/disclaimer";
import { ESTIMATE_DEPOSIT_SHARE, ESTIMATE_TERM_YEARS } from "@/lib/finance/estimate-basis";
import { estimateQuote, monthlyFromWeekly } from "@/lib/finance/quote";
import type { FinanceLender, FinanceQuoteProvider } from "./finance-quote-provider";

export const LOCAL_PROVIDER_NAME = "Forecourt estimate";

export type LocalQuoteProviderOptions = {
  /** The site's `finance.default_interest` (spec 02 §9 "default interest from site config"). */
  annualRatePercent: number;
  /** The site's `finance.support_phone`, which the disclaimer names; none: it names no number. */
  supportPhone?: string;
};

/**
 * The built-in quote engine: standard amortisation (lib/finance) at the site's default interest
 * rate, with no establishment or monthly fee, so its comparison rate is the advertised rate. It
 * honours the request's loanTerm for the weekly repayment (the page always asks for 5 years).
 */
export function createLocalQuoteProvider({
  annualRatePercent,
  supportPhone,
}: LocalQuoteProviderOptions): FinanceQuoteProvider {
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) {
    throw new RangeError(
      `The local quote provider needs an interest rate of 0 or more (got ${annualRatePercent})`,
    );
  }
  return {
    name: LOCAL_PROVIDER_NAME,
    async quote(request) {
      return estimateQuote({
        price: request.purchasePrice,
        annualRatePercent,
        establishmentFee: 0,
        years: request.loanTerm,
      });
    },
    async lenders({ price }) {
      if (!Number.isFinite(price) || price <= 0) return [];
      const quote = estimateQuote({ price, annualRatePercent, establishmentFee: 0 });
      const termWeeks = ESTIMATE_TERM_YEARS * 52;
      const lender: FinanceLender = {
        financeProvider: LOCAL_PROVIDER_NAME,
        interestRate: quote.advertisedRate,
        comparisonRate: quote.comparisonRate,
        termYears: ESTIMATE_TERM_YEARS,
        termMonths: ESTIMATE_TERM_YEARS * 12,
        termWeeks,
        deposit: Math.round(price * ESTIMATE_DEPOSIT_SHARE),
        balloon: 0,
        establishmentFees: 0,
        paymentWeek: quote.weeklyRepaymentAmount,
        paymentMonth: monthlyFromWeekly(quote.weeklyRepaymentAmount),
        totalPayable: quote.weeklyRepaymentAmount * termWeeks,
        disclaimer: financeDisclaimer(supportPhone),
      };
      return [lender];
    },
  };
}
