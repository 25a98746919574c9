/**
 * Standard amortisation (spec 02 §9 "Standard amortisation per period with optional residual"):
 * level repayments in arrears (at the end of each period) that pay a principal down to a final balloon.
 */

/** Spec 02 §4 "frequency weekly (52 periods), fortnightly (26) or monthly (12)". */
export const FREQUENCIES = { weekly: 52, fortnightly: 26, monthly: 12 } as const;
export type Frequency = keyof typeof FREQUENCIES;

export type LoanTerms = {
  principal: number;
  annualRatePercent: number;
  periodsPerYear: number;
  years: number;
  /** Left owing after the last repayment (a residual or final payment); 0 when none. */
  balloon?: number;
};

function assertNonNegative(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number of 0 or more (got ${value})`);
  }
}

function assertPositive(value: number, name: string): void {
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${name} must be a finite number above 0 (got ${value})`);
  }
}

/** The number of repayments: periods a year × years, to the nearest whole period. */
function periodCount(periodsPerYear: number, years: number): number {
  assertPositive(periodsPerYear, "periodsPerYear");
  assertPositive(years, "years");
  return Math.max(1, Math.round(periodsPerYear * years));
}

/**
 * The level repayment per period, paid in arrears, that takes `principal` down to `balloon` over
 * `years` at `annualRatePercent` (nominal, compounded once per period). A 0% loan shares
 * principal − balloon evenly. Unrounded: round for display with `wholeDollars`.
 */
export function periodicRepayment({
  principal,
  annualRatePercent,
  periodsPerYear,
  years,
  balloon = 0,
}: LoanTerms): number {
  assertNonNegative(principal, "principal");
  assertNonNegative(annualRatePercent, "annualRatePercent");
  assertNonNegative(balloon, "balloon");
  if (balloon > principal)
    throw new RangeError(`balloon (${balloon}) cannot exceed the principal (${principal})`);
  const n = periodCount(periodsPerYear, years);
  const r = annualRatePercent / 100 / periodsPerYear;
  if (r === 0) return (principal - balloon) / n;
  const growth = (1 + r) ** n;
  return ((principal - balloon / growth) * r) / (1 - 1 / growth);
}

/** Present value at periodic rate `r` of `n` payments in arrears of `payment`, then `balloon` at the end. */
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
  /** Final payment owed with the last repayment. */
  balloon: number;
  /** Added to the loan (financed), so it accrues interest with the principal. */
  establishmentFee: number;
  /** Paid alongside each monthly repayment. */
  monthlyFee: number;
};

/** Comparison rates are solved to this many percentage points. */
const COMPARISON_RATE_TOLERANCE = 1e-9;
/** Upper bound of the search: 1200% a year (100% a month), far above any consumer loan. */
const MAX_MONTHLY_RATE = 1;

/**
 * The comparison rate, as Australia's National Credit Code frames it: the annual percentage rate
 * (monthly compounding, the monthly rate × 12) at which the stream of monthly repayments plus fees is
 * worth exactly the amount financed. The establishment fee is financed (added to the loan) and the
 * monthly fee is paid with each repayment; the balloon is owed with the last repayment. With no fees
 * it equals the nominal rate. Unrounded, solved by bisection to 1e-9 percentage points: round for
 * display with `rate2dp`.
 */
export function comparisonRate(input: ComparisonRateInput): number {
  const { amountFinanced, annualRatePercent, years, balloon, establishmentFee, monthlyFee } = input;
  assertPositive(amountFinanced, "amountFinanced");
  assertNonNegative(establishmentFee, "establishmentFee");
  assertNonNegative(monthlyFee, "monthlyFee");
  const n = periodCount(12, years);
  const payment =
    periodicRepayment({
      principal: amountFinanced + establishmentFee,
      annualRatePercent,
      periodsPerYear: 12,
      years,
      balloon,
    }) + monthlyFee;
  // The payments are worth less the higher the rate, and (with fees ≥ 0 and a rate ≥ 0) at least the
  // amount financed at 0%: the root lies in [0, MAX_MONTHLY_RATE].
  let lo = 0;
  let hi = MAX_MONTHLY_RATE;
  while ((hi - lo) * 1200 > COMPARISON_RATE_TOLERANCE) {
    const mid = (lo + hi) / 2;
    if (presentValue(mid, n, payment, balloon) > amountFinanced) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 1200;
}

/** Spec 01 §5 "Weekly and monthly payments are rounded to whole numbers". */
export function wholeDollars(amount: number): number {
  return Math.round(amount);
}

/** Spec 01 §5 "comparison rate to 2 decimals". */
export function rate2dp(rate: number): number {
  // toPrecision first so that binary noise (1.005 * 100 = 100.49999…) rounds the way it reads.
  return Math.round(Number((rate * 100).toPrecision(12))) / 100;
}
