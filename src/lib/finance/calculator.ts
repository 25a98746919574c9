import { formatPrice } from "../format/format";
import { FREQUENCIES, type Frequency, periodicRepayment } from "./amortisation";
import { ESTIMATE_DEPOSIT_SHARE, ESTIMATE_TERM_YEARS } from "./estimate-basis";
import { FINANCE_PROVIDER_RULES, type FinanceProviderId } from "./providers";

/**
 * The finance calculator's rules (spec 02 §5 "Finance calculator", §4 "Finance calculator", §9
 * "Finance estimate and calculator"): its bounds by provider and dealer, how typed values are read and
 * clamped, and the repayment, total and 'Enquire for Finance' it shows. Pure: the component only
 * draws what these return.
 */

/** Spec 02 §5: "maximum 250000"; deposit or trade-in and residual "0 to 250000". */
export const CALCULATOR_MAX = 250_000;
/** Spec 02 §9 "Default amount 30000 if the car has no price". */
export const CALCULATOR_DEFAULT_AMOUNT = 30_000;
/** Spec 02 §9 "default term 5 years" (the estimate's term too: one basis, decision 0074). */
export const CALCULATOR_DEFAULT_TERM = ESTIMATE_TERM_YEARS;
/** Spec 02 §5 "A payment of $25 or less per period shows 'Enquire for Finance' and the total is hidden". */
export const ENQUIRE_FOR_FINANCE = "Enquire for Finance";
export const ENQUIRE_THRESHOLD = 25;
/** Spec 02 §9 "Disclaimer is cut to 197 characters when collapsed". */
export const DISCLAIMER_PREVIEW_CHARS = 197;

export type Range = { min: number; max: number; step: number };

/** A fee of a dealer's itemised variant (spec 02 §9): once (borrowed with the car) or each month. */
export type CalculatorFee = { label: string; amount: number; per: "once" | "month" };

/** What a site's config may change (site config `finance.calculator`). */
export type CalculatorOverrides = {
  price_min?: number;
  interest_min?: number;
  interest_max?: number;
  /** Spec 02 §5 "The interest and residual inputs are hidden for some dealer variants". */
  hide_interest_and_residual?: boolean;
  /** Spec 02 §9 "One dealer variant lists fees". */
  fees?: readonly CalculatorFee[];
};

export type CalculatorRules = {
  providerLabel: string;
  price: Range;
  term: Range;
  interest: Range;
  deposit: Range;
  residual: Range;
  /** Borrowed with the car: the provider's establishment fee, or the dealer's one-off fees. */
  fees: readonly CalculatorFee[];
  hideInterestAndResidual: boolean;
};

/** The calculator's bounds and fees for a site: its provider's, then what its config overrides. */
export function calculatorRules(
  provider: FinanceProviderId,
  overrides: CalculatorOverrides,
): CalculatorRules {
  const p = FINANCE_PROVIDER_RULES[provider] ?? FINANCE_PROVIDER_RULES.local;
  const providerFees: CalculatorFee[] =
    p.establishmentFee > 0 ? [{ label: "Establishment fee", amount: p.establishmentFee, per: "once" }] : [];
  return {
    providerLabel: p.label,
    price: { min: overrides.price_min ?? p.priceMin, max: CALCULATOR_MAX, step: 500 },
    term: { min: 1, max: 7, step: 0.5 },
    interest: {
      min: overrides.interest_min ?? p.interestMin,
      max: overrides.interest_max ?? p.interestMax,
      step: 0.5,
    },
    deposit: { min: 0, max: CALCULATOR_MAX, step: 500 },
    residual: { min: 0, max: CALCULATOR_MAX, step: 500 },
    fees: overrides.fees ?? providerFees,
    hideInterestAndResidual: overrides.hide_interest_and_residual ?? false,
  };
}

export type CalculatorInputs = {
  amount: number;
  termYears: number;
  interest: number;
  /** Deposit or trade-in. */
  deposit: number;
  residual: number;
  frequency: Frequency;
};

function clamp(value: number, { min, max }: Range): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

function snap(value: number, range: Range): number {
  return clamp(Math.round(value / range.step) * range.step, range);
}

/** Spec 02 §5 "non-numeric text is stripped to digits"; nothing left (or a price of zero or below) is 0. */
export function parseMoney(text: string): number {
  const digits = text.replace(/\D/g, "");
  return digits ? Number(digits.slice(0, 9)) : 0;
}

/** A rate as typed ("7.5%"): the digits and the first decimal point; nothing readable is 0. */
export function parseRate(text: string): number {
  const [whole = "", ...rest] = text.replace(/[^\d.]/g, "").split(".");
  const value = Number(`${whole || "0"}.${rest.join("") || "0"}`);
  return Number.isFinite(value) ? value : 0;
}

/** Spec 02 §5: "Out-of-range values are clamped to the bound"; the term and rate keep their 0.5 step. */
export function clampInput(inputs: CalculatorInputs, rules: CalculatorRules): CalculatorInputs {
  return {
    ...inputs,
    amount: clamp(inputs.amount, rules.price),
    termYears: snap(inputs.termYears, rules.term),
    interest: snap(inputs.interest, rules.interest),
    deposit: clamp(inputs.deposit, rules.deposit),
    residual: clamp(inputs.residual, rules.residual),
  };
}

/**
 * The deposit of the estimate's basis (spec 02 §9 "10.0% deposit"), in whole dollars so the deposit
 * field shows what the figure was worked out on.
 */
export function estimateDeposit(amount: number): number {
  return Math.round(amount * ESTIMATE_DEPOSIT_SHARE);
}

/**
 * The calculator's default state, which is the repayment estimate's basis (decision 0074): the car's
 * price (else 30,000, spec 02 §9), a 10% deposit, 5 years, the site's default interest, no residual,
 * weekly. The price box and the card show the figure these inputs give (lib/finance/repayment-estimate).
 */
export function initialInputs(
  { price, defaultInterest }: { price: number | null; defaultInterest: number },
  rules: CalculatorRules,
): CalculatorInputs {
  const amount = clamp(price && price > 0 ? price : CALCULATOR_DEFAULT_AMOUNT, rules.price);
  return clampInput(
    {
      amount,
      termYears: CALCULATOR_DEFAULT_TERM,
      interest: defaultInterest,
      deposit: estimateDeposit(amount),
      residual: 0,
      frequency: "weekly",
    },
    rules,
  );
}

/** Spec 02 §5 "Outside the range help text reads 'Cannot be less than {min} or more than $250,000'". */
export function priceHelp(amount: number, rules: CalculatorRules): string | null {
  if (amount >= rules.price.min && amount <= rules.price.max) return null;
  return `Cannot be less than ${formatPrice(rules.price.min)} or more than ${formatPrice(rules.price.max)}`;
}

/** The loan terms offered: spec 02 §5 "1 to 7 years, step 0.5". */
export function termOptions(rules: CalculatorRules): number[] {
  const out: number[] = [];
  for (let years = rules.term.min; years <= rules.term.max + 1e-9; years += rules.term.step) out.push(years);
  return out;
}

export type CalculatorResult =
  | {
      kind: "payment";
      /** The repayment per period, whole dollars (spec 01 §5). */
      payment: number;
      periods: number;
      /** Borrowed: the price less the deposit, plus the fees borrowed with it. */
      financed: number;
      /** The residual owed at the end (never more than what is borrowed). */
      residual: number;
      /** Every repayment plus the residual. */
      total: number;
    }
  | { kind: "enquire" };

/**
 * The repayment (spec 02 §9 "Standard amortisation per period with optional residual") on the inputs
 * as clamped: the one-off fees are borrowed with the car, a monthly fee is paid with the repayments
 * (× 12 / periods a year). $25 or less a period is 'Enquire for Finance', with no total (spec 02 §5).
 */
export function calculate(raw: CalculatorInputs, rules: CalculatorRules): CalculatorResult {
  const figures = loanFigures(clampInput(raw, rules), rules);
  if (!figures || figures.repayment <= ENQUIRE_THRESHOLD) return { kind: "enquire" };
  const { repayment, ...rest } = figures;
  return { kind: "payment", payment: Math.round(repayment), ...rest };
}

/** The fees of the rules, summed: those borrowed with the car, and those paid each month. */
export function feeTotals(fees: readonly CalculatorFee[]): { once: number; monthly: number } {
  const sum = (per: CalculatorFee["per"]) =>
    fees.filter((f) => f.per === per).reduce((total, f) => total + f.amount, 0);
  return { once: sum("once"), monthly: sum("month") };
}

export type LoanFigures = {
  /** Per period, unrounded: the level repayment plus the monthly fees spread over the periods. */
  repayment: number;
  periods: number;
  financed: number;
  residual: number;
  total: number;
};

/**
 * The loan's figures on inputs taken as they are (not clamped; `calculate` clamps first), or null when
 * nothing is borrowed. The quote API uses it for a price outside the calculator's range, on the same
 * maths.
 */
export function loanFigures(inputs: CalculatorInputs, rules: CalculatorRules): LoanFigures | null {
  const periodsPerYear = FREQUENCIES[inputs.frequency];
  const { once, monthly } = feeTotals(rules.fees);
  const borrowed = Math.max(0, inputs.amount - inputs.deposit);
  if (borrowed === 0) return null;
  const financed = borrowed + once;
  const residual = rules.hideInterestAndResidual ? 0 : Math.min(inputs.residual, financed);
  const repayment =
    periodicRepayment({
      principal: financed,
      annualRatePercent: inputs.interest,
      periodsPerYear,
      years: inputs.termYears,
      balloon: residual,
    }) +
    (monthly * 12) / periodsPerYear;
  const periods = Math.round(periodsPerYear * inputs.termYears);
  return { repayment, periods, financed, residual, total: repayment * periods + residual };
}

/** Spec 02 §9: the collapsed disclaimer, cut at 197 characters, and whether there is more to show. */
export function disclaimerPreview(text: string): { text: string; cut: boolean } {
  const chars = [...text];
  if (chars.length <= DISCLAIMER_PREVIEW_CHARS) return { text, cut: false };
  return { text: `${chars.slice(0, DISCLAIMER_PREVIEW_CHARS).join("").trimEnd()}…`, cut: true };
}

/** What a page's calculator starts from: the site's rules, and the car's price (or the default). */
export function calculatorSetup(
  finance: { provider: FinanceProviderId; default_interest: number; calculator: CalculatorOverrides },
  price: number | null,
): { rules: CalculatorRules; initial: CalculatorInputs } {
  const rules = calculatorRules(finance.provider, finance.calculator);
  return { rules, initial: initialInputs({ price, defaultInterest: finance.default_interest }, rules) };
}
