/**
 * A car's identity within its dealership as feeds name it (the dealership-free part of
 * lib/import/validate/car-identity `carKey`): its stock number, else its VIN; null when it has neither.
 * What staff keep beside a feed is filed under it, so it outlives the car's row across re-imports:
 * the changes over the feed (`car_overrides`, decision 0051) and the extra photos (`car_photos`,
 * decision 0052). server/stock/car-overrides-sql `carKeySql` is the same rule in SQL.
 */
export function carFeedKey(car: { stocknum?: string | null; vin?: string | null }): string | null {
  const stocknum = car.stocknum?.trim();
  if (stocknum) return `stocknum:${stocknum}`;
  const vin = car.vin?.trim().toUpperCase();
  if (vin) return `vin:${vin}`;
  return null;
}
