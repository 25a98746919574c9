import { formatNumber, formatPrice } from "../format/format";
import { type AdjustmentAnswers, adjustmentsFor } from "./adjustments";
import type { Valuation } from "./trade-in-types";

/**
 * The local valuation model (issue 20 §4; decision 0034): transparent on purpose, so the dealer can
 * explain every dollar of it to the shopper.
 *
 * 1. Comparables: the site's own listed and sold used or demo cars of the same make and model, within
 *    three model years, with a price (the server picks them; `valueFromComparables` filters again).
 * 2. Each comparable's price is moved to the shopper's car: AGE_RATE a model year, KM_RATE_PER_1000
 *    for each 1,000 km of difference (capped), so the median compares like with like.
 * 3. The median of those is the retail value; the condition answers take their stated percentages off.
 * 4. The trade margin (reconditioning, warranty, holding and the dealer's margin) comes off that.
 * 5. The range goes SPREAD_MIN to SPREAD_MAX either side, wider when the comparables disagree; the
 *    offer is the range's low end: the figure the dealer stands by, subject to an inspection.
 *
 * Cars over 7 years or 100,000 km get no online estimate at all (spec 02 §9 Trade-in FAQ).
 */

export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
export const ONLINE_ESTIMATE_MAX_KMS = 100_000;
/** Fewer similar cars than this and a median says more about the cars than about the market. */
export const MIN_COMPARABLES = 3;
/** Comparables within this many model years of the shopper's car. */
export const COMPARABLE_YEAR_SPAN = 3;
/** Value lost per model year of age: a typical Australian used-car depreciation curve at 3–10 years. */
export const AGE_RATE = 0.1;
/** Value lost per 1,000 km more than a comparable (0.3 %, about $90 on a $30,000 car). */
export const KM_RATE_PER_1000 = 0.003;
/** The kilometre adjustment moves a comparable at most this far either way. */
const KM_FACTOR_MIN = 0.8;
const KM_FACTOR_MAX = 1.15;
/** Reconditioning, statutory warranty, holding cost and the dealer's margin, off the retail value. */
export const TRADE_MARGIN = 0.2;
/** Half the range's width, as a share of the trade value. */
export const SPREAD_MIN = 0.04;
export const SPREAD_MAX = 0.1;
/** Condition answers can take at most this much off between them. */
const CONDITION_FLOOR = 0.5;

/** A similar car the site listed or sold: its model year, odometer and asking price. */
export type Comparable = { year: number; kms: number; price: number };

export type TradeInTarget = { make: string; model: string; year: number; kms: number };

const LOCAL = "local";

/**
 * Spec 02 §9: "cars over 7 years old or 100,000 km usually get no online estimate". `thisYear` is the
 * dealer's calendar year. Null when the car may be valued online.
 */
export function onlineEstimateRefusal(
  car: { year: number; kms: number },
  thisYear: number,
  provider: string | null = null,
): Extract<Valuation, { kind: "in-person" }> | null {
  if (thisYear - car.year > ONLINE_ESTIMATE_MAX_AGE_YEARS) {
    return {
      kind: "in-person",
      reason: "age",
      message: `Cars over ${ONLINE_ESTIMATE_MAX_AGE_YEARS} years old don't get an online estimate: their value depends on their condition more than on the market. We'll value yours in person.`,
      provider,
    };
  }
  if (car.kms > ONLINE_ESTIMATE_MAX_KMS) {
    return {
      kind: "in-person",
      reason: "kms",
      message: `Cars over ${formatNumber(ONLINE_ESTIMATE_MAX_KMS)} km don't get an online estimate: their value depends on their condition more than on the market. We'll value yours in person.`,
      provider,
    };
  }
  return null;
}

/** Whether a listed car can stand beside the shopper's: near in model year, with a real price. */
export function isComparable(car: TradeInTarget, comparable: Comparable): boolean {
  return Math.abs(comparable.year - car.year) <= COMPARABLE_YEAR_SPAN && comparable.price > 10;
}

/** A comparable's price moved to the shopper's model year and odometer. */
function adjustedPrice(car: TradeInTarget, comparable: Comparable): number {
  const age = (1 - AGE_RATE) ** (comparable.year - car.year);
  const km = clamp(1 - (KM_RATE_PER_1000 * (car.kms - comparable.kms)) / 1000, KM_FACTOR_MIN, KM_FACTOR_MAX);
  return comparable.price * age * km;
}

/** The local model's valuation of `car` from the site's `comparables` (see the module comment). */
export function valueFromComparables(
  car: TradeInTarget,
  comparables: readonly Comparable[],
  answers: AdjustmentAnswers,
): Valuation {
  const name = `${car.make} ${car.model}`;
  const usable = comparables.filter((comparable) => isComparable(car, comparable));
  if (usable.length < MIN_COMPARABLES) {
    const found = usable.length === 0 ? `no similar ${name}` : `only ${usable.length} similar ${name}`;
    return {
      kind: "in-person",
      reason: "too-few-comparables",
      message: `We can't estimate your car online: we've listed or sold ${found} cars lately, too few to price it fairly. We'll value it in person.`,
      provider: LOCAL,
    };
  }
  const prices = usable.map((comparable) => adjustedPrice(car, comparable)).sort((a, b) => a - b);
  const retail = quantile(prices, 0.5);
  const adjustments = adjustmentsFor(answers);
  const condition = Math.max(CONDITION_FLOOR, 1 + adjustments.reduce((sum, a) => sum + a.percent, 0) / 100);
  const trade = retail * condition * (1 - TRADE_MARGIN);
  const dispersion = (quantile(prices, 0.75) - quantile(prices, 0.25)) / (2 * retail);
  const spread = clamp(dispersion, SPREAD_MIN, SPREAD_MAX);
  const low = Math.floor((trade * (1 - spread)) / 100) * 100;
  const high = Math.ceil((trade * (1 + spread)) / 100) * 100;
  const years = usable.map((comparable) => comparable.year);
  const [first, last] = [Math.min(...years), Math.max(...years)];
  return {
    kind: "estimate",
    low,
    high,
    offer: low,
    basis:
      `Based on ${usable.length} similar ${name} cars we've listed or sold (${first === last ? first : `${first} to ${last}`}), ` +
      `at a middle price of ${formatPrice(retail)} once moved to your car's year and kilometres, ` +
      `less ${Math.round(TRADE_MARGIN * 100)}% for reconditioning, warranty and our margin.`,
    adjustments,
    provider: LOCAL,
  };
}

/** Linear-interpolated quantile of ascending `sorted` (non-empty). */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (at - below);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
