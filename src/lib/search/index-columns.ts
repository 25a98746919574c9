import { BUILD_STEP, type BuildSteps, perCar, sortSteps } from "./index-build-steps";
import {
  FACET_ATTRIBUTES,
  type FacetAttribute,
  RANGE_ATTRIBUTES,
  type RangeAttribute,
} from "./search-attributes";
import { documentAttribute, type SearchDocument } from "./search-document";
import type { Column, SearchIndex } from "./search-index";

/*
 * An index's attribute columns: each facet's values dictionary-coded per car (with its totals over
 * every car) and each range's values (with the cars in ascending value order).
 */

/** The refinement-list values of a car for one attribute (blank values are no value: spec 01 §5). */
export function facetValues(doc: SearchDocument, attribute: FacetAttribute): string[] {
  const value = documentAttribute(doc, attribute);
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return [...new Set(value.map((v) => v.trim()).filter(Boolean))];
  if (typeof value === "boolean") return [value ? "true" : "false"];
  if (typeof value === "number") return Number.isFinite(value) ? [String(value)] : [];
  const trimmed = value.trim();
  return trimmed ? [trimmed] : [];
}

function rangeValue(doc: SearchDocument, attribute: RangeAttribute): number {
  const v = documentAttribute(doc, attribute);
  return typeof v === "number" && Number.isFinite(v) ? v : Number.NaN;
}

/** Dictionary-codes one attribute's values, car by car (`perDoc[doc]`), into a column. */
export function* buildColumn(perDoc: string[][]): BuildSteps<Column> {
  const codeOf = new Map<string, number>();
  const dict: string[] = [];
  const offsets = new Int32Array(perDoc.length + 1);
  let total = 0;
  for (const values of perDoc) total += values.length;
  const slots = new Int32Array(total);
  let at = 0;
  for (let i = 0; i < perDoc.length; i++) {
    offsets[i] = at;
    for (const v of perDoc[i]!) {
      let slot = codeOf.get(v);
      if (slot === undefined) {
        dict.push(v);
        slot = dict.length;
        codeOf.set(v, slot);
      }
      slots[at++] = slot;
    }
    if (i % BUILD_STEP === BUILD_STEP - 1) yield;
  }
  offsets[perDoc.length] = at;
  let single: Uint16Array | null = null;
  let byValueStart: Int32Array | null = null;
  let byValue: Int32Array | null = null;
  if (dict.length < 0xffff && perDoc.every((values) => values.length <= 1)) {
    single = new Uint16Array(perDoc.length);
    for (let i = 0; i < perDoc.length; i++)
      if (offsets[i + 1]! > offsets[i]!) single[i] = slots[offsets[i]!]!;
    byValueStart = new Int32Array(dict.length + 2);
    for (let i = 0; i < perDoc.length; i++) byValueStart[single[i]! + 1]!++;
    for (let slot = 0; slot <= dict.length; slot++) byValueStart[slot + 1]! += byValueStart[slot]!;
    byValue = new Int32Array(perDoc.length);
    const fill = byValueStart.slice(0, dict.length + 1);
    for (let i = 0; i < perDoc.length; i++) byValue[fill[single[i]!]!++] = i;
    yield;
  }
  return { dict, lower: dict.map((d) => d.toLowerCase()), offsets, slots, single, byValueStart, byValue };
}

/** The facet and range columns of an index, with each facet's totals and each range's value order. */
export function* buildAttributeColumns(
  docs: SearchDocument[],
): BuildSteps<Pick<SearchIndex, "facets" | "ranges" | "facetTotals" | "rangeOrder">> {
  const facets = {} as Record<FacetAttribute, Column>;
  for (const attribute of FACET_ATTRIBUTES) {
    const perDoc = yield* perCar(docs.length, (doc) => facetValues(docs[doc]!, attribute));
    facets[attribute] = yield* buildColumn(perDoc);
  }
  const ranges = {} as Record<RangeAttribute, Float64Array>;
  for (const attribute of RANGE_ATTRIBUTES) {
    ranges[attribute] = Float64Array.from(
      yield* perCar(docs.length, (doc) => rangeValue(docs[doc]!, attribute)),
    );
  }
  const facetTotals = {} as Record<FacetAttribute, Int32Array>;
  for (const attribute of FACET_ATTRIBUTES) {
    const column = facets[attribute];
    const totals = new Int32Array(column.dict.length + 1);
    for (let k = 0; k < column.slots.length; k++) totals[column.slots[k]!]!++;
    facetTotals[attribute] = totals;
  }
  yield;
  const rangeOrder = {} as Record<RangeAttribute, Int32Array>;
  for (const attribute of RANGE_ATTRIBUTES) {
    const values = ranges[attribute];
    let withValue = 0;
    for (let d = 0; d < docs.length; d++) if (!Number.isNaN(values[d]!)) withValue++;
    const order = new Int32Array(withValue);
    for (let d = 0, at = 0; d < docs.length; d++) if (!Number.isNaN(values[d]!)) order[at++] = d;
    rangeOrder[attribute] = yield* sortSteps(order, (a, b) => values[a]! - values[b]!);
  }
  return { facets, ranges, facetTotals, rangeOrder };
}
