import { formatPrice } from "../format/format";
import type { SearchHit } from "./listed-car";

/**
 * Which price a car shows and how (spec 01 §4 "Price display priority"), plus the below-market badge
 * (spec 01 §5). Cards and the detail page share this so they never disagree about a car's price.
 */

export type PriceDisplayKind = "subscription" | "offer" | "price" | "preorder" | "none";

export type PriceDisplay = {
  kind: PriceDisplayKind;
  /** The amount shown, or null for 'PREORDER' and the no-price text. */
  amount: number | null;
  text: string;
  /** The struck-through was-price, or null when there is none to show. */
  wasPrice: number | null;
};

export type PriceDisplayCar = Pick<
  SearchHit,
  "price" | "beforePrice" | "offerPrice" | "subscriptionPrice" | "preorder"
>;

export type PriceDisplayContext = {
  /** The site offers subscriptions (`features.subscription_pricing`). */
  subscriptionPricing: boolean;
  /** The site's no-price text (`copy.no_price_text`, default 'Enquire for price.'). */
  noPriceText: string;
};

/** Spec 01 §9: "Price counts as real above 10" (feeds use 0, 1 or 10 as "no price"). */
export const REAL_PRICE_THRESHOLD = 10;
/** Spec 01 §9: "below-market threshold 499". */
export const BELOW_MARKET_THRESHOLD = 499;
/** Spec 01 §9: "Subscription price range label suffix ' / week'". */
export const SUBSCRIPTION_SUFFIX = " / week";
/** Spec 01 §4: "'PREORDER' for a pre-order car". */
export const PREORDER_TEXT = "PREORDER";

/** Spec 01 §9: a finite amount above 10 is a real price; null, 0 and placeholder amounts are not. */
export function isRealPrice(amount: number | null | undefined): amount is number {
  return typeof amount === "number" && Number.isFinite(amount) && amount > REAL_PRICE_THRESHOLD;
}

/** The was-price: shown only when higher than the current price (spec 01 §4). */
function higher(candidate: number | null, shown: number): number | null {
  return typeof candidate === "number" && Number.isFinite(candidate) && candidate > shown ? candidate : null;
}

/**
 * Spec 01 §4 "Price display priority":
 * 1. subscription price, when the site offers subscriptions and it is above 0 ('$189 / week'; no
 *    was-price, since a weekly amount is not comparable with a drive-away one);
 * 2. the offer (reduced) price when it is a real price (above 10);
 * 3. the price when it is a real price;
 * 4. 'PREORDER' for a pre-order car, else the site's no-price text.
 *
 * The was-price is before_price when it is higher than the amount shown, and nothing else (spec 01 §4
 * "The was-price shows only when before_price is higher than the current price"): a feed's offer price
 * with no before_price shows no was-price. (A staff special price is a reduction from the feed's price,
 * which stands as its before_price while it runs: lib/stock/car-override, decision 0051.)
 */
export function priceDisplay(car: PriceDisplayCar, ctx: PriceDisplayContext): PriceDisplay {
  const subscription = car.subscriptionPrice;
  if (ctx.subscriptionPricing && typeof subscription === "number" && subscription > 0) {
    return {
      kind: "subscription",
      amount: subscription,
      text: `${formatPrice(subscription)}${SUBSCRIPTION_SUFFIX}`,
      wasPrice: null,
    };
  }
  if (isRealPrice(car.offerPrice)) {
    const offer = car.offerPrice;
    return {
      kind: "offer",
      amount: offer,
      text: formatPrice(offer),
      wasPrice: higher(car.beforePrice, offer),
    };
  }
  if (isRealPrice(car.price)) {
    return {
      kind: "price",
      amount: car.price,
      text: formatPrice(car.price),
      wasPrice: higher(car.beforePrice, car.price),
    };
  }
  if (car.preorder) return { kind: "preorder", amount: null, text: PREORDER_TEXT, wasPrice: null };
  return { kind: "none", amount: null, text: ctx.noPriceText, wasPrice: null };
}

/**
 * The price a form repeats about the car (spec 02 §5 "the placeholder shows the price"): the shown price
 * when there is an amount behind it; never 'PREORDER' or the no-price text, which are no price to offer
 * against.
 */
export function amountText(price: PriceDisplay): string | null {
  return price.amount !== null ? price.text : null;
}

export type MarketPrices = {
  average_market_price?: number | null;
  state_average_market_price?: number | null;
};

/**
 * Spec 01 §5 / §9: the below-market badge shows only when the price is a real price, more than 499
 * under the average market price, AND below the state average. Both market figures must be present
 * (and real prices themselves); a missing figure proves nothing, so no badge.
 */
export function isBelowMarket(price: number | null, market: MarketPrices | null): boolean {
  if (!isRealPrice(price) || !market) return false;
  const average = market.average_market_price;
  const stateAverage = market.state_average_market_price;
  if (!isRealPrice(average) || !isRealPrice(stateAverage)) return false;
  return average - price > BELOW_MARKET_THRESHOLD && price < stateAverage;
}
