import type { z } from "zod";
import {
  feedBoolean,
  feedCarStatus,
  feedCarType,
  feedDate,
  feedInteger,
  feedKilometres,
  feedMoney,
  feedPostcode,
  feedState,
  feedText,
} from "./feed-values";

/**
 * A feed record read the way a dealer would (issue 15 §3): blanks are absent, values in a dealer's
 * spelling are read into the bundle's form, a bad optional field is left out with a warning and the
 * record kept, overlong text is cut with a warning. Only a field in `refusing` (its identity, make,
 * car type …) refuses the record. Pure; validate-bundle.ts applies it to every car.
 */

export type FieldNote = { field: string; message: string };
export type LenientResult<T> =
  | { ok: true; record: T; warnings: FieldNote[] }
  | { ok: false; issues: z.core.$ZodIssue[]; warnings: FieldNote[] };

type Reader = (raw: unknown) => unknown;

/** What each car field accepts besides its own form (README "Getting data in", the JSON Schema). */
export const CAR_FIELD_READERS: Record<string, Reader> = {
  // A DMS writes stock numbers as numbers as often as text.
  stocknum: (raw) => (typeof raw === "number" && Number.isInteger(raw) ? String(raw) : undefined),
  price: feedMoney,
  before_price: feedMoney,
  offer_price: feedMoney,
  subscription_price: feedMoney,
  weekly_price: feedMoney,
  reserve_deposit: feedMoney,
  km: feedKilometres,
  year: feedInteger,
  seats: feedInteger,
  doors: feedInteger,
  gearnum: feedInteger,
  reserved: feedBoolean,
  certified: feedBoolean,
  show_on_dealer_website: feedBoolean,
  preorder: feedBoolean,
  checkout_enabled: feedBoolean,
  trade_in_enabled: feedBoolean,
  car_type: feedCarType,
  status: feedCarStatus,
  state: feedState,
  private_postcode: feedPostcode,
  rego_expiry: feedDate,
};

const MONEY = 'whole dollars; also "45,990", "$45,990", "AUD 45,990", decimals rounded';
const YES_NO = 'true/false; also "true"/"false", "yes"/"no", "Y"/"N", 1/0, "on"/"off", any case';

/** What each lenient field accepts, in words: published in the JSON Schema and the README. */
export const CAR_FIELD_ACCEPTS: Record<string, string> = {
  stocknum: "text; a whole number is read as its digits",
  price: MONEY,
  before_price: MONEY,
  offer_price: MONEY,
  subscription_price: MONEY,
  weekly_price: MONEY,
  reserve_deposit: MONEY,
  km: 'whole kilometres; also "12,000", "12,000 km", "12000kms", decimals rounded',
  year: 'a whole number; also as text ("2022")',
  seats: "a whole number; also as text",
  doors: "a whole number; also as text",
  gearnum: "a whole number; also as text",
  reserved: YES_NO,
  certified: YES_NO,
  show_on_dealer_website: YES_NO,
  preorder: YES_NO,
  checkout_enabled: YES_NO,
  trade_in_enabled: YES_NO,
  car_type: 'new, demo or used; also "New", "USED", "Pre-owned", "Demonstrator", any case',
  status: 'in_stock, coming_soon or sold; also "In Stock", "Available", "Coming Soon", "In Transit", "Sold"',
  state: 'an abbreviation (qld) or full name ("Queensland"), any case',
  private_postcode: 'four digits; a three-digit postcode gets its leading 0 ("800" is 0800)',
  rego_expiry: "YYYY-MM-DD; also dd/mm/yyyy and an ISO timestamp (its date)",
};

/** How every car record is read, beside the per-field readings above. */
export const CAR_RECORD_LENIENCY =
  'Blank text ("", spaces) and null mean absent for every field. Control characters (NUL and the like) are ' +
  "removed from text. A bad value in an optional field is left out with a warning and the car imported; " +
  "text over a field's length is cut with a warning. Only a bad identity (dealership_slug, stocknum, vin, " +
  "slug), make, model, year, car_type or a negative price refuses the car. A repeated stocknum keeps the " +
  "last row, with a warning.";

/** Blanks out, control characters out, then each field's own reader; unreadable values stay as given. */
function cleaned(raw: Record<string, unknown>, readers: Record<string, Reader>, warnings: FieldNote[]) {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(raw)) {
    let v: unknown = value;
    if (typeof v === "string") {
      const text = feedText(v);
      if (text === undefined) continue;
      if (text !== v.trim()) warnings.push({ field, message: "control characters removed" });
      v = text;
    }
    if (v === null) continue;
    if (Array.isArray(v)) v = v.filter((item) => !(typeof item === "string" && feedText(item) === undefined));
    const reader = readers[field];
    if (reader) v = reader(v) ?? v;
    out[field] = v;
  }
  return out;
}

/**
 * Parses a raw record leniently. `refusing` names the top-level fields whose problems refuse the
 * record; `refuses` may refuse on a particular problem of another field (a negative price).
 */
export function parseLenient<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  options: {
    readers: Record<string, Reader>;
    refusing: ReadonlySet<string>;
    refuses?: (issue: z.core.$ZodIssue, value: unknown) => boolean;
  },
): LenientResult<z.output<S>> {
  const warnings: FieldNote[] = [];
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
    const parsed = schema.safeParse(raw);
    return parsed.success
      ? { ok: true, record: parsed.data, warnings }
      : { ok: false, issues: parsed.error.issues, warnings };
  }
  const record = cleaned(raw as Record<string, unknown>, options.readers, warnings);
  // Each pass fixes or drops the fields the last one complained about; a record has few fields.
  for (let pass = 0; pass < 8; pass++) {
    const parsed = schema.safeParse(record);
    if (parsed.success) return { ok: true, record: parsed.data, warnings };
    const refused = parsed.error.issues.filter((issue) => {
      const field = String(issue.path[0] ?? "");
      return field === "" || options.refusing.has(field) || !!options.refuses?.(issue, record[field]);
    });
    if (refused.length) return { ok: false, issues: refused, warnings };
    // A bad photo or market price costs that photo or price, not the whole list or group: the part
    // directly under the field goes, the rest of the list or group stays.
    const parts = new Map<string, Set<PropertyKey>>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      const value = record[field];
      const part = issue.path[1];
      const where = issue.path.length > 1 ? `${issue.path.map(String).join(".")}: ` : "";
      if (issue.code === "too_big" && issue.path.length === 1 && typeof value === "string") {
        const max = Number(issue.maximum);
        record[field] = value.slice(0, max);
        warnings.push({ field, message: `longer than ${max} characters: cut to ${max}` });
      } else if (issue.code === "too_big" && issue.path.length === 1 && Array.isArray(value)) {
        const max = Number(issue.maximum);
        record[field] = value.slice(0, max);
        warnings.push({ field, message: `more than ${max} items: the first ${max} kept` });
      } else if (part !== undefined && value && typeof value === "object") {
        if (!parts.has(field)) parts.set(field, new Set());
        parts.get(field)!.add(part);
        warnings.push({ field, message: `${where}${issue.message}; left out, the rest imported` });
      } else if (field in record) {
        delete record[field];
        warnings.push({ field, message: `${where}${issue.message}; left out, the rest imported` });
      }
    }
    for (const [field, keys] of parts) {
      const value = record[field];
      if (Array.isArray(value)) {
        record[field] = value.filter((_, i) => !keys.has(i));
      } else {
        const rest = { ...(value as Record<PropertyKey, unknown>) };
        for (const key of keys) delete rest[key];
        record[field] = rest;
      }
    }
  }
  const parsed = schema.safeParse(record);
  return parsed.success
    ? { ok: true, record: parsed.data, warnings }
    : { ok: false, issues: parsed.error.issues, warnings };
}
