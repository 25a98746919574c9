import "server-only";
import { and, eq } from "drizzle-orm";
import { savedSearchFilters, savedSearchLabel } from "@/lib/alerts/saved-search";
import { readUnsubscribeToken, type UnsubscribeSubject } from "@/lib/alerts/unsubscribe-token";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { alertDigests, savedSearches, users } from "../db/schema";
import { priceAlertSettingsOf, setPriceAlertSettings } from "./saved-searches";

/**
 * The unsubscribe link (issue 21 §6): a token names what it stops; the page shows what that is
 * (reading, never changing: mail scanners open links), and its button's POST turns it off. A token of
 * another site, or of an alert since deleted, is no token here.
 */
export type Unsubscribable = {
  subject: UnsubscribeSubject;
  /** What the button stops, in words: `alerts for "Used Toyota Cars for sale"`. */
  description: string;
  /** Already off: the page says so rather than offer to stop it again. */
  alreadyOff: boolean;
};

export async function findUnsubscribable(
  db: Database,
  site: Site,
  key: string,
  token: string,
): Promise<Unsubscribable | null> {
  const subject = readUnsubscribeToken(key, site.id, token);
  if (!subject) return null;
  if (subject.kind === "search") {
    const [row] = await db
      .select({ query: savedSearches.query, alertsOn: savedSearches.alertsOn })
      .from(savedSearches)
      .where(and(eq(savedSearches.id, subject.savedSearchId), eq(savedSearches.siteId, site.id)));
    if (!row) return null;
    return {
      subject,
      description: `alerts for your saved search "${savedSearchLabel(savedSearchFilters(row.query))}"`,
      alreadyOff: !row.alertsOn,
    };
  }
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, subject.userId), eq(users.siteId, site.id)));
  if (!user) return null;
  const prices = await priceAlertSettingsOf(db, user.id);
  if (subject.kind === "price-drops") {
    return {
      subject,
      description: "price-drop alerts for the cars on your watchlist",
      alreadyOff: !prices.alertsOn,
    };
  }
  const searchesOn = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.userId, user.id),
        eq(savedSearches.siteId, site.id),
        eq(savedSearches.alertsOn, true),
      ),
    );
  return {
    subject,
    description: `all your alerts from ${site.name}: saved searches and price drops`,
    alreadyOff: !prices.alertsOn && searchesOn.length === 0,
  };
}

/**
 * Turns off what the token names. "All" also cancels a digest of the shopper's still waiting in the
 * outbox (a retry after a failed send), so nothing more arrives after the click.
 */
export async function unsubscribe(
  db: Database,
  site: Site,
  subject: UnsubscribeSubject,
  now: Date,
): Promise<void> {
  if (subject.kind === "search") {
    await db
      .update(savedSearches)
      .set({ alertsOn: false, updatedAt: now })
      .where(and(eq(savedSearches.id, subject.savedSearchId), eq(savedSearches.siteId, site.id)));
    return;
  }
  await setPriceAlertSettings(db, subject.userId, { alertsOn: false }, now);
  if (subject.kind === "price-drops") return;
  await db
    .update(savedSearches)
    .set({ alertsOn: false, updatedAt: now })
    .where(and(eq(savedSearches.userId, subject.userId), eq(savedSearches.siteId, site.id)));
  await db
    .update(alertDigests)
    .set({ status: "dead", lockedUntil: null, lastError: "the shopper unsubscribed before it was sent" })
    .where(
      and(
        eq(alertDigests.userId, subject.userId),
        eq(alertDigests.siteId, site.id),
        eq(alertDigests.status, "pending"),
      ),
    );
}
