import { TZDate } from "@date-fns/tz";
import { AU_STATES } from "../locations/au-states";
import { CAR_TYPES, type CarType } from "../stock/stock-values";
import { toWellFormedText } from "../text/well-formed";
import { ownValue } from "../utils/own-value";

/**
 * Readers for the values dealers' feeds really carry (issue 15 §3, "lenient where a dealer would
 * be"): a DMS export writes "$45,990", "12,000 km", "24/11/2026", "Used", "Y" and "Queensland" where
 * the bundle's own form is 45990, 12000, "2026-11-24", "used", true and "qld". Each reader returns the
 * bundle's form, or undefined when it cannot read the value; the caller decides whether that drops the
 * field (with a warning) or refuses the record. Nothing here guesses: "03/31/2027" is not read as a
 * US date, "12,000 miles" is not kilometres.
 */

// Control characters other than tab, line feed and carriage return: a NUL cannot be stored in
// PostgreSQL text at all, and the rest are never meant.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Text with control characters removed, lone UTF-16 surrogates (a JSON feed's `"\ud800"`, which
 * PostgreSQL refuses in jsonb) made U+FFFD, and ends trimmed; blank text is absent.
 */
export function feedText(raw: string): string | undefined {
  const text = toWellFormedText(raw.replace(CONTROL, "")).trim();
  return text === "" ? undefined : text;
}

/** A whole number from a number or text with separators, a currency or a unit, rounded. */
function wholeNumber(raw: unknown, strip: RegExp): number | undefined {
  if (typeof raw === "number") return Number.isFinite(raw) ? Math.round(raw) : undefined;
  if (typeof raw !== "string") return undefined;
  const text = raw.trim().replace(strip, "").trim();
  // Thousands separators are commas or spaces between groups of three; one decimal point at most.
  if (!/^-?\d{1,3}(?:[ ,]?\d{3})*(?:\.\d+)?$/.test(text)) return undefined;
  const value = Number(text.replace(/[ ,]/g, ""));
  return Number.isFinite(value) ? Math.round(value) : undefined;
}

/** Dollars: 45990, "45990", "45,990", "$45,990.00", "AUD 45,990"; decimals round to whole dollars. */
export function feedMoney(raw: unknown): number | undefined {
  return wholeNumber(raw, /^(?:AUD|A\$|\$)\s*|(?<=^-)\s*\$|\s*(?:AUD)$/gi);
}

/** Kilometres: 30500, "12,000 km", "12000km", "12 000 kms". */
export function feedKilometres(raw: unknown): number | undefined {
  return wholeNumber(raw, /\s*(?:km|kms|kilometres|kilometers)\.?$/i);
}

/** A whole number written as text ("2022", "5"), for years, seats and doors. */
export function feedInteger(raw: unknown): number | undefined {
  if (typeof raw === "number") return Number.isInteger(raw) ? raw : undefined;
  if (typeof raw !== "string" || !/^\s*-?\d+\s*$/.test(raw)) return undefined;
  return Number(raw.trim());
}

function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * A calendar date as YYYY-MM-DD from ISO ("2027-03-31", with or without a time), or the day-first
 * form Australian exports use ("31/03/2027", "1/3/2027", "31-03-2027").
 */
export function feedDate(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dayFirst) return isoDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return undefined;
}

const YES = new Set(["true", "yes", "y", "1", "on"]);
const NO = new Set(["false", "no", "n", "0", "off"]);

/** Yes or no: true/false, "true", "Yes", "Y", 1, "1", "on" and their opposites, any case. */
export function feedBoolean(raw: unknown): boolean | undefined {
  if (typeof raw === "boolean") return raw;
  if (typeof raw !== "number" && typeof raw !== "string") return undefined;
  const text = String(raw).trim().toLowerCase();
  return YES.has(text) ? true : NO.has(text) ? false : undefined;
}

const words = (raw: unknown) =>
  typeof raw === "string"
    ? raw
        .trim()
        .toLowerCase()
        .replace(/[\s_-]+/g, " ")
    : undefined;

const CAR_TYPE_NAMES: Record<string, CarType> = {
  new: "new",
  used: "used",
  "pre owned": "used",
  preowned: "used",
  "second hand": "used",
  demo: "demo",
  demonstrator: "demo",
};

/** The car type (spec 01 §3 car_type): "Used", "USED", "Pre-owned", "Demo", "Demonstrator", "New". */
export function feedCarType(raw: unknown): CarType | undefined {
  const name = words(raw);
  if (name === undefined) return undefined;
  return (
    ownValue(CAR_TYPE_NAMES, name) ??
    ((CAR_TYPES as readonly string[]).includes(name) ? (name as CarType) : undefined)
  );
}

const STATUS_NAMES: Record<string, "in_stock" | "coming_soon" | "sold"> = {
  "in stock": "in_stock",
  instock: "in_stock",
  available: "in_stock",
  "for sale": "in_stock",
  sold: "sold",
  "coming soon": "coming_soon",
  "in transit": "coming_soon",
  arriving: "coming_soon",
  incoming: "coming_soon",
};

/** The stock status (spec 01 §3): "In Stock", "Available", "Sold", "Coming Soon", "In Transit". */
export function feedCarStatus(raw: unknown): "in_stock" | "coming_soon" | "sold" | undefined {
  const name = words(raw);
  return name === undefined ? undefined : ownValue(STATUS_NAMES, name);
}

const STATE_NAMES: Record<string, (typeof AU_STATES)[number]> = {
  "new south wales": "nsw",
  victoria: "vic",
  queensland: "qld",
  "south australia": "sa",
  "western australia": "wa",
  tasmania: "tas",
  "northern territory": "nt",
  "australian capital territory": "act",
};

/** An Australian state by abbreviation or full name, any case ("Queensland", "QLD"). */
export function feedState(raw: unknown): (typeof AU_STATES)[number] | undefined {
  const name = words(raw);
  if (name === undefined) return undefined;
  return (
    ownValue(STATE_NAMES, name) ??
    ((AU_STATES as readonly string[]).includes(name) ? (name as never) : undefined)
  );
}

/** A postcode as four digits: a spreadsheet writes Darwin's 0800 as 800. */
export function feedPostcode(raw: unknown): string | undefined {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (/^\d{4}$/.test(text)) return text;
  if (/^\d{3}$/.test(text)) return `0${text}`;
  return undefined;
}

/**
 * A moment: an ISO timestamp with its offset as is; a local time without one ("2026-11-20 10:00:00",
 * "20/11/2026 10:00", "2026-11-20") read on `timeZone`'s clock, the dealership's.
 */
export function feedTimestamp(raw: unknown, timeZone: string): string | undefined {
  if (typeof raw !== "string") return undefined;
  const text = raw.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const at = Date.parse(text);
    return Number.isNaN(at) ? undefined : new Date(at).toISOString();
  }
  const local = /^(.+?)(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  const date = local ? feedDate(local[1]) : undefined;
  if (!local || !date) return undefined;
  const [hour, minute, second] = [local[2] ?? "0", local[3] ?? "0", local[4] ?? "0"].map(Number) as [
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // @date-fns/tz resolves the wall time in the zone, daylight saving included (an hour the change
  // skips moves forward; a repeated hour takes its later occurrence).
  return new Date(new TZDate(year, month - 1, day, hour, minute, second, timeZone).getTime()).toISOString();
}

/**
 * The end of an offer or a listing: a timestamp as `feedTimestamp` reads it, except that a date
 * without a time ("31/12/2026") means the whole of that day, so the moment is the next midnight on
 * `timeZone`'s clock; an offer "until 31/12/2026" still shows on the 31st.
 */
export function feedEndTimestamp(raw: unknown, timeZone: string): string | undefined {
  if (typeof raw !== "string" || /[T ]\d/.test(raw.trim())) return feedTimestamp(raw, timeZone);
  const date = feedDate(raw);
  if (!date) return feedTimestamp(raw, timeZone);
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return feedTimestamp(next.toISOString().slice(0, 10), timeZone);
}

/** A decimal number, also as text ("-32.2488"), for coordinates and rates; "6.99%" reads as 6.99. */
export function feedDecimal(raw: unknown): number | undefined {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== "string") return undefined;
  const text = raw.trim().replace(/\s*%$/, "");
  return /^[-+]?(?:\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : undefined;
}

/** A time of day as HH:MM: "8:30", "08:30:00", "8:30am", "5:30 PM" (twelve-hour times are unambiguous). */
export function feedClock(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const m = /^(\d{1,2})[:.](\d{2})(?::\d{2})?\s*(?:([ap])\.?m?\.?)?$/i.exec(raw.trim());
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const half = m[3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  }
  if (hour > 24 || minute > 59 || (hour === 24 && minute > 0)) return undefined;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** Opening hours' status: "open", "OPEN", "Closed" as the bundle's "Open" / "Closed". */
export function feedOpenClosed(raw: unknown): "Open" | "Closed" | undefined {
  const name = words(raw);
  return name === "open" ? "Open" : name === "closed" ? "Closed" : undefined;
}

const LOCATION_TYPE_NAMES: Record<string, "sales" | "service" | "parts" | "car-buying"> = {
  sales: "sales",
  service: "service",
  parts: "parts",
  "car buying": "car-buying",
};

/** A location's type in any case, with spaces for hyphens: "Sales", "Car Buying". */
export function feedLocationType(raw: unknown): "sales" | "service" | "parts" | "car-buying" | undefined {
  const name = words(raw);
  return name === undefined ? undefined : ownValue(LOCATION_TYPE_NAMES, name);
}
