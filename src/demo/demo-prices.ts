/** How demo cars are priced: advertised prices the way dealers set them, and a weekly repayment. */

/** Advertised prices end in 990, the way dealers price. */
export function dealerPrice(value: number, floor = 990): number {
  return Math.max(floor, Math.floor(value / 1000) * 1000 + 990);
}

/** What a price costs a week on finance: 90% borrowed over five years at 8.99%. */
export function weeklyRepayment(price: number): number {
  const principal = price * 0.9;
  const rate = 0.0899 / 52;
  const periods = 5 * 52;
  return Math.round((principal * rate) / (1 - (1 + rate) ** -periods));
}
