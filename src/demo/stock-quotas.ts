import type { CarStatus } from "@/lib/import/schema/cars";
import type { CarType } from "@/lib/stock/stock-values";
import type { DemoStockMix } from "./demo-sites";

/**
 * How many of a demo site's cars are of each kind and status: exact counts from the site's mix, shuffled
 * into the list by the generator, so small runs get the intended shares instead of luck.
 */

/** A car type, with the caravans (new or used) and motorcycles some yards sell told apart. */
export type StockKind = CarType | "caravan-new" | "caravan-used" | "motorcycle";

/** Exact counts per kind (rounded from the mix), so small runs get the intended shares instead of luck. */
export function kindQuotas(count: number, mix: DemoStockMix): StockKind[] {
  const share = (fraction: number) => {
    const n = Math.round(count * fraction);
    return fraction > 0 && n === 0 && mix.atLeastOne ? 1 : n;
  };
  const newCount = share(mix.new);
  const demoCount = share(mix.demo);
  const caravanCount = share(mix.caravan);
  const motorcycleCount = share(mix.motorcycle);
  const caravanNew = Math.round(caravanCount * 0.3);
  const kinds: StockKind[] = [];
  const push = (kind: StockKind, n: number) => {
    for (let i = 0; i < n && kinds.length < count; i++) kinds.push(kind);
  };
  push("new", newCount);
  push("demo", demoCount);
  push("caravan-new", caravanNew);
  push("caravan-used", caravanCount - caravanNew);
  push("motorcycle", motorcycleCount);
  push("used", count - kinds.length);
  return kinds;
}

/** 6% sold, 5% coming soon, the rest in stock. */
export function statusQuotas(count: number): CarStatus[] {
  const sold = Math.round(count * 0.06);
  const comingSoon = Math.round(count * 0.05);
  const statuses: CarStatus[] = [];
  for (let i = 0; i < count; i++)
    statuses.push(i < sold ? "sold" : i < sold + comingSoon ? "coming_soon" : "in_stock");
  return statuses;
}
