import "server-only";
import { and, count, desc, eq, inArray, isNotNull, isNull, max, ne, notInArray, sql } from "drizzle-orm";
import { ALL_LEADS_FILTER, type DeleteFacts, deleteRefusal } from "@/lib/sites/site-lifecycle";
import type { Database, Executor } from "../db/client";
import { auditLog, dealerships, leads, siteDealerships, sites } from "../db/schema";
import { type AuditActor, recordAudit } from "../staff/audit";
import { invalidateSiteCache } from "../tenancy/site-cache";

/**
 * Archiving, unarchiving and deleting a site (issue 32 §6, decision 0056; the rules are
 * lib/sites/site-lifecycle). Each change is one transaction with its audit entry; archiving and
 * unarchiving bump the site's listing version, so every server's caches of its pages are dropped.
 */

type SiteRef = { id: number; slug: string; name: string };

export type LifecycleOutcome =
  | { kind: "done"; archived: boolean; changed: boolean }
  | { kind: "deleted"; dealershipsDeleted: string[] }
  | { kind: "refused"; field: string; message: string; status: 400 | 409 };

/** Archives (`archive: true`) or unarchives the site; doing it twice changes (and logs) nothing. */
export async function setSiteArchived(
  db: Database,
  site: SiteRef,
  archive: boolean,
  actor: AuditActor,
  now = new Date(),
): Promise<LifecycleOutcome> {
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(sites)
      .set({
        archivedAt: archive ? now : null,
        updatedAt: now,
        listingVersion: sql`${sites.listingVersion} + 1`,
      })
      .where(and(eq(sites.id, site.id), archive ? isNull(sites.archivedAt) : isNotNull(sites.archivedAt)))
      .returning({ id: sites.id });
    if (!rows.length) return false;
    await recordAudit(tx, actor, {
      siteId: site.id,
      action: archive ? "site.archive" : "site.unarchive",
      targetType: "site",
      targetId: site.slug,
      before: { archived: !archive },
      after: { archived: archive },
    });
    return true;
  });
  if (changed) invalidateSiteCache();
  return { kind: "done", archived: archive, changed };
}

/** What the delete rule reads of a site: its archiving, its leads, and its newest full export. */
export async function deleteFacts(
  ex: Executor,
  siteId: number,
): Promise<Omit<DeleteFacts, "slug" | "typed">> {
  const [site] = await ex.select({ archivedAt: sites.archivedAt }).from(sites).where(eq(sites.id, siteId));
  const [tally] = await ex
    .select({ n: count(), last: max(leads.createdAt) })
    .from(leads)
    .where(eq(leads.siteId, siteId));
  const [exported] = await ex
    .select({ at: auditLog.at, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.siteId, siteId),
        eq(auditLog.action, "lead.export"),
        sql`${auditLog.after} ->> 'filter' = ${ALL_LEADS_FILTER}`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return {
    archivedAt: site?.archivedAt ?? null,
    leadCount: Number(tally?.n ?? 0),
    lastLeadAt: tally?.last ? new Date(tally.last) : null,
    lastExport: exported
      ? { at: exported.at, filter: ALL_LEADS_FILTER, rows: Number(exported.after?.rows ?? 0) }
      : null,
  };
}

/**
 * Deletes an archived site once the rule allows it: its rows go with it (every table's `site_id`
 * cascades: content, leads, accounts, staff, keys, its audit entries, its domain claims), and so do
 * the dealerships no other site shows (with their locations and cars); a dealership another site
 * shows stays. The deletion's own audit entry names no site, so it outlives the site.
 */
export async function deleteSite(
  db: Database,
  site: SiteRef,
  typed: string,
  actor: AuditActor,
): Promise<LifecycleOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from sites where id = ${site.id} for update`);
    const facts = await deleteFacts(tx, site.id);
    const refusal = deleteRefusal({ ...facts, slug: site.slug, typed });
    if (refusal) {
      return {
        kind: "refused",
        field: refusal.field,
        message: refusal.message,
        status: refusal.field === "confirm" ? 400 : 409,
      };
    }
    const own = await ownDealerships(tx, site.id);
    const [row] = await tx.select({ domains: sites.domains }).from(sites).where(eq(sites.id, site.id));
    await tx.delete(sites).where(eq(sites.id, site.id));
    if (own.length)
      await tx.delete(dealerships).where(
        inArray(
          dealerships.id,
          own.map((d) => d.id),
        ),
      );
    await recordAudit(tx, actor, {
      siteId: null,
      action: "site.delete",
      targetType: "site",
      targetId: site.slug,
      before: {
        name: site.name,
        domains: row?.domains ?? [],
        leads: facts.leadCount,
        leads_exported_at: facts.lastExport?.at.toISOString() ?? null,
        dealerships_deleted: own.map((d) => d.slug),
      },
    });
    invalidateSiteCache();
    return { kind: "deleted", dealershipsDeleted: own.map((d) => d.slug) };
  });
}

/** The dealerships the site shows that no other site shows. */
async function ownDealerships(ex: Executor, siteId: number) {
  const shownElsewhere = ex
    .select({ id: siteDealerships.dealershipId })
    .from(siteDealerships)
    .where(ne(siteDealerships.siteId, siteId));
  return ex
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(siteDealerships)
    .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
    .where(and(eq(siteDealerships.siteId, siteId), notInArray(dealerships.id, shownElsewhere)));
}
