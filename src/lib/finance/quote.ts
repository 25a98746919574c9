import { formatPrice } from "../format/format";
import type { YouxQuote } from "../stock/car-types";
import { comparisonRate, FREQUENCIES, periodicRepayment, rate2dp, wholeDollars } from "./amortisation";
import { COMPARISON_BALLOON_SHARE, ESTIMATE_DEPOSIT_SHARE, ESTIMATE_TERM_YEARS } from "./estimate-basis";
import type { QuoteRequest } from "./quote-request";

/** Spec 02 §9 "Monthly repayment = weekly repayment x 4.33". */
export const WEEKS_PER_MONTH = 4.33;
/** Spec 02 §4 "price is above 200". */
export const MIN_QUOTABLE_PRICE = 200;

export type Quote = YouxQuote;

export type EstimateInput = {
  price: number;
  annualRatePercent: number;
  /** Financed: added to the amount borrowed. */
  establishmentFee?: number;
  /** Paid with the repayments: spread over the weeks of the year (× 12 / 52) in the weekly figure. */
  monthlyFee?: number;
  /** Term of the weekly repayment; the comparison rate always stays on the spec's 5-year basis. */
  years?: number;
};

/**
 * Spec 02 §9: the weekly repayment on the price less a 10% deposit over 5 years (no final payment,
 * fees financed), whole dollars; the advertised rate is the rate; the comparison rate is on 5 years,
 * a 10% deposit and a 30% final payment, to 2 decimals (spec 01 §5).
 */
export function estimateQuote({
  price,
  annualRatePercent,
  establishmentFee = 0,
  monthlyFee = 0,
  years = ESTIMATE_TERM_YEARS,
}: EstimateInput): Quote {
  if (!Number.isFinite(price) || price <= 0) {
    throw new RangeError(`A finance estimate needs a price above 0 (got ${price})`);
  }
  const amountFinanced = price * (1 - ESTIMATE_DEPOSIT_SHARE);
  const weekly =
    periodicRepayment({
      principal: amountFinanced + establishmentFee,
      annualRatePercent,
      periodsPerYear: FREQUENCIES.weekly,
      years,
    }) +
    (monthlyFee * 12) / FREQUENCIES.weekly;
  return {
    weeklyRepaymentAmount: wholeDollars(weekly),
    advertisedRate: rate2dp(annualRatePercent),
    comparisonRate: rate2dp(
      comparisonRate({
        amountFinanced,
        annualRatePercent,
        years: ESTIMATE_TERM_YEARS,
        balloon: price * COMPARISON_BALLOON_SHARE,
        establishmentFee,
        monthlyFee,
      }),
    ),
  };
}

/** Spec 02 §9 "Monthly repayment = weekly repayment x 4.33", whole dollars (spec 01 §5). */
export function monthlyFromWeekly(weekly: number): number {
  return wholeDollars(weekly * WEEKS_PER_MONTH);
}

/**
 * Spec 02 §4 "A car counts as finance-quotable only when the feature is on, status is in_stock, not
 * sold, not reserved and price is above 200."
 */
export function isFinanceQuotable(
  car: { status: string; reserved: boolean; price: number | null; soldAt?: string | Date | null },
  featureOn: boolean,
): boolean {
  return (
    featureOn &&
    car.status === "in_stock" &&
    !car.soldAt &&
    !car.reserved &&
    car.price !== null &&
    Number.isFinite(car.price) &&
    car.price > MIN_QUOTABLE_PRICE
  );
}

/** Where the page's quote is: being fetched, failed (or not available), or here. */
export type FinanceSummaryState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ok"; quote: Quote };

export type FinanceSummaryText = { weekly: string; monthly: string; comparison: string };

/** Spec 02 §4 "While loading, monthly repayments show '...'". */
export const FINANCE_LOADING_TEXT = "...";
/** Spec 02 §8 "Finance quote failure: silent; the estimate shows '-' or nothing". */
export const FINANCE_FAILED_TEXT = "-";

/** What the finance summary shows: '$132' weekly, '$572' monthly, '10.46%' comparison. */
export function financeSummaryText(state: FinanceSummaryState): FinanceSummaryText {
  if (state.status === "loading") {
    return { weekly: FINANCE_LOADING_TEXT, monthly: FINANCE_LOADING_TEXT, comparison: FINANCE_LOADING_TEXT };
  }
  if (state.status === "failed") {
    return { weekly: FINANCE_FAILED_TEXT, monthly: FINANCE_FAILED_TEXT, comparison: FINANCE_FAILED_TEXT };
  }
  const weekly = wholeDollars(state.quote.weeklyRepaymentAmount);
  return {
    weekly: formatPrice(weekly),
    monthly: formatPrice(monthlyFromWeekly(weekly)),
    comparison: `${rate2dp(state.quote.comparisonRate).toFixed(2)}%`,
  };
}

/**
 * The quote request the page sends for a car (spec 02 §7 body: credit score always GREAT, loanTerm 5,
 * whoIsHelping empty), or null when spec 02 §4 says not to ask (feature off, not in stock, sold,
 * reserved, or price 200 or less).
 */
export function quoteRequestFor(
  car: {
    status: string;
    reserved: boolean;
    price: number | null;
    soldAt?: string | null;
    year: number;
    vin: string | null;
    nvic: string | null;
  },
  featureOn: boolean,
): QuoteRequest | null {
  if (car.price === null || !isFinanceQuotable(car, featureOn)) return null;
  return {
    selfAssessedCreditScore: "GREAT",
    purchasePrice: car.price,
    loanTerm: ESTIMATE_TERM_YEARS,
    year: car.year,
    vin: car.vin ?? "",
    nvic: car.nvic,
    whoIsHelping: "",
  };
}
