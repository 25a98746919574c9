import { EXTRAS_BYTES } from "./index-documents";
import type { SearchIndex } from "./search-index";

/*
 * What an index costs in memory, estimated cheaply (issue 15): servers count it against their budget
 * for indexes (SEARCH_INDEX_BUDGET_MB), before building an index and after.
 */

/**
 * What an index's cars cost beyond its typed arrays and dictionaries: each car as a page shows it (an
 * object of 39 fields, with its strings). Measured by `npm run bench:search-memory` (docs/benchmarks.md,
 * issue 15), rounded up so the estimate errs on the side of the budget.
 */
export const CAR_BYTES = 1_200;

/**
 * An index's size in bytes, estimated cheaply: its typed arrays exactly, its dictionaries' strings
 * roughly, and `CAR_BYTES` per car. Servers count it against their memory budget for indexes
 * (SEARCH_INDEX_BUDGET_MB).
 */
export function estimatedIndexBytes(index: SearchIndex): number {
  let bytes = index.cars.length * CAR_BYTES;
  const walk = (value: unknown): void => {
    if (typeof value === "string") bytes += 16 + value.length * 2;
    else if (ArrayBuffer.isView(value)) bytes += value.byteLength;
    else if (value instanceof Map) for (const v of value.values()) walk(v);
    else if (Array.isArray(value)) {
      bytes += 16 + value.length * 8;
      for (const v of value) walk(v);
    } else if (value && typeof value === "object") for (const v of Object.values(value)) walk(v);
  };
  const { cars: _cars, ...structures } = index;
  walk(structures);
  return bytes;
}

/**
 * Typed-array bytes per car of an index of the demo's stock (measured 600–690 by
 * `npm run bench:search-memory`), for estimating an index before it is built.
 */
const TYPED_BYTES_PER_CAR = 700;

/**
 * The estimated size of an index of `cars` cars before building it (the boot warm-up's check), with
 * the fields kept beside it for updating it in place (decision 0086).
 */
export function estimatedBytesForCars(cars: number): number {
  return cars * (CAR_BYTES + TYPED_BYTES_PER_CAR + EXTRAS_BYTES);
}
