import { z } from "zod";
import type { YouxQuote } from "../vehicle/car-types";
import { comparisonRate, periodicRepayment, rate2dp, wholeDollars } from "./amortisation";

/**
 * The per-car finance estimate (spec 02 §9 "Finance estimate"): 5-year term, 10% deposit, weekly
 * repayments; the comparison rate on 5 years, 10% deposit and a 30% final payment.
 */
export const ESTIMATE_TERM_YEARS = 5;
export const ESTIMATE_DEPOSIT_SHARE = 0.1;
export const COMPARISON_BALLOON_SHARE = 0.3;
/** Spec 02 §9 "Monthly repayment = weekly repayment x 4.33". */
export const WEEKS_PER_MONTH = 4.33;
/** Spec 02 §4: "price is above 200". */
export const MIN_QUOTABLE_PRICE = 200;

export type QuoteFees = { establishmentFee?: number; monthlyFee?: number };

export function estimateQuote(price: number, annualRatePercent: number, fees: QuoteFees = {}): YouxQuote {
  const establishmentFee = fees.establishmentFee ?? 0;
  const monthlyFee = fees.monthlyFee ?? 0;
  const financed = price * (1 - ESTIMATE_DEPOSIT_SHARE);
  const weekly = periodicRepayment({
    principal: financed + establishmentFee,
    annualRatePercent,
    periodsPerYear: 52,
    years: ESTIMATE_TERM_YEARS,
  });
  return {
    weeklyRepaymentAmount: wholeDollars(weekly + (monthlyFee * 12) / 52),
    advertisedRate: rate2dp(annualRatePercent),
    comparisonRate: rate2dp(
      comparisonRate({
        amountFinanced: financed,
        annualRatePercent,
        years: ESTIMATE_TERM_YEARS,
        balloon: price * COMPARISON_BALLOON_SHARE,
        establishmentFee,
        monthlyFee,
      }),
    ),
  };
}

/** Spec 02 §9: monthly = weekly × 4.33, whole dollars. */
export function monthlyFromWeekly(weekly: number): number {
  return wholeDollars(weekly * WEEKS_PER_MONTH);
}

/**
 * Spec 02 §4 "A car counts as finance-quotable only when the feature is on, status is in_stock, not
 * sold, not reserved and price is above 200."
 */
export function isFinanceQuotable(
  car: { status: string; reserved: boolean; price: number | null; soldAt?: string | null },
  featureOn: boolean,
): boolean {
  return (
    featureOn &&
    car.status === "in_stock" &&
    !car.soldAt &&
    !car.reserved &&
    car.price !== null &&
    car.price > MIN_QUOTABLE_PRICE
  );
}

export type FinanceSummaryState =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ok"; quote: YouxQuote };

/** What the finance summary shows: '...' while loading, '-' on failure (spec 02 §4, §8). */
export function financeSummaryText(state: FinanceSummaryState): {
  weekly: string;
  monthly: string;
  comparison: string;
} {
  if (state.status === "loading") return { weekly: "...", monthly: "...", comparison: "..." };
  if (state.status === "failed") return { weekly: "-", monthly: "-", comparison: "-" };
  const { weeklyRepaymentAmount, comparisonRate: rate } = state.quote;
  const money = (n: number) => `$${wholeDollars(n).toLocaleString("en-AU")}`;
  return {
    weekly: money(weeklyRepaymentAmount),
    monthly: money(monthlyFromWeekly(weeklyRepaymentAmount)),
    comparison: `${rate2dp(rate).toFixed(2)}%`,
  };
}

/** POST /api/youx/quote body (spec 02 §7). */
export const quoteRequestSchema = z.strictObject({
  selfAssessedCreditScore: z.literal("GREAT", { error: "must be GREAT" }),
  purchasePrice: z
    .number({ error: "must be a number" })
    .positive("must be above 0")
    .max(10_000_000, "is too large"),
  loanTerm: z.number({ error: "must be a number" }).int("must be whole years").min(1).max(7).default(5),
  year: z.number({ error: "must be a number" }).int("must be a whole year").min(1900).max(2100),
  vin: z.string({ error: "must be text" }).max(32, "is too long").default(""),
  nvic: z.string({ error: "must be text" }).max(32, "is too long").nullish(),
  whoIsHelping: z.string({ error: "must be text" }).max(100, "is too long").default(""),
});

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
