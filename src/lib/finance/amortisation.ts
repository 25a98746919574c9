/**
 * Standard amortisation (spec 02 §9 "Standard amortisation per period with optional residual"):
 * level repayments in arrears that pay a principal down to a final balloon.
 */

export const FREQUENCIES = { weekly: 52, fortnightly: 26, monthly: 12 } as const;
export type Frequency = keyof typeof FREQUENCIES;

export type LoanTerms = {
  principal: number;
  annualRatePercent: number;
  periodsPerYear: number;
  years: number;
  /** Left owing after the last repayment (a residual or final payment). */
  balloon?: number;
};

export function periodicRepayment({
  principal,
  annualRatePercent,
  periodsPerYear,
  years,
  balloon = 0,
}: LoanTerms): number {
  const n = Math.round(periodsPerYear * years);
  if (n <= 0) return principal - balloon;
  const r = annualRatePercent / 100 / periodsPerYear;
  if (r === 0) return (principal - balloon) / n;
  const growth = (1 + r) ** n;
  return ((principal - balloon / growth) * r) / (1 - 1 / growth);
}

/** Present value at monthly rate `r` of `n` payments of `payment` and a balloon at the end. */
function presentValue(r: number, n: number, payment: number, balloon: number): number {
  if (r === 0) return payment * n + balloon;
  const growth = (1 + r) ** n;
  return (payment * (1 - 1 / growth)) / r + balloon / growth;
}

export type ComparisonRateInput = {
  /** What the borrower receives (the price less the deposit). */
  amountFinanced: number;
  annualRatePercent: number;
  years: number;
  balloon: number;
  establishmentFee: number;
  monthlyFee: number;
};

/**
 * The comparison rate (as Australia's National Credit Code defines it): the annual rate, compounded
 * monthly, at which the repayments plus fees are worth exactly the amount financed. The fees are
 * financed (the establishment fee is added to the loan) and the monthly fee is paid with each
 * repayment. With no fees it is the nominal rate. Solved by bisection to a millionth of a percent.
 */
export function comparisonRate(input: ComparisonRateInput): number {
  const { amountFinanced, annualRatePercent, years, balloon, establishmentFee, monthlyFee } = input;
  const n = Math.round(years * 12);
  const payment =
    periodicRepayment({
      principal: amountFinanced + establishmentFee,
      annualRatePercent,
      periodsPerYear: 12,
      years,
      balloon,
    }) + monthlyFee;
  let lo = 0;
  let hi = 1; // 1200% a year: far above any consumer loan
  for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    // Higher rates make the payments worth less; find where they are worth the amount financed.
    if (presentValue(mid, n, payment, balloon) > amountFinanced) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 12 * 100;
}

/** Spec 01 §5 "Weekly and monthly payments are rounded to whole numbers". */
export function wholeDollars(amount: number): number {
  return Math.round(amount);
}

/** Spec 01 §5 "comparison rate to 2 decimals". */
export function rate2dp(rate: number): number {
  return Math.round(rate * 100) / 100;
}
