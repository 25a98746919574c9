import type { z } from "zod";
import { toWellFormedText } from "../text/well-formed";
import { ownValue } from "../utils/own-value";
import {
  feedBoolean,
  feedCarStatus,
  feedCarType,
  feedClock,
  feedDate,
  feedDecimal,
  feedEndTimestamp,
  feedInteger,
  feedKilometres,
  feedLocationType,
  feedMoney,
  feedOpenClosed,
  feedPostcode,
  feedState,
  feedText,
  feedTimestamp,
} from "./feed-values";

/**
 * A feed record read the way a dealer would (issue 15 §3): blanks are absent, values in a dealer's
 * spelling are read into the bundle's form, a bad optional field is left out with a warning and the
 * record kept, overlong text is cut with a warning. Only a field in `refusing` (its identity, make,
 * car type …) refuses the record. Pure; validate/ applies it to every car, dealership,
 * location and offer.
 */

export type FieldNote = { field: string; message: string };
export type LenientResult<T> =
  | { ok: true; record: T; warnings: FieldNote[] }
  | { ok: false; issues: z.core.$ZodIssue[]; warnings: FieldNote[] };

type Reader = (raw: unknown) => unknown;
/**
 * Readers by field path: a top-level field by its name ("price"), a field of a group by its dotted
 * path ("address.state"), a field of each item of a list with `*` for the item
 * ("contact_detail.opening_hours.*.open").
 */
export type FieldReaders = Record<string, Reader>;

/** What each car field accepts besides its own form (README "Getting data in", the JSON Schema). */
export const CAR_FIELD_READERS: FieldReaders = {
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
  video_url:
    "a YouTube video's address only: a watch, youtu.be, embed, shorts or live link; any other address (another " +
    "site's video, a channel, a playlist) is left out with a warning and the car imported without a video",
};

/** How every car record is read, beside the per-field readings above. */
export const CAR_RECORD_LENIENCY =
  'Blank text ("", spaces) and null mean absent for every field, in groups and lists too. Control characters ' +
  "(NUL and the like) are removed from text. A bad value in an optional field is left out with a warning and " +
  "the car imported; text over a field's length is cut with a warning. A location_slug that names no location " +
  "of the car's dealership is left out with a warning. Only a bad identity (dealership_slug, stocknum, vin, " +
  "slug), make, model, year, car_type or a negative price refuses the car. A repeated stocknum keeps the " +
  "last row, with a warning.";

/** What each dealership field accepts besides its own form. */
export const DEALERSHIP_FIELD_READERS: FieldReaders = { autograb: feedBoolean };

export const DEALERSHIP_FIELD_ACCEPTS: Record<string, string> = { autograb: YES_NO };

const HOURS_STATUS = 'Open or Closed; also "open", "CLOSED", any case';
const CLOCK = 'HH:MM; also "8:30", "08:30:00", "8:30am", "5:30 PM"';

/** What each location field accepts besides its own form, by path. */
export const LOCATION_FIELD_READERS: FieldReaders = {
  primary: feedBoolean,
  visible: feedBoolean,
  location_type: feedLocationType,
  "address.state": feedState,
  "address.postcode": feedPostcode,
  "address.lat": feedDecimal,
  "address.long": feedDecimal,
  "contact_detail.opening_hours.*.weekday": feedInteger,
  "contact_detail.opening_hours.*.status": feedOpenClosed,
  "contact_detail.opening_hours.*.open": feedClock,
  "contact_detail.opening_hours.*.close": feedClock,
  "special_hours.*.date": feedDate,
  "special_hours.*.status": feedOpenClosed,
};

export const LOCATION_FIELD_ACCEPTS: Record<string, string> = {
  primary: YES_NO,
  visible: YES_NO,
  location_type: 'sales, service, parts, car-buying or ""; also any case, with a space for the hyphen',
  "address.state": 'an abbreviation (qld) or full name ("Queensland"), any case',
  "address.postcode": 'four digits; a three-digit postcode gets its leading 0 ("800" is 0800)',
  "address.lat": 'a number; also as text ("-32.2488")',
  "address.long": 'a number; also as text ("148.6112")',
  "contact_detail.opening_hours.*.weekday": 'a whole number; also as text ("1")',
  "contact_detail.opening_hours.*.status": HOURS_STATUS,
  "contact_detail.opening_hours.*.open": CLOCK,
  "contact_detail.opening_hours.*.close": CLOCK,
  "special_hours.*.date": "YYYY-MM-DD; also dd/mm/yyyy and an ISO timestamp (its date)",
  "special_hours.*.status": HOURS_STATUS,
};

/** Offer readers: a local time is read on `timeZone`, the site's clock. */
export function offerFieldReaders(timeZone: string): FieldReaders {
  return {
    starts_at: (raw) => feedTimestamp(raw, timeZone),
    expires_at: (raw) => feedEndTimestamp(raw, timeZone),
  };
}

export const OFFER_FIELD_ACCEPTS: Record<string, string> = {
  starts_at:
    'an ISO timestamp with its offset; also a local time without one ("2026-12-01 09:00", "1/12/2026 09:00", ' +
    "\"2026-12-01\"), read on the site's clock: its locations' states, else its config's default_state, else Sydney",
  expires_at:
    'what starts_at accepts; a date without a time ("31/12/2026") means the end of that day on the site\'s clock',
};

/** Content (pages, blog articles) readers: local times on `timeZone`, the site's clock, as for offers. */
export function contentFieldReaders(timeZone: string): FieldReaders {
  return {
    published_from: (raw) => feedTimestamp(raw, timeZone),
    published_until: (raw) => feedEndTimestamp(raw, timeZone),
    published_at: (raw) => feedTimestamp(raw, timeZone),
    modified_at: (raw) => feedTimestamp(raw, timeZone),
  };
}

const CONTENT_TIME =
  'an ISO timestamp with its offset; also a local time without one ("2026-12-01 09:00", "1/12/2026 09:00", ' +
  '"2026-12-01"), read on the site\'s clock';

export const PAGE_FIELD_ACCEPTS: Record<string, string> = {
  published_from: CONTENT_TIME,
  published_until: `${CONTENT_TIME}; a date without a time means the end of that day`,
};

export const ARTICLE_FIELD_ACCEPTS: Record<string, string> = {
  published_at: CONTENT_TIME,
  modified_at: CONTENT_TIME,
};

const RECORD_LENIENCY = (record: string, refusing: string) =>
  `Blank text ("", spaces) and null mean absent for every field, in groups and lists too. Control characters ` +
  `(NUL and the like) are removed from text. A bad value in an optional field is left out with a warning and ` +
  `the ${record} imported; a bad field of a group (address.postcode) or item of a list (one opening-hours row) ` +
  `costs only that field or item; text over a field's length is cut with a warning. Only a bad ${refusing} ` +
  `refuses the ${record}.`;

export const DEALERSHIP_RECORD_LENIENCY = RECORD_LENIENCY("dealership", "slug, name or config");
export const LOCATION_RECORD_LENIENCY = RECORD_LENIENCY("location", "slug, dealership_slug or name");
export const OFFER_RECORD_LENIENCY = RECORD_LENIENCY("offer", "slug or name");
export const PAGE_RECORD_LENIENCY = `${RECORD_LENIENCY("page", "slug or title")} A bad block costs only that block. A page needs a body or blocks; with both, the blocks are shown.`;
export const ARTICLE_RECORD_LENIENCY = `${RECORD_LENIENCY("article", "slug, title or category")} A bad block costs only that block. An article needs a body or blocks; with both, the blocks are shown. Its category must be one of the site's blog categories.`;
export const GUARANTEE_RECORD_LENIENCY = RECORD_LENIENCY("promise", "title");

/** What each accessory field accepts besides its own form. */
export const ACCESSORY_FIELD_READERS: FieldReaders = {
  price: feedMoney,
  price_includes_fitting: feedBoolean,
  position: feedInteger,
};

export const ACCESSORY_FIELD_ACCEPTS: Record<string, string> = {
  price: MONEY,
  price_includes_fitting: YES_NO,
  position: 'a whole number; also as text ("3")',
};

export const ACCESSORY_RECORD_LENIENCY = `${RECORD_LENIENCY("accessory", "manufacturer_slug, model_slug, slug or name")} A bundle's accessories for a model replace the ones stored for it, unless one of that model's records was refused.`;

type Path = readonly PropertyKey[];
type Json = Record<PropertyKey, unknown>;

/**
 * Blank text and null out, control characters out, at every depth; then the value's reader, if its
 * path has one. Unreadable values stay as given, so the schema names the problem. A group left with
 * no fields is absent too. Undefined: absent.
 */
function clean(value: unknown, path: string, readers: FieldReaders, noteControl: () => void): unknown {
  let v: unknown = value;
  if (typeof v === "string") {
    const text = feedText(v);
    if (text === undefined) return undefined;
    if (text !== v.trim()) noteControl();
    v = text;
  } else if (v === null || v === undefined) {
    return undefined;
  } else if (Array.isArray(v)) {
    v = v.map((item) => clean(item, `${path}.*`, readers, noteControl)).filter((item) => item !== undefined);
  } else if (typeof v === "object") {
    const out: Json = {};
    for (const [key, item] of Object.entries(v)) {
      const c = clean(item, `${path}.${key}`, readers, noteControl);
      if (c === undefined) continue;
      // A key's lone surrogates go the way its text's do (feedText).
      setKey(out, toWellFormedText(key), c);
    }
    // A group with nothing in it ({ name: "" }) is as absent as its fields.
    if (Object.keys(out).length === 0) return undefined;
    v = out;
  }
  const reader = ownValue(readers, path);
  return reader ? (reader(v) ?? v) : v;
}

function cleaned(raw: Json, readers: FieldReaders, warnings: FieldNote[]): Json {
  const out: Json = {};
  for (const [field, value] of Object.entries(raw)) {
    let noted = false;
    const v = clean(value, field, readers, () => {
      if (!noted) warnings.push({ field, message: "control characters removed" });
      noted = true;
    });
    if (v !== undefined) setKey(out, field, v);
  }
  return out;
}

/** A feed's "__proto__" key is defined, not assigned, so it stays a key instead of becoming the prototype. */
function setKey(target: Json, key: string, value: unknown): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else target[key] = value;
}

function valueAt(record: unknown, path: Path): unknown {
  let v: unknown = record;
  for (const key of path) {
    if (!v || typeof v !== "object") return undefined;
    v = (v as Json)[key];
  }
  return v;
}

function setAt(record: Json, path: Path, value: unknown) {
  const parent = valueAt(record, path.slice(0, -1));
  if (parent && typeof parent === "object") (parent as Json)[path[path.length - 1]!] = value;
}

/**
 * What a problem at `path` costs: the item of the innermost list on the path (one photo, one
 * opening-hours row), else the field of the group directly under the record's field
 * (address.postcode), else the field itself. A problem with something that is not there (a group's
 * missing required field) costs the group that lacks it.
 */
function removalTarget(record: Json, path: Path): Path {
  let target: Path = path.slice(0, Math.min(2, path.length));
  for (let i = path.length - 1; i >= 1; i--) {
    if (Array.isArray(valueAt(record, path.slice(0, i)))) {
      target = path.slice(0, i + 1);
      break;
    }
  }
  while (target.length > 1 && valueAt(record, target) === undefined) target = target.slice(0, -1);
  return target;
}

/** Removes each target, deepest first and a list's later items first, so no removal moves another. */
function removeAll(record: Json, targets: Path[]) {
  const unique = new Map(targets.map((t) => [JSON.stringify(t.map(String)), t]));
  const ordered = [...unique.values()].sort(
    (a, b) => b.length - a.length || Number(b[b.length - 1]) - Number(a[a.length - 1]) || 0,
  );
  for (const target of ordered) {
    const parent = target.length === 1 ? record : valueAt(record, target.slice(0, -1));
    const key = target[target.length - 1]!;
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else if (parent && typeof parent === "object") delete (parent as Json)[key];
  }
}

/**
 * Parses a raw record leniently. `refusing` names the top-level fields whose problems refuse the
 * record; `refuses` may refuse on a particular problem of another field (a negative price).
 */
export function parseLenient<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  options: {
    readers: FieldReaders;
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
  const record = cleaned(raw as Json, options.readers, warnings);
  // Each pass fixes or drops what the last one complained about; a record has few fields.
  for (let pass = 0; pass < 8; pass++) {
    const parsed = schema.safeParse(record);
    if (parsed.success) return { ok: true, record: parsed.data, warnings };
    const refused = parsed.error.issues.filter((issue) => {
      const field = String(issue.path[0] ?? "");
      return field === "" || options.refusing.has(field) || !!options.refuses?.(issue, record[field]);
    });
    if (refused.length) return { ok: false, issues: refused, warnings };
    const removals: Path[] = [];
    for (const issue of parsed.error.issues) {
      const path = issue.path;
      const field = String(path[0]);
      const value = valueAt(record, path);
      const where = path.length > 1 ? `${path.map(String).join(".")}: ` : "";
      if (issue.code === "too_big" && (typeof value === "string" || Array.isArray(value))) {
        const max = Number(issue.maximum);
        setAt(record, path, value.slice(0, max));
        warnings.push({
          field,
          message:
            typeof value === "string"
              ? `${where}longer than ${max} characters: cut to ${max}`
              : `${where}more than ${max} items: the first ${max} kept`,
        });
      } else {
        removals.push(removalTarget(record, path));
        warnings.push({ field, message: `${where}${issue.message}; left out, the rest imported` });
      }
    }
    removeAll(record, removals);
  }
  const parsed = schema.safeParse(record);
  return parsed.success
    ? { ok: true, record: parsed.data, warnings }
    : { ok: false, issues: parsed.error.issues, warnings };
}
