import { formatNumber, formatPrice } from "../format/format";
import { RANGE_BOUNDS } from "./search-attributes";
import type { RangeValue } from "./search-types";

/**
 * The typed minimum and maximum beside each range slider (issue 34 item 4: the price slider's step
 * could not land on $40,000). Any whole value within the filter's bounds is allowed exactly, written
 * as a shopper writes it ("$40,000", "40 000", "120000 km"); a message for each field that is not.
 * An empty field is no limit on that side.
 */

export type TypedRangeAttribute = "price" | "km" | "year" | "subscription_price";
/** The ranges the search page offers typed fields for. */
export const TYPED_RANGES: readonly TypedRangeAttribute[] = ["price", "subscription_price", "km", "year"];

export type RangeInputText = { min: string; max: string };
export type RangeInputErrors = { min?: string; max?: string };
export type RangeInputResult =
  | { ok: true; range: RangeValue | null }
  | { ok: false; errors: RangeInputErrors };

const EXAMPLES: Record<TypedRangeAttribute, string> = {
  price: "40000",
  km: "100000",
  year: "2018",
  subscription_price: "150",
};

function boundsMessage(attribute: TypedRangeAttribute): string {
  const { min, max } = RANGE_BOUNDS[attribute];
  switch (attribute) {
    case "year":
      return `Enter a year from ${min} to ${max}`;
    case "km":
      return `Enter up to ${formatNumber(max)} km`;
    default:
      return `Enter an amount up to ${formatPrice(max)}`;
  }
}

/**
 * A number as a shopper writes it, plain: a leading dollar sign, a trailing "km" and thousands
 * separators (commas or spaces between groups of three digits) taken off; anything else left as is.
 */
export function unformatNumber(raw: string): string {
  const text = raw
    .trim()
    .replace(/\s*km$/i, "")
    .replace(/^\$\s*/, "");
  return /^\d{1,3}([, ]\d{3})+$/.test(text) ? text.replace(/[, ]/g, "") : text;
}

/** A typed whole number (see `unformatNumber`): `undefined` for an empty field, null for anything else. */
export function readWholeNumber(raw: string): number | null | undefined {
  if (raw.trim() === "") return undefined;
  const text = unformatNumber(raw);
  return /^\d{1,12}$/.test(text) ? Number(text) : null;
}

/** Reads both fields: the range they give (null for none), or a message for each field in error. */
export function readRangeInput(attribute: TypedRangeAttribute, text: RangeInputText): RangeInputResult {
  const errors: RangeInputErrors = {};
  const range: RangeValue = {};
  const { min: lo, max: hi } = RANGE_BOUNDS[attribute];
  for (const side of ["min", "max"] as const) {
    const value = readWholeNumber(text[side]);
    if (value === undefined) continue;
    if (value === null) errors[side] = `Enter a whole number, like ${EXAMPLES[attribute]}`;
    else if (value < lo || value > hi) errors[side] = boundsMessage(attribute);
    else range[side] = value;
  }
  if (
    !errors.min &&
    !errors.max &&
    range.min !== undefined &&
    range.max !== undefined &&
    range.min > range.max
  )
    errors.max = "Enter a maximum no lower than the minimum";
  if (errors.min || errors.max) return { ok: false, errors };
  return { ok: true, range: range.min === undefined && range.max === undefined ? null : range };
}

/** What a field shows for one side of the applied range: the number as typed back, or empty. */
export function rangeInputText(range: RangeValue | undefined): RangeInputText {
  return {
    min: range?.min === undefined ? "" : String(range.min),
    max: range?.max === undefined ? "" : String(range.max),
  };
}

export type RejectedRangeInputs = Partial<
  Record<TypedRangeAttribute, { text: RangeInputText; errors: RangeInputErrors }>
>;

/**
 * The typed fields of a page request that were not used, with their messages (a form sent without
 * JavaScript sends `price=<min>&price=<max>`): shown back beside the fields, as typed.
 */
export function rejectedRangeInputs(
  raw: Record<string, string | string[] | undefined>,
  attributes: readonly TypedRangeAttribute[],
): RejectedRangeInputs {
  const out: RejectedRangeInputs = {};
  for (const attribute of attributes) {
    const values = raw[attribute];
    // Only the two fields' shape: `lo:hi` in a link is the URL's own business (search-params).
    if (!Array.isArray(values) || values.length !== 2) continue;
    const text = { min: values[0]!.slice(0, 40), max: values[1]!.slice(0, 40) };
    const read = readRangeInput(attribute, text);
    if (!read.ok) out[attribute] = { text, errors: read.errors };
  }
  return out;
}
