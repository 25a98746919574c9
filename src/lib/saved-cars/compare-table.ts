import { formatNumber } from "../format/format";
import { isInStockStatus } from "../stock/availability";
import type { PriceDisplay } from "../stock/price-display";
import { parseRecordId } from "../text/record-id";
import { type SpecListCar, specList } from "../vehicle/spec-list";
import { MAX_COMPARE } from "./compare-list";

/**
 * The compare page (issue 21 §4, spec 01 §4 "Favourites / compare"): 2–4 cars side by side, their
 * current data loaded by the server from the page's `?ids=`, each row marked where the cars differ.
 */

/** A car as the compare page shows it: everything the spec card reads. */
export type ComparedCar = SpecListCar;

export type CompareColumn =
  | { kind: "car"; id: number; car: ComparedCar; price: PriceDisplay }
  /**
   * No longer to be had: `sold` (the site still lists it for its sold window, spec 01 §4 "any other
   * status is out of stock"), or `gone` (not listed: sold long ago, hidden, never the site's car).
   */
  | { kind: "unavailable"; id: number; reason: "sold" | "gone" };

export type CompareRow = {
  key: string;
  label: string;
  /** One per column, null where the car has no value or is no longer available. */
  values: (string | null)[];
  /** The available cars do not all read the same (a car without the value counts as different). */
  differs: boolean;
};

export type CompareIds = { ids: number[]; issues: string[] };

/** `?only=differences`: the page shows just the rows that differ. */
export const ONLY_DIFFERENCES = "differences";

/** How many words of `?ids=` are read at most: a few past the limit, to say that some were left out. */
const MAX_ID_TOKENS = 20;

/**
 * The page's `?ids=3,1,2` (or `?ids=3&ids=1`): the cars in column order, each once, at most
 * MAX_COMPARE. Read leniently, as the search page reads its query (decision 0021): a word that is not a
 * car id is left out, and so are cars past the fourth, each with a reason the page shows.
 */
export function parseCompareIds(raw: string | string[] | undefined): CompareIds {
  const words = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .join(",")
    .split(",")
    .map((w) => w.trim())
    .filter(Boolean);
  const ids: number[] = [];
  const issues: string[] = [];
  let over = 0;
  for (const word of words.slice(0, MAX_ID_TOKENS)) {
    // Past int4's range is not a car id either (issue 29): it never reaches the query.
    const id = parseRecordId(word);
    if (id === null) {
      issues.push(`"${word.slice(0, 20)}" is not a car id, so it was left out.`);
    } else if (ids.includes(id)) {
      // A car named twice is one column.
    } else if (ids.length === MAX_COMPARE) {
      over++;
    } else {
      ids.push(id);
    }
  }
  if (over || words.length > MAX_ID_TOKENS) {
    issues.push(
      `Up to ${MAX_COMPARE} cars can be compared side by side; the first ${MAX_COMPARE} are shown.`,
    );
  }
  return { ids, issues };
}

/**
 * The columns, in the order asked for: a car the site lists and has in stock (or coming soon) is
 * compared with its price shown by the price display rules; any other is no longer available, so a
 * sold car never shows stale figures.
 */
export function compareColumns(
  ids: readonly number[],
  found: ReadonlyMap<number, ComparedCar>,
  priceOf: (car: ComparedCar) => PriceDisplay,
): CompareColumn[] {
  return ids.map((id): CompareColumn => {
    const car = found.get(id);
    if (!car) return { kind: "unavailable", id, reason: "gone" };
    if (!isInStockStatus(car.status)) return { kind: "unavailable", id, reason: "sold" };
    return { kind: "car", id, car, price: priceOf(car) };
  });
}

/** The rows the brief puts first (issue 21 §4: price, km, year, body, fuel, transmission, drive, seats). */
const LEADING_KEYS = ["km", "year", "body", "fuel", "transmission", "drive", "seats", "colour"] as const;
/** Spec card entries that identify one car rather than describe it: not compared. */
const IDENTIFYING_KEYS = new Set(["vin", "regplate", "stocknum"]);

/**
 * The spec card's keys of several cars in the card's own order. Each car's list is the card's order with
 * its blanks left out, so each is a subsequence of one order; this merges them back into it.
 */
function mergedKeyOrder(lists: readonly string[][]): string[] {
  const order: string[] = [];
  for (const list of lists) {
    let at = 0;
    for (const key of list) {
      const found = order.indexOf(key);
      if (found >= 0) at = found + 1;
      else order.splice(at++, 0, key);
    }
  }
  return order;
}

/** Whether the cars' values (null for none) are not all the same. One car alone differs from nothing. */
function differ(values: readonly (string | null)[]): boolean {
  return values.length > 1 && new Set(values.map((v) => v?.trim().toLowerCase() ?? null)).size > 1;
}

/**
 * The table's rows: price; km, year, body, fuel, transmission, drive, seats and colour; where the car
 * is; then the rest of the 'Vehicle details' spec card (spec 01 §2), with the values the card shows.
 * A row no car has a value for is left out. Identifiers (VIN, rego plate, stock number) are not rows:
 * they differ between any two cars and say nothing about them.
 */
export function compareRows(columns: readonly CompareColumn[]): CompareRow[] {
  const specs = columns.map((column) =>
    column.kind === "car" ? new Map(specList(column.car).map((e) => [e.key, e])) : null,
  );
  const labels = new Map<string, string>();
  for (const spec of specs) for (const entry of spec?.values() ?? []) labels.set(entry.key, entry.label);
  const available = columns.flatMap((column, i) => (column.kind === "car" ? [i] : []));
  const row = (key: string, label: string, value: (i: number) => string | null): CompareRow | null => {
    const values = columns.map((column, i) => (column.kind === "car" ? value(i) : null));
    if (values.every((v) => v === null)) return null;
    return { key, label, values, differs: differ(available.map((i) => values[i] ?? null)) };
  };
  const specValue = (key: string) => (i: number) => specs[i]?.get(key)?.value ?? null;

  const rows: (CompareRow | null)[] = [
    row("price", "Price", (i) => {
      const column = columns[i];
      return column?.kind === "car" ? column.price.text : null;
    }),
    ...LEADING_KEYS.map((key) => row(key, labels.get(key) ?? key, specValue(key))),
    row("location", "Location", (i) => {
      const column = columns[i];
      if (column?.kind !== "car") return null;
      const { locationName, city, state } = column.car;
      return locationName ?? (city ? `${city}${state ? `, ${state.toUpperCase()}` : ""}` : null);
    }),
  ];
  const leading = new Set<string>(LEADING_KEYS);
  for (const key of mergedKeyOrder(specs.map((spec) => (spec ? [...spec.keys()] : [])))) {
    if (leading.has(key) || IDENTIFYING_KEYS.has(key)) continue;
    rows.push(row(key, labels.get(key) ?? key, specValue(key)));
  }
  return rows.filter((r): r is CompareRow => r !== null);
}

/** "3 of 12 rows differ", for the page's summary. */
export function differenceSummary(rows: readonly CompareRow[]): string {
  const n = rows.filter((r) => r.differs).length;
  return `${formatNumber(n)} of ${formatNumber(rows.length)} ${rows.length === 1 ? "row" : "rows"} ${n === 1 ? "differs" : "differ"}`;
}
