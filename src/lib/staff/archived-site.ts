import type { StaffAction } from "./roles";

/**
 * An archived site is read-only in the console (issue 32 §6, decision 0056): its staff may still sign
 * in and read (leads, reservations, trade-ins, analytics, the audit log) and export its leads, and an operator may
 * clone, unarchive or delete it; nothing else is changed until it is unarchived, but for a shopper's
 * privacy request (decision 0070): the data is still held, so the shopper may still have it or have
 * it deleted. Pure.
 */
export const ARCHIVED_SITE_ACTIONS: ReadonlySet<StaffAction> = new Set<StaffAction>([
  "sites.manage",
  "audit.read",
  "leads.read",
  "reservations.read",
  "trade-ins.read",
  "analytics.read",
  "privacy.manage",
]);

/** Whether `action` may be done on a site in its state (the role's own grant is asked apart). */
export function siteStateAllows(archivedAt: Date | null | undefined, action: StaffAction): boolean {
  return !archivedAt || ARCHIVED_SITE_ACTIONS.has(action);
}
