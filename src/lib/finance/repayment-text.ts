import { formatAmount, formatPrice } from "../format/format";
import { CALCULATOR_DEFAULT_AMOUNT } from "./calculator";
import { ESTIMATE_TERM_YEARS } from "./estimate-basis";
import type { RepaymentEstimate } from "./repayment-estimate";

/**
 * The words that go with the one repayment figure (decision 0074): its basis beside it, and a
 * comparison rate only ever with its own basis and the warning the National Credit Code asks for.
 */

/**
 * The comparison-rate warning (National Credit Code, reg. 100 of the National Consumer Credit
 * Protection Regulations): wherever a comparison rate is shown, this goes with it.
 */
export const COMPARISON_RATE_WARNING =
  "WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

/** Where a car page's finance disclaimer is, which its price box's estimate links to. */
export const CAR_FINANCE_DISCLAIMER_ID = "car-finance-disclaimer";

const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;
const percent = (rate: number) => `${rate.toFixed(2)}% p.a.`;

/** "$1,313.25 once and $8 a month": the fees, or null when there are none. */
function feeWords(fees: RepaymentEstimate["basis"]["fees"]): { once: string | null; monthly: string | null } {
  const once = fees.filter((f) => f.per === "once").reduce((sum, f) => sum + f.amount, 0);
  const monthly = fees.filter((f) => f.per === "month").reduce((sum, f) => sum + f.amount, 0);
  return {
    once: once > 0 ? formatAmount(once) : null,
    monthly: monthly > 0 ? formatAmount(monthly) : null,
  };
}

export type RepaymentText = {
  /** "$123" */
  weekly: string;
  /** "$533" */
  monthly: string;
  /** The whole basis, for the price box. */
  basis: string;
  /** The card's: deposit, term, fees, final payment; no rate (a rate would need the comparison rate). */
  shortBasis: string;
  /** "Comparison rate 10.46% p.a." */
  comparison: string;
  /** What the comparison rate is worked out on. */
  comparisonBasis: string;
};

/** The estimate's words: the figure and everything it was worked out on. */
export function repaymentText(estimate: RepaymentEstimate): RepaymentText {
  const { basis, comparison } = estimate;
  const fees = feeWords(basis.fees);
  const borrowedFees = fees.once ? ` (including ${fees.once} in fees)` : "";
  const monthlyFees = fees.monthly ? `, plus ${fees.monthly} a month in fees` : "";
  const finalPayment =
    basis.balloon > 0 ? `a final payment of ${formatPrice(basis.balloon)}` : "no final payment";
  const shortFees = fees.once || fees.monthly ? ", fees included" : "";
  return {
    weekly: formatPrice(estimate.weekly),
    monthly: formatPrice(estimate.monthly),
    basis: `Estimate on ${formatPrice(basis.price)} with a ${basis.depositPercent}% deposit of ${formatPrice(basis.deposit)}: ${formatAmount(basis.borrowed)} borrowed${borrowedFees} over ${years(basis.termYears)} at ${percent(basis.ratePercent)}${monthlyFees}, ${finalPayment}.`,
    shortBasis: `${basis.depositPercent}% deposit, ${years(basis.termYears)}${shortFees}, ${finalPayment}`,
    comparison: `Comparison rate ${percent(comparison.ratePercent)}`,
    comparisonBasis: `Based on ${formatPrice(comparison.amountFinanced)} borrowed over ${years(comparison.termYears)} with a final payment of ${formatPrice(comparison.balloon)} (30% of the price)${comparison.withFees ? ", fees included" : ""}.`,
  };
}

/** The comparison-rate range a site's lenders offer (spec 02 §9 "Comparison-rate range defaults 8.38% and 19.42%"). */
export type ComparisonRange = { comparison_rate_min: number; comparison_rate_max: number };

/**
 * The range's words and their basis. The spec gives the range but not its example; the Code's usual
 * example for a secured car loan is $30,000 over 5 years, which is also the calculator's default amount
 * (spec 02 §9 "Default amount 30000").
 */
export function comparisonRangeText(range: ComparisonRange): { range: string; basis: string } {
  const low = Math.min(range.comparison_rate_min, range.comparison_rate_max);
  const high = Math.max(range.comparison_rate_min, range.comparison_rate_max);
  return {
    range:
      low === high
        ? `Comparison rate ${percent(low)}`
        : `Comparison rates from ${low.toFixed(2)}% to ${percent(high)}`,
    basis: `Based on a secured loan of ${formatPrice(CALCULATOR_DEFAULT_AMOUNT)} over ${years(ESTIMATE_TERM_YEARS)}.`,
  };
}
