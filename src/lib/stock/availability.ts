/**
 * Spec 01 §4 "Availability": in_stock and coming_soon count as in stock; any other status (e.g. sold)
 * is out of stock.
 */
export const IN_STOCK_STATUSES = ["in_stock", "coming_soon"] as const;

export function isInStockStatus(status: string | null | undefined): boolean {
  return status === "in_stock" || status === "coming_soon";
}

/**
 * Spec 02 §4 "Stock listing filter": a car is listed when it is in stock, or sold within the site's
 * include_sold_cars_days (default 3), and shown on the dealer website.
 */
export function isListed(
  car: { status: string; showOnDealerWebsite: boolean; soldAt: Date | null },
  includeSoldDays: number,
  now: Date,
): boolean {
  if (!car.showOnDealerWebsite) return false;
  if (isInStockStatus(car.status)) return true;
  if (!car.soldAt) return false;
  return now.getTime() - car.soldAt.getTime() <= includeSoldDays * 86_400_000;
}
