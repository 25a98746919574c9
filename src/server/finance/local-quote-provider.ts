import "server-only";
import { rate2dp } from "@/lib/finance/amortisation";
import { financeDisclaimer } from "@/lib/finance/disclaimer";
import { type EstimateFinance, estimateForPrice } from "@/lib/finance/repayment-estimate";
import type { FinanceLender, FinanceQuoteProvider } from "./finance-quote-provider";

export const LOCAL_PROVIDER_NAME = "Forecourt estimate";

export type LocalQuoteProviderOptions = {
  /**
   * The site's (or the car's dealership's) finance settings: `default_interest` (spec 02 §9 "default
   * interest from site config"), the provider's and the dealer's fees (`calculator.fees`).
   */
  finance: EstimateFinance;
  /** The site's `finance.support_phone`, which the disclaimer names; none: it names no number. */
  supportPhone?: string;
};

/**
 * The built-in quote engine: the pages' own estimate (lib/finance/repayment-estimate, decision 0074), so
 * an API caller reads the figure and basis the price box, the card and the calculator show. It honours
 * the request's loanTerm for the weekly repayment (the page's basis is 5 years).
 */
export function createLocalQuoteProvider({
  finance,
  supportPhone,
}: LocalQuoteProviderOptions): FinanceQuoteProvider {
  const rate = finance.default_interest;
  if (!Number.isFinite(rate) || rate < 0) {
    throw new RangeError(`The local quote provider needs an interest rate of 0 or more (got ${rate})`);
  }
  return {
    name: LOCAL_PROVIDER_NAME,
    async quote(request) {
      const estimate = estimateForPrice(request.purchasePrice, finance, request.loanTerm);
      return {
        weeklyRepaymentAmount: estimate.weekly,
        advertisedRate: rate2dp(estimate.basis.ratePercent),
        comparisonRate: estimate.comparison.ratePercent,
      };
    },
    async lenders({ price }) {
      if (!Number.isFinite(price) || price <= 0) return [];
      const { weekly, monthly, basis, comparison } = estimateForPrice(price, finance);
      const termWeeks = basis.termYears * 52;
      const lender: FinanceLender = {
        financeProvider: LOCAL_PROVIDER_NAME,
        interestRate: basis.ratePercent,
        comparisonRate: comparison.ratePercent,
        termYears: basis.termYears,
        termMonths: basis.termYears * 12,
        termWeeks,
        deposit: basis.deposit,
        balloon: basis.balloon,
        establishmentFees: basis.fees.filter((f) => f.per === "once").reduce((sum, f) => sum + f.amount, 0),
        paymentWeek: weekly,
        paymentMonth: monthly,
        totalPayable: weekly * termWeeks + basis.balloon,
        disclaimer: financeDisclaimer(supportPhone),
      };
      return [lender];
    },
  };
}
