import { isRealPrice } from "../stock/price-display";
import { comparisonRate, rate2dp } from "./amortisation";
import {
  type CalculatorFee,
  type CalculatorInputs,
  type CalculatorOverrides,
  type CalculatorRules,
  calculate,
  calculatorRules,
  calculatorSetup,
  clampInput,
  estimateDeposit,
  feeTotals,
  loanFigures,
} from "./calculator";
import { COMPARISON_BALLOON_SHARE, ESTIMATE_DEPOSIT_SHARE, ESTIMATE_TERM_YEARS } from "./estimate-basis";
import type { FinanceProviderId } from "./providers";
import { isFinanceQuotable, monthlyFromWeekly } from "./quote";

/**
 * One repayment figure (issue 34 item 3, decision 0074): the weekly estimate of a car and the basis it
 * was worked out on, from the car and its site's (or dealership's) finance config. The price box, the
 * search card and the calculator's default state all show this figure, because the estimate IS the
 * calculator's default state run through the calculator: spec 02 §9's basis ("5-year term, 10.0%
 * deposit"), the site's default interest, and the provider's or dealer's fees (`finance.calculator.fees`).
 * The comparison rate is on spec 02 §9's own basis: 5 years, a 10% deposit and a 30% final payment.
 */

/** What the estimate reads of a site's finance config. */
export type EstimateFinance = {
  provider: FinanceProviderId;
  default_interest: number;
  calculator: CalculatorOverrides;
};

/** What the estimate reads of a car (a search hit and a car page's detail are both one). */
export type EstimateCar = {
  price: number | null;
  offerPrice: number | null;
  status: string;
  reserved: boolean;
  soldAt?: string | null;
};

export type EstimateBasis = {
  /** The price financed: the offer price when the car has one, else its price. */
  price: number;
  /** 10% of the price, whole dollars. */
  deposit: number;
  depositPercent: number;
  /** What is borrowed: the price less the deposit, plus the fees borrowed with it. */
  borrowed: number;
  termYears: number;
  ratePercent: number;
  /** The provider's or the dealer's fees, each once (borrowed) or a month (paid with the repayments). */
  fees: readonly CalculatorFee[];
  /** The estimate has no final payment. */
  balloon: number;
};

export type ComparisonBasis = {
  /** Spec 01 §5: to 2 decimals. */
  ratePercent: number;
  /** The price less the deposit; the fees are counted in the rate. */
  amountFinanced: number;
  termYears: number;
  /** 30% of the price, owed with the last repayment. */
  balloon: number;
  /** Whether any fee is counted in the rate. */
  withFees: boolean;
};

export type RepaymentEstimate = {
  /** Whole dollars a week (spec 01 §5). */
  weekly: number;
  /** Spec 02 §9 "Monthly repayment = weekly repayment x 4.33", whole dollars. */
  monthly: number;
  basis: EstimateBasis;
  comparison: ComparisonBasis;
};

/**
 * The price a car is financed at, and the finance link's budget: the offer (reduced) price when it is
 * a real price, else the price (spec 01 §4's priority, without the subscription, which is not a price
 * to borrow). Null: no price to finance.
 */
export function financedPrice(car: Pick<EstimateCar, "price" | "offerPrice">): number | null {
  if (isRealPrice(car.offerPrice)) return car.offerPrice;
  return isRealPrice(car.price) ? car.price : null;
}

/** The car page's calculator, starting from the estimate's basis for the car's financed price. */
export function carCalculatorSetup(
  car: Pick<EstimateCar, "price" | "offerPrice">,
  finance: EstimateFinance,
): { rules: CalculatorRules; initial: CalculatorInputs } {
  return calculatorSetup(finance, financedPrice(car));
}

/** The estimate of inputs on the basis (10% deposit, no residual), under the rules' fees. */
function estimateOf(inputs: CalculatorInputs, rules: CalculatorRules): RepaymentEstimate | null {
  const figures = loanFigures(inputs, rules);
  if (!figures) return null;
  const weekly = Math.round(figures.repayment);
  const { once, monthly } = feeTotals(rules.fees);
  const amountFinanced = inputs.amount - inputs.deposit;
  const balloon = Math.round(inputs.amount * COMPARISON_BALLOON_SHARE);
  return {
    weekly,
    monthly: monthlyFromWeekly(weekly),
    basis: {
      price: inputs.amount,
      deposit: inputs.deposit,
      depositPercent: Math.round(ESTIMATE_DEPOSIT_SHARE * 100),
      borrowed: figures.financed,
      termYears: inputs.termYears,
      ratePercent: rate2dp(inputs.interest),
      fees: rules.fees,
      balloon: figures.residual,
    },
    comparison: {
      ratePercent: rate2dp(
        comparisonRate({
          amountFinanced,
          annualRatePercent: inputs.interest,
          years: ESTIMATE_TERM_YEARS,
          balloon,
          establishmentFee: once,
          monthlyFee: monthly,
        }),
      ),
      amountFinanced,
      termYears: ESTIMATE_TERM_YEARS,
      balloon,
      withFees: once > 0 || monthly > 0,
    },
  };
}

/**
 * A car's repayment estimate, or null when it gets none: the feature is off or the car is not
 * quotable (spec 02 §4: in stock, not sold or reserved, a price above 200), its price is outside the
 * calculator's range (the calculator could not show the same figure), or the calculator would say
 * 'Enquire for Finance' ($25 or less, spec 02 §5).
 */
export function repaymentEstimate(
  car: EstimateCar,
  finance: EstimateFinance,
  featureOn: boolean,
): RepaymentEstimate | null {
  const price = financedPrice(car);
  if (price === null || !isFinanceQuotable({ ...car, price }, featureOn)) return null;
  const { rules, initial } = calculatorSetup(finance, price);
  if (initial.amount !== price || calculate(initial, rules).kind !== "payment") return null;
  return estimateOf(initial, rules);
}

/**
 * The estimate for any price above 0 on the same basis and maths, over `termYears` (the quote API's
 * loanTerm; the comparison rate stays on 5 years): POST /api/youx/quote and the car disclaimer's
 * lender answer this, so an API caller reads the figure the pages show.
 */
export function estimateForPrice(
  price: number,
  finance: EstimateFinance,
  termYears: number = ESTIMATE_TERM_YEARS,
): RepaymentEstimate {
  if (!Number.isFinite(price) || price <= 0) {
    throw new RangeError(`A finance estimate needs a price above 0 (got ${price})`);
  }
  const rules = calculatorRules(finance.provider, finance.calculator);
  const start = clampInput(
    {
      amount: price,
      termYears,
      interest: finance.default_interest,
      deposit: 0,
      residual: 0,
      frequency: "weekly",
    },
    rules,
  );
  const estimate = estimateOf({ ...start, amount: price, deposit: estimateDeposit(price) }, rules);
  if (!estimate) throw new RangeError(`Nothing to borrow on a price of ${price}`);
  return estimate;
}
