import { formatNumber } from "@/lib/format/format";
import { ownValue } from "../utils/own-value";
import type { FacetItem, SearchState } from "./search-types";

/**
 * The result count a shopper sees (spec 01 §9 capped counts) and the 'Show Me N <vehicle type>' button
 * label (spec 01 §2).
 */

/** Spec 01 §9: "A result count over 1999 is treated as capped". */
export const CAPPED_COUNT_THRESHOLD = 1999;

export type CountContext = {
  /** The site's configured stock count (`search.stock_count`). */
  stockCount?: number;
  facets?: Partial<Record<"status" | "car_type", FacetItem[]>>;
};

function facetTotal(items: FacetItem[] | undefined): number {
  if (!items) return 0;
  return items.reduce(
    (sum, item) => sum + (Number.isFinite(item.count) && item.count > 0 ? item.count : 0),
    0,
  );
}

/**
 * Spec 01 §9: a count over 1999 is treated as capped; then the site's configured stock count is used,
 * else the sum of the status facet counts, else the sum of the car_type facet counts, else the count.
 * A source counts as "set" only when it is above 0 (a stock count of 0 or an empty facet says nothing
 * about a result of 2000+ cars). Counts up to 1999 are shown as they are.
 */
export function displayCount(count: number, ctx: CountContext): number {
  if (!(count > CAPPED_COUNT_THRESHOLD)) return count;
  if (ctx.stockCount !== undefined && ctx.stockCount > 0) return ctx.stockCount;
  const byStatus = facetTotal(ctx.facets?.status);
  if (byStatus > 0) return byStatus;
  const byCarType = facetTotal(ctx.facets?.car_type);
  if (byCarType > 0) return byCarType;
  return count;
}

/** Spec 01 §9 car type values new, used, demo, as the button names them. */
const CAR_TYPE_WORDS: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };

function only(values: string[] | undefined): string | undefined {
  return values?.length === 1 ? values[0]?.trim().toLowerCase() : undefined;
}

/**
 * The vehicle type in 'Show Me N <vehicle type>' (spec 01 §2): 'Caravans' when item_type is refined
 * to caravan only, else 'Cars'; prefixed by the car type when exactly one known car type is refined
 * ('Used Cars', and 'Used Caravans' when both apply). Singular for exactly 1.
 */
export function vehicleTypeLabel(count: number, refinements: SearchState["refinements"]): string {
  const noun = only(refinements.item_type) === "caravan" ? "Caravan" : "Car";
  const carType = only(refinements.car_type);
  const prefix = carType !== undefined ? ownValue(CAR_TYPE_WORDS, carType) : undefined;
  const word = count === 1 ? noun : `${noun}s`;
  return prefix ? `${prefix} ${word}` : word;
}

/** Spec 01 §2: the button 'Show Me N <vehicle type>', e.g. 'Show Me 1,234 Used Cars', 'Show Me 1 Used Car'. */
export function showMeLabel(count: number, refinements: SearchState["refinements"]): string {
  const n = Math.max(0, Math.round(count));
  return `Show Me ${formatNumber(n)} ${vehicleTypeLabel(n, refinements)}`;
}
