import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { AlertChannel, SavedSearchView } from "@/lib/alerts/alert-types";
import {
  canonicalSavedSearch,
  SAVED_SEARCHES_MAX,
  savedSearchFilters,
  savedSearchLabel,
  savedSearchPath,
} from "@/lib/alerts/saved-search";
import type { ParamIssue } from "@/lib/search/search-params";
import type { Site } from "@/lib/tenancy/site";
import type { Database, Executor } from "../db/client";
import { priceAlertSettings, savedSearches, users } from "../db/schema";

/**
 * A signed-in shopper's saved searches and price-drop alert settings (issue 21 §6), always by the user
 * the session names (server/accounts), never by anything a request says: a shopper reads and changes
 * only their own.
 */

type Row = typeof savedSearches.$inferSelect;

export function savedSearchView(
  row: Pick<Row, "id" | "query" | "channel" | "alertsOn" | "createdAt">,
): SavedSearchView {
  return {
    id: row.id,
    label: savedSearchLabel(savedSearchFilters(row.query)),
    path: savedSearchPath(row.query),
    channel: row.channel,
    alertsOn: row.alertsOn,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The shopper's saved searches on this site, oldest first (the order they were saved in). */
export async function listSavedSearches(
  db: Executor,
  site: Site,
  userId: number,
): Promise<SavedSearchView[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.siteId, site.id), eq(savedSearches.userId, userId)))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(savedSearchView);
}

/** The shopper's real e-mail address, when they have given one (never better-auth's placeholder). */
export async function shopperEmail(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.contactEmail }).from(users).where(eq(users.id, userId));
  return row?.email?.trim() || null;
}

/**
 * Issue 21 §6 "e-mail needs an address — the user may have one; if not, SMS": the channel asked for,
 * or by default e-mail when the shopper has an address and a text when not. E-mail without an
 * address is refused (null).
 */
export function chosenChannel(asked: AlertChannel | undefined, email: string | null): AlertChannel | null {
  if (asked === "email") return email ? "email" : null;
  return asked ?? (email ? "email" : "sms");
}

/** The same search, capitals aside (the unique index's own expression). */
const sameQuery = (query: string) => sql`lower(${savedSearches.query}) = lower(${query})`;

export type SaveSearchResult =
  | { kind: "saved"; search: SavedSearchView; created: boolean }
  | { kind: "invalid"; issues: ParamIssue[] }
  | { kind: "no-email" }
  | { kind: "full" };

/**
 * Saves the search a shopper is looking at: its query read and written canonically, so the same
 * search saved twice is one saved search (answered as saved, not created: a double click is harmless);
 * at most SAVED_SEARCHES_MAX per shopper per site, counted in the transaction that adds one.
 */
export async function saveSearch(
  db: Database,
  site: Site,
  userId: number,
  request: { query: string; channel?: AlertChannel | undefined },
  now: Date,
): Promise<SaveSearchResult> {
  const canonical = canonicalSavedSearch(request.query);
  if (!canonical.ok) return { kind: "invalid", issues: canonical.issues };
  const channel = chosenChannel(request.channel, await shopperEmail(db, userId));
  if (!channel) return { kind: "no-email" };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), sameQuery(canonical.query)));
    if (existing) return { kind: "saved", search: savedSearchView(existing), created: false };
    // The user row, locked: two saves at once by one shopper count one after the other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [held] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(and(eq(savedSearches.siteId, site.id), eq(savedSearches.userId, userId)));
    if ((held?.n ?? 0) >= SAVED_SEARCHES_MAX) return { kind: "full" };
    const [row] = await tx
      .insert(savedSearches)
      .values({ siteId: site.id, userId, query: canonical.query, channel, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (row) return { kind: "saved", search: savedSearchView(row), created: true };
    // Saved by the shopper's other tab a moment ago.
    const [again] = await tx
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), sameQuery(canonical.query)));
    return { kind: "saved", search: savedSearchView(again!), created: false };
  });
}

/** Removes one of the shopper's saved searches (and, by cascade, its pending alerts). */
export async function removeSavedSearch(
  db: Database,
  site: Site,
  userId: number,
  id: number,
): Promise<boolean> {
  const removed = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.siteId, site.id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return removed.length > 0;
}

export type UpdateSavedSearchResult =
  | { kind: "updated"; search: SavedSearchView }
  | { kind: "not-found" }
  | { kind: "no-email" };

/** The on/off switch and the channel of one of the shopper's saved searches. */
export async function updateSavedSearch(
  db: Database,
  site: Site,
  userId: number,
  id: number,
  change: { alertsOn?: boolean | undefined; channel?: AlertChannel | undefined },
  now: Date,
): Promise<UpdateSavedSearchResult> {
  if (change.channel === "email" && !(await shopperEmail(db, userId))) return { kind: "no-email" };
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(change.alertsOn !== undefined ? { alertsOn: change.alertsOn } : {}),
      ...(change.channel !== undefined ? { channel: change.channel } : {}),
      updatedAt: now,
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.siteId, site.id), eq(savedSearches.userId, userId)))
    .returning();
  return row ? { kind: "updated", search: savedSearchView(row) } : { kind: "not-found" };
}

export type PriceAlertSettings = { alertsOn: boolean; channel: AlertChannel };

/** A shopper's price-drop alerts: on, by text, unless they changed them. */
export async function priceAlertSettingsOf(db: Executor, userId: number): Promise<PriceAlertSettings> {
  const [row] = await db
    .select({ alertsOn: priceAlertSettings.alertsOn, channel: priceAlertSettings.channel })
    .from(priceAlertSettings)
    .where(eq(priceAlertSettings.userId, userId));
  return row ?? { alertsOn: true, channel: "sms" };
}

export type SetPriceAlertsResult = { kind: "updated"; settings: PriceAlertSettings } | { kind: "no-email" };

export async function setPriceAlertSettings(
  db: Database,
  userId: number,
  change: { alertsOn?: boolean | undefined; channel?: AlertChannel | undefined },
  now: Date,
): Promise<SetPriceAlertsResult> {
  if (change.channel === "email" && !(await shopperEmail(db, userId))) return { kind: "no-email" };
  const set = {
    ...(change.alertsOn !== undefined ? { alertsOn: change.alertsOn } : {}),
    ...(change.channel !== undefined ? { channel: change.channel } : {}),
    updatedAt: now,
  };
  const [row] = await db
    .insert(priceAlertSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: priceAlertSettings.userId, set })
    .returning({ alertsOn: priceAlertSettings.alertsOn, channel: priceAlertSettings.channel });
  return { kind: "updated", settings: row! };
}
