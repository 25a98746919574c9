import { TZDate } from "@date-fns/tz";

/**
 * The pure rules of content edited in the console (issue 32 item 2, decision 0053): what an item's
 * status is at a moment, which fields a version changed, and the site's clock for start and expiry.
 */

/** What a version did: kept as a draft, put on the site, or taken off it. */
export const VERSION_STATES = ["draft", "published", "unpublished"] as const;
export type VersionState = (typeof VERSION_STATES)[number];

export type ContentStatus = "draft" | "scheduled" | "published" | "expired" | "unpublished";

export const STATUS_WORDS: Record<ContentStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  expired: "Expired",
  unpublished: "Unpublished",
};

/** A live item's publishing window: from `start` (inclusive) until `end` (exclusive); null is open. */
export type PublishWindow = { start: string | Date | null; end: string | Date | null };

const time = (t: string | Date) => (typeof t === "string" ? Date.parse(t) : t.getTime());

/** Where `now` falls in a published item's window. */
export function windowStatus(window: PublishWindow, now: Date): "scheduled" | "published" | "expired" {
  if (window.start !== null && time(window.start) > now.getTime()) return "scheduled";
  if (window.end !== null && time(window.end) <= now.getTime()) return "expired";
  return "published";
}

/**
 * An item's status at `now`: a live item (one the site has) by its window, with `pendingDraft` when a
 * draft was saved after the version the site shows; an item the site does not have is a draft, or
 * unpublished when its last version took it off.
 */
export function itemStatus(
  head: { state: VersionState } | null,
  live: PublishWindow | null,
  now: Date,
): { status: ContentStatus; pendingDraft: boolean } {
  if (live) return { status: windowStatus(live, now), pendingDraft: head?.state === "draft" };
  return { status: head?.state === "unpublished" ? "unpublished" : "draft", pendingDraft: false };
}

/**
 * The fields whose values differ between two versions, in `after`'s order (then any only `before`
 * has); every field with a value when there is no `before`.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): string[] {
  if (!before) return Object.keys(after).filter((k) => after[k] !== null && after[k] !== "");
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
}

/** Only the named fields of a record: an audit entry's before or after. */
export function pickFields(record: Record<string, unknown> | null, keys: readonly string[]) {
  if (!record) return null;
  return Object.fromEntries(keys.map((k) => [k, record[k] ?? null]));
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` value (`2026-12-01T09:00`) read on the site's clock, as an instant; null when it
 * is not one.
 */
export function localToInstant(local: string, timeZone: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const at = new TZDate(year, month - 1, day, hour, minute, timeZone);
  // 31 February rolls into March: not a date anyone meant.
  if (at.getDate() !== day) return null;
  return new Date(at.getTime());
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a `datetime-local` value on the site's clock; "" for none. */
export function instantToLocal(instant: string | Date | null, timeZone: string): string {
  if (instant === null) return "";
  const at = new TZDate(time(instant), timeZone);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** What a version did, as its history line says it. */
export function versionWords(version: {
  state: VersionState;
  source: string;
  rollbackOf: number | null;
}): string {
  const did = { draft: "draft", published: "published", unpublished: "taken off the site" }[version.state];
  if (version.source === "rollback") return `rolled back to version ${version.rollbackOf} (${did})`;
  if (version.source === "import") return `imported (${did})`;
  return did;
}
