import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { auditLog } from "../db/schema";

/**
 * The audit log as group admins and operators read it (issue 31 §3): one site's entries, newest first,
 * a page at a time (keyed by id, so a page stays put while entries arrive).
 */

export const AUDIT_PAGE_SIZE = 50;

export type AuditRow = typeof auditLog.$inferSelect;

export async function readAuditLog(
  db: Database,
  siteId: number,
  options: { before?: number | null; limit?: number } = {},
): Promise<{ rows: AuditRow[]; nextBefore: number | null }> {
  const limit = options.limit ?? AUDIT_PAGE_SIZE;
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.siteId, siteId), options.before ? lt(auditLog.id, options.before) : undefined))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  return { rows: page, nextBefore: more ? (page.at(-1)?.id ?? null) : null };
}
