import "server-only";
import { and, desc, eq, isNull, lt } from "drizzle-orm";
import { type ConfigChange, inversePatch } from "@/lib/settings/config-patch";
import type { Database } from "../db/client";
import { configRevisions, dealerships } from "../db/schema";
import type { AuditActor } from "../staff/audit";
import { applyConfigPatch, type ConfigTarget, type ConfigWrite } from "./config-write";

/**
 * A site's settings history (issue 32 item 3, decision 0054): its revisions newest first, each with
 * who, when and what changed, before and after; and a rollback, which is a new revision undoing one.
 */

export type RevisionView = {
  id: number;
  at: string;
  actor: string;
  /** The dealership whose overrides changed; null: the site's config. */
  dealership: { id: number; name: string } | null;
  changes: ConfigChange[];
  rollbackOf: number | null;
};

export const HISTORY_PAGE = 50;

export async function listRevisions(
  db: Database,
  siteId: number,
  options: { before?: number; dealershipId?: number | null } = {},
): Promise<RevisionView[]> {
  const where = [eq(configRevisions.siteId, siteId)];
  if (options.before) where.push(lt(configRevisions.id, options.before));
  if (options.dealershipId === null) where.push(isNull(configRevisions.dealershipId));
  else if (options.dealershipId !== undefined)
    where.push(eq(configRevisions.dealershipId, options.dealershipId));
  const rows = await db
    .select({
      id: configRevisions.id,
      at: configRevisions.at,
      actor: configRevisions.actor,
      dealershipId: configRevisions.dealershipId,
      dealershipName: dealerships.name,
      changes: configRevisions.changes,
      rollbackOf: configRevisions.rollbackOf,
    })
    .from(configRevisions)
    .leftJoin(dealerships, eq(dealerships.id, configRevisions.dealershipId))
    .where(and(...where))
    .orderBy(desc(configRevisions.id))
    .limit(HISTORY_PAGE);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actor,
    dealership: r.dealershipId === null ? null : { id: r.dealershipId, name: r.dealershipName ?? "" },
    changes: r.changes,
    rollbackOf: r.rollbackOf,
  }));
}

export type Rollback = ConfigWrite & { secretsSkipped?: string[] };

/** Undoes revision `id` of the site: its changed keys back to their values before (a new revision). */
export async function rollbackRevision(
  db: Database,
  siteId: number,
  id: number,
  actor: AuditActor,
): Promise<Rollback> {
  const [row] = await db
    .select()
    .from(configRevisions)
    .where(and(eq(configRevisions.id, id), eq(configRevisions.siteId, siteId)));
  if (!row) return { kind: "not-found" };
  const target: ConfigTarget = { siteId, dealershipId: row.dealershipId };
  const { patch, secretsSkipped } = inversePatch(row.changes);
  const written = await applyConfigPatch(db, target, patch, actor, { rollbackOf: row.id });
  return { ...written, secretsSkipped };
}
