import { isRealPrice } from "../stock/price-display";

/**
 * A watched car's price drop (issue 21 §6). The price that counts is the one the car's page shows as
 * its drive-away amount (spec 01 §4 "Price display priority"): the reduced (offer) price when it is a
 * real price, else the price when it is. A subscription's weekly amount is not compared with a
 * drive-away one, so it never makes a drop. Spec 01 §9 "Price counts as real above 10": a feed's 0, 1
 * or 10 is "no price", so going from a price to none, or from none to a price, is no drop.
 */
export type AlertPriceCar = { price: number | null; offerPrice: number | null };

export function alertPrice(car: AlertPriceCar): number | null {
  if (isRealPrice(car.offerPrice)) return car.offerPrice;
  if (isRealPrice(car.price)) return car.price;
  return null;
}

/** New price below old, both real prices; a change of less than a dollar is rounding, not a drop. */
export function isPriceDrop(oldPrice: number | null, newPrice: number | null): boolean {
  if (!isRealPrice(oldPrice) || !isRealPrice(newPrice)) return false;
  return Math.round(newPrice) < Math.round(oldPrice);
}
