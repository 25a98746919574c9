/**
 * A car's identity in feeds: its stock number within its dealership, else its VIN. A later feed
 * updates the car it names by it, and --replace-stock takes every car a feed names by it (valid
 * record or not) as still in stock.
 */

/** The upsert identity of a car: stocknum within its dealership, else VIN. */
export function carKey(
  dealershipSlug: string,
  car: { stocknum?: string | null; vin?: string | null },
): string | null {
  if (car.stocknum) return `${dealershipSlug}|stocknum:${car.stocknum.trim()}`;
  if (car.vin) return `${dealershipSlug}|vin:${car.vin.trim().toUpperCase()}`;
  return null;
}

/** A car a feed names in a row that could not be read into a record (a CSV row with too few cells). */
export type UnreadCar = { dealership_slug: string; stocknum?: string; vin?: string };

export type FeedScope = {
  /** Keys (`dealership|stocknum:X` / `dealership|vin:Y`) of every car record in the feed, valid or not. */
  feedCarKeys: Set<string>;
  /** Dealerships the feed carries cars for: the scope of --replace-stock. */
  feedDealerships: Set<string>;
};

/** The cars and dealerships a feed names: its car records, valid or not, and the cars of unread rows. */
export function feedScope(cars: unknown[] | undefined, unreadCars: readonly UnreadCar[] = []): FeedScope {
  const feedCarKeys = new Set<string>();
  const feedDealerships = new Set<string>();
  for (const raw of cars ?? []) {
    if (!raw || typeof raw !== "object") continue;
    const r = raw as Record<string, unknown>;
    if (typeof r.dealership_slug !== "string") continue;
    feedDealerships.add(r.dealership_slug);
    const key = carKey(r.dealership_slug, {
      stocknum: typeof r.stocknum === "string" || typeof r.stocknum === "number" ? String(r.stocknum) : null,
      vin: typeof r.vin === "string" ? r.vin : null,
    });
    if (key) feedCarKeys.add(key);
  }
  for (const car of unreadCars) {
    feedDealerships.add(car.dealership_slug);
    const key = carKey(car.dealership_slug, car);
    if (key) feedCarKeys.add(key);
  }
  return { feedCarKeys, feedDealerships };
}
