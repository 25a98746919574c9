import "server-only";
import { and, arrayOverlaps, desc, eq, inArray, lt, or, type SQL } from "drizzle-orm";
import {
  type FeedOutcome,
  type FeedSource,
  reportOutcome,
  type StoredImportReport,
} from "@/lib/import/feed-history";
import type { StaffScope } from "@/lib/staff/roles";
import type { Site } from "@/lib/tenancy/site";
import { storableJson } from "@/lib/text/well-formed";
import type { Database } from "../db/client";
import { dealerships, feedImports, sites } from "../db/schema";
import { type AuditActor, type AuditEntry, actorLabel, recordAudit } from "../staff/audit";

/**
 * The feed history's writer and readers (issue 32 §1, decision 0052). Every way a feed comes in
 * records it here once it has finished, however it ended: imported, refused whole, or unreadable.
 * Recording never fails the import it records: a failure to write is logged and the import's answer
 * stands.
 */

/** Who sent a feed: an audit actor, or the inbox folder (a file dropped by the feed provider). */
export type FeedActor = AuditActor | { kind: "inbox" };

export type FeedImportStart = {
  source: FeedSource;
  actor: FeedActor;
  format: string;
  startedAt: Date;
  fileName?: string | null;
  /** The site the sender acts for (an API key's, the console's); else the bundle's own, if any. */
  siteId?: number | null;
  /** The dealership a CSV feed was sent for (`?dealership=`, the inbox folder, the console's choice). */
  dealershipSlug?: string;
};

export type FeedImportEnd =
  | { report: StoredImportReport & { feed?: { bytes: number } } }
  | { error: string; outcome: Exclude<FeedOutcome, "imported">; bytes?: number };

async function siteIdOf(db: Database, start: FeedImportStart, report: StoredImportReport | null) {
  if (start.siteId) return start.siteId;
  const slug = report?.site?.slug ?? report?.refused?.site;
  if (!slug) return null;
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  return row?.id ?? null;
}

async function dealershipIdsOf(db: Database, slugs: string[]): Promise<number[]> {
  if (!slugs.length) return [];
  const rows = await db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(inArray(dealerships.slug, slugs));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Records one finished import; answers its id, or null when it could not be written. */
export async function recordFeedImport(
  db: Database,
  start: FeedImportStart,
  end: FeedImportEnd,
  /** A staff member's upload: its audit entry, written in the same transaction as the record. */
  audit?: (id: number) => AuditEntry,
): Promise<number | null> {
  try {
    const report = "report" in end ? end.report : null;
    const slugs = new Set(report?.dealerships ?? []);
    if (start.dealershipSlug) slugs.add(start.dealershipSlug);
    const values = {
      source: start.source,
      actor: start.actor.kind === "inbox" ? "Inbox folder" : actorLabel(start.actor),
      staffId: start.actor.kind === "staff" ? start.actor.staffId : null,
      siteId: await siteIdOf(db, start, report),
      dealershipIds: await dealershipIdsOf(db, [...slugs]),
      format: start.format,
      fileName: start.fileName ? storableJson(start.fileName.slice(0, 300)) : null,
      bytes: report ? (report.feed?.bytes ?? 0) : "error" in end ? (end.bytes ?? 0) : 0,
      outcome: report ? reportOutcome(report) : (end as { outcome: FeedOutcome }).outcome,
      error: "error" in end ? storableJson(end.error.slice(0, 2000)) : null,
      // A report names what was malformed, as it was sent: stored whatever it held.
      report: storableJson(report),
      startedAt: start.startedAt,
    };
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(feedImports).values(values).returning({ id: feedImports.id });
      if (row && audit && start.actor.kind !== "inbox") await recordAudit(tx, start.actor, audit(row.id));
      return row?.id ?? null;
    });
  } catch (error) {
    console.error(`[import] the feed history could not record an import: ${(error as Error).message}`);
    return null;
  }
}

/**
 * Which of the history a member sees on a site: imports for the site, or naming one of its
 * dealerships; a manager only those naming a dealership assigned to them.
 */
function visibleOnSite(scope: StaffScope, site: Site): SQL | undefined {
  if (scope.role === "manager") {
    const own = site.dealershipIds.filter((id) => scope.dealershipIds.includes(id));
    return own.length ? arrayOverlaps(feedImports.dealershipIds, own) : eq(feedImports.id, -1);
  }
  return site.dealershipIds.length
    ? or(eq(feedImports.siteId, site.id), arrayOverlaps(feedImports.dealershipIds, site.dealershipIds))
    : eq(feedImports.siteId, site.id);
}

const listColumns = {
  id: feedImports.id,
  source: feedImports.source,
  actor: feedImports.actor,
  format: feedImports.format,
  fileName: feedImports.fileName,
  bytes: feedImports.bytes,
  outcome: feedImports.outcome,
  error: feedImports.error,
  report: feedImports.report,
  startedAt: feedImports.startedAt,
  finishedAt: feedImports.finishedAt,
  dealershipIds: feedImports.dealershipIds,
};

export type FeedImportRow = Awaited<ReturnType<typeof listFeedImports>>["rows"][number];

/** A page of the history, newest first; `before` is the last id of the previous page. */
export async function listFeedImports(
  db: Database,
  scope: StaffScope,
  site: Site,
  options: { before?: number; limit?: number } = {},
) {
  const limit = options.limit ?? 25;
  const rows = await db
    .select(listColumns)
    .from(feedImports)
    .where(and(visibleOnSite(scope, site), options.before ? lt(feedImports.id, options.before) : undefined))
    .orderBy(desc(feedImports.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

/** One import of the history, if the member sees it on the site; else null (a 404). */
export async function readFeedImport(db: Database, scope: StaffScope, site: Site, id: number) {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select(listColumns)
    .from(feedImports)
    .where(and(eq(feedImports.id, id), visibleOnSite(scope, site)));
  return row ?? null;
}
