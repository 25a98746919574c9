import { feedTimestamp } from "../feed-values";
import type { ImportIssue } from "../import-issue";
import { CAR_FIELD_READERS, parseLenient } from "../lenient-record";
import { type CarRecord, carRecordSchema } from "../schema/cars";
import { type Indexed, issueAt, recordKey, rejectDuplicates } from "./records";
import { carTimeZone } from "./time-zones";

/**
 * The bundle's `cars`, read leniently (issue 15 §3) with their local times on their own clock; a car
 * needs a stocknum or a VIN, a repeated stocknum keeps the feed's later row and a repeated VIN the
 * earlier. Read as steps that stop (yield) every hundred cars, so a server can serve in between.
 */

/**
 * A car's problems refuse it only when they touch what identifies it, what it is, or its price's sign
 * (issue 15 §3); any other bad field is left out with a warning and the car imported.
 */
const CAR_REFUSING = new Set([
  "dealership_slug",
  "slug",
  "stocknum",
  "vin",
  "make",
  "model",
  "year",
  "car_type",
]);
const MONEY_FIELDS = new Set(["price", "before_price", "offer_price", "subscription_price", "weekly_price"]);

/** Cars read between two pauses of validateBundleInSlices: a few milliseconds of work. */
const CARS_PER_SLICE = 100;

export function* validateCars(
  items: unknown[] | undefined,
  dealershipZones: ReadonlyMap<string, string>,
  issues: ImportIssue[],
  warnings: ImportIssue[],
): Generator<void, Indexed<CarRecord>[]> {
  const validCars = (yield* readCars(items, dealershipZones, issues, warnings)).filter(
    ({ index, record }) => {
      if (record.stocknum || record.vin) return true;
      issues.push({
        section: "cars",
        index,
        field: "stocknum",
        message: "a car needs a stocknum or a vin so that a later feed updates it instead of adding a copy",
      });
      return false;
    },
  );
  return rejectDuplicates(
    "cars",
    keepLastByStocknum(validCars, warnings),
    (c) => (c.vin ? { key: `${c.dealership_slug}|${c.vin}`, field: "vin", label: `vin ${c.vin}` } : null),
    issues,
  );
}

function* readCars(
  items: unknown[] | undefined,
  dealershipZones: ReadonlyMap<string, string>,
  issues: ImportIssue[],
  warnings: ImportIssue[],
): Generator<void, Indexed<CarRecord>[]> {
  const out: Indexed<CarRecord>[] = [];
  for (const [index, raw] of (items ?? []).entries()) {
    if (index > 0 && index % CARS_PER_SLICE === 0) yield;
    const key = recordKey("cars", raw);
    const zone = carTimeZone(raw, dealershipZones);
    const parsed = parseLenient(carRecordSchema, raw, {
      readers: {
        ...CAR_FIELD_READERS,
        created_at: (v) => feedTimestamp(v, zone),
        sold_at: (v) => feedTimestamp(v, zone),
      },
      refusing: CAR_REFUSING,
      refuses: (issue, value) =>
        MONEY_FIELDS.has(String(issue.path[0])) && typeof value === "number" && value < 0,
    });
    for (const w of parsed.warnings)
      warnings.push({ section: "cars", index, key, field: w.field, message: w.message });
    if (parsed.ok) out.push({ index, record: parsed.record });
    else issues.push(...parsed.issues.map((i) => issueAt("cars", index, key, i)));
  }
  return out;
}

/**
 * Of cars repeating a stocknum, keeps the last: a feed's later row is usually the correction. Each
 * row it replaces is named in a warning.
 */
function keepLastByStocknum(records: Indexed<CarRecord>[], warnings: ImportIssue[]): Indexed<CarRecord>[] {
  const last = new Map<string, number>();
  for (const { index, record } of records) {
    if (record.stocknum) last.set(`${record.dealership_slug}|${record.stocknum}`, index);
  }
  return records.filter(({ index, record }) => {
    if (!record.stocknum) return true;
    const kept = last.get(`${record.dealership_slug}|${record.stocknum}`)!;
    if (kept === index) return true;
    warnings.push({
      section: "cars",
      index,
      key: `stocknum ${record.stocknum}`,
      field: "stocknum",
      message: `repeated by cars[${kept}], which is imported instead (a feed's later row wins)`,
    });
    return false;
  });
}
