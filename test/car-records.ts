import type { CarRecordInput } from "@/lib/import/schema/cars";

/** Test support: a fixed "now" and a used Mazda car record for import bundles, overridable per test. */
export const TEST_NOW = new Date("2026-11-20T12:00:00Z");

export const daysAgo = (n: number, now = TEST_NOW) => new Date(now.getTime() - n * 86_400_000).toISOString();

export function carRecord(
  dealer: string,
  stocknum: string,
  extra: Partial<CarRecordInput> = {},
): CarRecordInput {
  return {
    dealership_slug: dealer,
    stocknum,
    make: "Mazda",
    model: "CX-5",
    year: 2023,
    car_type: "used",
    price: 30000,
    ...extra,
  };
}
