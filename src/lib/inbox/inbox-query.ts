import { TZDate } from "@date-fns/tz";
import { LEAD_STATUSES, type LeadStatus } from "../leads/lead-status";
import { CONSOLE_TIME_ZONE } from "../staff/console-time";
import { parseRecordId } from "../text/record-id";
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "./inbox-search";
import { isLeadKindKey, type LeadKindKey } from "./lead-kinds";

/**
 * The inbox's view as its address says it (issue 31 §4): the filters and the page are the query
 * string, so a filtered view is a link to send a colleague, and the list, its polling and its CSV
 * export read the same parameters the same way. A value that cannot be meant is refused beside its
 * field (the page shows the message and leaves that filter off; the JSON and CSV answers are a 400).
 */

export type InboxAssignee = "me" | "unassigned" | number;

export type InboxFilters = {
  /** A dealership's id, or "none": the group's leads of no one dealership. */
  dealership: number | "none" | null;
  kind: LeadKindKey | null;
  status: LeadStatus | null;
  assignee: InboxAssignee | null;
  /** Days on the console's clock (Sydney), both included. */
  from: string | null;
  to: string | null;
  /** A car's stock number, upper case. */
  stock: string | null;
  q: string | null;
};

export const NO_FILTERS: InboxFilters = {
  dealership: null,
  kind: null,
  status: null,
  assignee: null,
  from: null,
  to: null,
  stock: null,
  q: null,
};

/** A place in the list: a lead's arrival (to the microsecond, as stored) and its id to break ties. */
export type InboxCursor = { at: string; id: string };

export type InboxRequest = {
  filters: InboxFilters;
  /** The page of leads older than this one; null with `before` null: the newest. */
  after: InboxCursor | null;
  /** The page of leads newer than this one (going back towards the newest). */
  before: InboxCursor | null;
};

export type InboxField = keyof InboxFilters | "after" | "before";
export type InboxErrors = Partial<Record<InboxField, string>>;

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function param(params: Params, key: string): string | null {
  const raw = params instanceof URLSearchParams ? params.get(key) : params[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const text = value?.trim();
  return text ? text : null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const STOCK = /^[A-Za-z0-9-]{1,40}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** When `day` (YYYY-MM-DD) begins on the console's clock; `plusDays` 1 for the end of an inclusive range. */
export function dayStart(day: string, plusDays = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + plusDays, CONSOLE_TIME_ZONE).getTime());
}

export function encodeCursor(cursor: InboxCursor): string {
  return `${cursor.at}_${cursor.id}`;
}

export function parseCursor(text: string): InboxCursor | null {
  const [at, id, extra] = text.split("_");
  if (extra !== undefined || !at || !id || !CURSOR_AT.test(at) || !UUID.test(id)) return null;
  if (Number.isNaN(Date.parse(at))) return null;
  return { at, id: id.toLowerCase() };
}

function parseAssignee(text: string): InboxAssignee | null {
  if (text === "me" || text === "unassigned") return text;
  return parseRecordId(text);
}

export function parseInboxQuery(params: Params): { request: InboxRequest; errors: InboxErrors } {
  const errors: InboxErrors = {};
  const filters: InboxFilters = { ...NO_FILTERS };
  const read = <K extends InboxField, T>(
    key: K,
    parse: (text: string) => T | null,
    message: string,
  ): T | null => {
    const text = param(params, key);
    if (text === null) return null;
    const value = parse(text);
    if (value === null) errors[key] = message;
    return value;
  };

  filters.dealership = read(
    "dealership",
    (t) => (t === "none" ? "none" : parseRecordId(t)),
    "Choose a dealership from the list.",
  );
  filters.kind = read("kind", (t) => (isLeadKindKey(t) ? t : null), "Choose a kind from the list.");
  filters.status = read(
    "status",
    (t) => ((LEAD_STATUSES as readonly string[]).includes(t) ? (t as LeadStatus) : null),
    "Choose a status from the list.",
  );
  filters.assignee = read("assignee", parseAssignee, "Choose someone from the list.");
  filters.from = read("from", (t) => (isDay(t) ? t : null), "Enter a date such as 2026-11-26.");
  filters.to = read("to", (t) => (isDay(t) ? t : null), "Enter a date such as 2026-11-26.");
  if (filters.from && filters.to && filters.to < filters.from) {
    errors.to = "The end date is before the start date.";
    filters.to = null;
  }
  filters.stock = read(
    "stock",
    (t) => (STOCK.test(t) ? t.toUpperCase() : null),
    "A stock number is letters, digits and dashes.",
  );
  filters.q = read(
    "q",
    (t) => {
      const q = t.replace(/\s+/g, " ");
      return q.length >= SEARCH_MIN_LENGTH && q.length <= SEARCH_MAX_LENGTH ? q : null;
    },
    `Search for ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters.`,
  );
  const after = read("after", parseCursor, "That page of the list no longer exists.");
  const before = after ? null : read("before", parseCursor, "That page of the list no longer exists.");
  return { request: { filters, after, before }, errors };
}

/** Whether any filter narrows the list (the page words an empty list differently). */
export function isFiltered(filters: InboxFilters): boolean {
  return Object.values(filters).some((value) => value !== null);
}

/** The query string of a view (no leading "?"): the filters set, in a fixed order, and the page. */
export function inboxQueryString(
  filters: InboxFilters,
  page: { after?: InboxCursor | null; before?: InboxCursor | null } = {},
): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(NO_FILTERS) as (keyof InboxFilters)[]) {
    const value = filters[key];
    if (value !== null) params.set(key, String(value));
  }
  if (page.after) params.set("after", encodeCursor(page.after));
  else if (page.before) params.set("before", encodeCursor(page.before));
  return params.toString();
}
