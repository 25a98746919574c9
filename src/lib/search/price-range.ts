import { formatNumber } from "@/lib/format/format";
import { isRealPrice } from "../stock/price-display";

/**
 * Price buckets behind the `price_range` and `weekly_price_range` filter attributes (spec 01 §2). One
 * table serves the in-memory label function and the SQL CASE, so both paths bucket a car identically.
 */

export type PriceBucket = { min: number; max: number | null; label: string };

function dollars(n: number): string {
  return `$${formatNumber(n)}`;
}

function buckets(bounds: number[], suffix = ""): PriceBucket[] {
  const out: PriceBucket[] = [];
  const first = bounds[0] ?? 0;
  out.push({ min: 0, max: first, label: `Under ${dollars(first)}${suffix}` });
  for (let i = 0; i < bounds.length - 1; i++) {
    const min = bounds[i] ?? 0;
    const max = bounds[i + 1] ?? 0;
    out.push({ min, max, label: `${dollars(min)} - ${dollars(max)}${suffix}` });
  }
  const last = bounds[bounds.length - 1] ?? 0;
  out.push({ min: last, max: null, label: `${dollars(last)}+${suffix}` });
  return out;
}

export const PRICE_BUCKETS = buckets([10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000]);
export const WEEKLY_PRICE_BUCKETS = buckets([100, 150, 200, 250, 300, 400], " / week");

/** The bucket label for a price, or null when the price is unknown or not a real price (≤ 10, spec 01 §9). */
export function bucketLabel(table: readonly PriceBucket[], price: number | null | undefined): string | null {
  if (!isRealPrice(price)) return null;
  for (const b of table) {
    if (price >= b.min && (b.max === null || price < b.max)) return b.label;
  }
  return null;
}
