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

/** Lists longer than this are made unique through a Set; shorter ones by looking back along `out`. */
const SHORT_LIST = 8;

/**
 * Appends the refinement-list values of a car for one attribute to `out`, each once, in the order the
 * car has them (blank values are no value: spec 01 §5). Writing into the caller's array instead of
 * returning one spares an index build an array per car per attribute (about a million at 47,000 cars).
 */
export function pushFacetValues(doc: SearchDocument, attribute: FacetAttribute, out: string[]): void {
  const value = documentAttribute(doc, attribute);
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    const start = out.length;
    const seen = value.length > SHORT_LIST ? new Set<string>() : null;
    for (const v of value as string[]) {
      const trimmed = v.trim();
      if (!trimmed) continue;
      if (seen) {
        if (seen.has(trimmed)) continue;
        seen.add(trimmed);
      } else if (out.indexOf(trimmed, start) >= 0) continue;
      out.push(trimmed);
    }
    return;
  }
  if (typeof value === "boolean") out.push(value ? "true" : "false");
  else if (typeof value === "number") {
    if (Number.isFinite(value)) out.push(String(value));
  } else {
    const trimmed = value.trim();
    if (trimmed) out.push(trimmed);
  }
}

/** The refinement-list values of a car for one attribute (`pushFacetValues` into a new array). */
export function facetValues(doc: SearchDocument, attribute: FacetAttribute): string[] {
  const out: string[] = [];
  pushFacetValues(doc, attribute, out);
  return out;
}

function rangeValue(doc: SearchDocument, attribute: RangeAttribute): number {
  const v = documentAttribute(doc, attribute);
  return typeof v === "number" && Number.isFinite(v) ? v : Number.NaN;
}

/** Writes car `doc`'s values of one attribute into `out` (empty when called). */
export type ValuesOf = (doc: number, out: string[]) => void;

/** Dictionary-codes the values `valuesOf` writes for each of `count` cars into a column. */
export function* buildColumnOf(count: number, valuesOf: ValuesOf): BuildSteps<Column> {
  const codeOf = new Map<string, number>();
  const dict: string[] = [];
  const offsets = new Int32Array(count + 1);
  let slots = new Int32Array(Math.max(16, count));
  let at = 0;
  let most = 0;
  const values: string[] = [];
  for (let i = 0; i < count; i++) {
    offsets[i] = at;
    values.length = 0;
    valuesOf(i, values);
    if (values.length > most) most = values.length;
    if (at + values.length > slots.length) {
      const grown = new Int32Array(Math.max(slots.length * 2, at + values.length));
      grown.set(slots);
      slots = grown;
    }
    for (const v of values) {
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
  offsets[count] = at;
  slots = slots.slice(0, at);
  let single: Uint16Array | null = null;
  let byValueStart: Int32Array | null = null;
  let byValue: Int32Array | null = null;
  if (dict.length < 0xffff && most <= 1) {
    single = new Uint16Array(count);
    for (let i = 0; i < count; i++) if (offsets[i + 1]! > offsets[i]!) single[i] = slots[offsets[i]!]!;
    byValueStart = new Int32Array(dict.length + 2);
    for (let i = 0; i < count; i++) byValueStart[single[i]! + 1]!++;
    for (let slot = 0; slot <= dict.length; slot++) byValueStart[slot + 1]! += byValueStart[slot]!;
    byValue = new Int32Array(count);
    const fill = byValueStart.slice(0, dict.length + 1);
    for (let i = 0; i < count; i++) byValue[fill[single[i]!]!++] = i;
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
    facets[attribute] = yield* buildColumnOf(docs.length, (doc, out) =>
      pushFacetValues(docs[doc]!, attribute, out),
    );
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
