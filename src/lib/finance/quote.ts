import type { YouxQuote } from "../stock/car-types";
import { wholeDollars } from "./amortisation";

/** Spec 02 §9 "Monthly repayment = weekly repayment x 4.33". */
export const WEEKS_PER_MONTH = 4.33;
/** Spec 02 §4 "price is above 200". */
export const MIN_QUOTABLE_PRICE = 200;

/** POST /api/youx/quote's answer (spec 02 §7): the weekly repayment, the advertised and comparison rates. */
export type Quote = YouxQuote;

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
