import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { isJsonObject, type JsonObject, mergePatch } from "@/lib/import/merge-patch";
import {
  type ConfigChange,
  configChanges,
  maskSecrets,
  withoutEmptiedGroups,
  withoutUntouchedSecrets,
} from "@/lib/settings/config-patch";
import { touchesListing } from "@/lib/settings/listing-keys";
import { dealershipConfigSchema } from "@/lib/tenancy/dealership-config";
import { HIDDEN_SITE_CONFIG_PATHS, siteConfigSchema } from "@/lib/tenancy/site-config";
import type { Database, Executor } from "../db/client";
import { configRevisions, dealerships, siteDealerships, sites } from "../db/schema";
import { type ApiIssue, firstIssuePerKey, zodIssues } from "../http/api";
import { type AuditActor, actorLabel, recordAudit } from "../staff/audit";
import { themeContrastIssues } from "./theme-check";

/**
 * The one writer of a site's (or one of its dealerships') config overrides outside an import (issue
 * 32 item 3, decision 0054): the console's settings forms, its rollbacks and `PATCH
 * /admin/api/sites/{slug}/config` all come here. A JSON Merge Patch (RFC 7396) over the stored
 * overrides, the same merge the bundle import makes (lib/import/merge-patch, decision 0041): only the
 * keys the patch names move. In one transaction: the row locked, merged, validated whole by the
 * schema (a 400 per field), stored, a revision and an audit entry written; nothing when nothing
 * changes, so a retried save is not applied twice.
 */

export type ConfigTarget = { siteId: number; dealershipId: number | null };

export type ConfigWrite =
  | { kind: "ok"; overrides: JsonObject; changes: ConfigChange[]; revisionId: number | null }
  | { kind: "invalid"; issues: ApiIssue[] }
  | { kind: "not-found" };

/** The stored overrides of the target: the site's, or a dealership's of the site. */
export async function storedOverrides(
  db: Executor,
  target: ConfigTarget,
  lock = false,
): Promise<JsonObject | null> {
  if (target.dealershipId === null) {
    const query = db.select({ config: sites.config }).from(sites).where(eq(sites.id, target.siteId));
    const [row] = lock ? await query.for("update") : await query;
    return row ? (isJsonObject(row.config) ? row.config : {}) : null;
  }
  const query = db
    .select({ config: dealerships.config })
    .from(dealerships)
    .innerJoin(siteDealerships, eq(siteDealerships.dealershipId, dealerships.id))
    .where(and(eq(dealerships.id, target.dealershipId), eq(siteDealerships.siteId, target.siteId)));
  const [row] = lock ? await query.for("update", { of: dealerships }) : await query;
  return row ? (isJsonObject(row.config) ? row.config : {}) : null;
}

/** The issues of a merged config its schema refuses, one per field, keyed by the field's dotted path. */
export function configIssues(target: ConfigTarget, merged: JsonObject): ApiIssue[] {
  const schema = target.dealershipId === null ? siteConfigSchema : dealershipConfigSchema;
  const parsed = schema.safeParse(merged);
  return parsed.success ? [] : firstIssuePerKey(zodIssues(parsed.error));
}

async function storeOverrides(tx: Executor, target: ConfigTarget, merged: JsonObject, listing: boolean) {
  const now = new Date();
  if (target.dealershipId === null) {
    await tx
      .update(sites)
      .set({
        config: merged,
        updatedAt: now,
        ...(listing ? { listingVersion: sql`${sites.listingVersion} + 1` } : {}),
      })
      .where(eq(sites.id, target.siteId));
    return;
  }
  // A dealership's overrides reach its cars' pages and cards: its stock version moves, so every
  // site showing it refreshes its pages and search index (decision 0017).
  await tx
    .update(dealerships)
    .set({ config: merged, updatedAt: now, stockVersion: sql`${dealerships.stockVersion} + 1` })
    .where(eq(dealerships.id, target.dealershipId));
  await tx.update(sites).set({ updatedAt: now }).where(eq(sites.id, target.siteId));
}

const byPath = (changes: readonly ConfigChange[], side: "before" | "after") =>
  Object.fromEntries(changes.map((c) => [c.path, c[side] ?? null]));

export async function applyConfigPatch(
  db: Database,
  target: ConfigTarget,
  patch: JsonObject,
  actor: AuditActor,
  options: { rollbackOf?: number } = {},
): Promise<ConfigWrite> {
  return db.transaction(async (tx) => {
    const stored = await storedOverrides(tx, target, true);
    if (stored === null) return { kind: "not-found" as const };
    const sent = withoutUntouchedSecrets(patch, HIDDEN_SITE_CONFIG_PATHS);
    const merged = withoutEmptiedGroups(mergePatch(stored, sent) as JsonObject, sent);
    const issues = configIssues(target, merged);
    if (!issues.length && target.dealershipId === null) {
      issues.push(...(await themeContrastIssues(tx, target.siteId, stored, merged)));
    }
    if (issues.length) return { kind: "invalid" as const, issues };
    const changes = configChanges(stored, merged, HIDDEN_SITE_CONFIG_PATHS);
    if (changes.length === 0) return { kind: "ok" as const, overrides: merged, changes, revisionId: null };
    await storeOverrides(tx, target, merged, touchesListing(changes.map((c) => c.path)));
    const [revision] = await tx
      .insert(configRevisions)
      .values({
        siteId: target.siteId,
        dealershipId: target.dealershipId,
        staffId: actor.kind === "staff" ? actor.staffId : null,
        actor: actorLabel(actor),
        patch: maskSecrets(sent, HIDDEN_SITE_CONFIG_PATHS),
        changes,
        rollbackOf: options.rollbackOf ?? null,
      })
      .returning({ id: configRevisions.id });
    await recordAudit(tx, actor, {
      siteId: target.siteId,
      action: options.rollbackOf ? "settings.rollback" : "settings.update",
      targetType: target.dealershipId === null ? "site-config" : "dealership-config",
      targetId: target.dealershipId ?? target.siteId,
      before: byPath(changes, "before"),
      after: byPath(changes, "after"),
    });
    return { kind: "ok" as const, overrides: merged, changes, revisionId: revision?.id ?? null };
  });
}
