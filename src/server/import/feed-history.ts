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
import type { Database, Executor } from "../db/client";
import { dealerships, feedImports, sites } from "../db/schema";
import { logger } from "../observability/log";
import { type AuditActor, type AuditEntry, actorLabel, recordAudit } from "../staff/audit";

const log = logger("import");

/**
 * The feed history's writer and readers (issue 32 §1, decision 0052). Every way a feed comes in
 * records it here, however it ended: imported, refused whole, or unreadable. The record is begun
 * before the import writes its first car, so that each car it writes can name it
 * (`cars.last_import_id`, in the car's own transaction), and finished with the report.
 *
 * - A staff member's upload (the console) begins its record and its audit entry in one transaction,
 *   and is not imported when that fails; a record that cannot be finished is answered as an error.
 * - A machine's feed (the admin API, the command line, the inbox) is imported whatever happens to
 *   its record: a failure to write is logged, and a record that could not be begun is written whole
 *   at the end instead (its cars then name no import).
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
  | { error: string; outcome: Exclude<FeedOutcome, "imported" | "running">; bytes?: number };

async function siteIdOf(db: Executor, start: FeedImportStart, report: StoredImportReport | null) {
  if (start.siteId) return start.siteId;
  const slug = report?.site?.slug ?? report?.refused?.site;
  if (!slug) return null;
  const [row] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, slug));
  return row?.id ?? null;
}

async function dealershipIdsOf(db: Executor, slugs: Iterable<string>): Promise<number[]> {
  const list = [...new Set(slugs)];
  if (!list.length) return [];
  const rows = await db
    .select({ id: dealerships.id })
    .from(dealerships)
    .where(inArray(dealerships.slug, list));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** What a begun record holds: who, what and when, and the dealership it was sent for. */
async function startValues(db: Executor, start: FeedImportStart) {
  return {
    source: start.source,
    actor: start.actor.kind === "inbox" ? "Inbox folder" : actorLabel(start.actor),
    staffId: start.actor.kind === "staff" ? start.actor.staffId : null,
    siteId: start.siteId ?? null,
    dealershipIds: await dealershipIdsOf(db, start.dealershipSlug ? [start.dealershipSlug] : []),
    format: start.format,
    fileName: start.fileName ? storableJson(start.fileName.slice(0, 300)) : null,
    outcome: "running",
    startedAt: start.startedAt,
  };
}

/** What a finished record adds: the outcome, the report or error, and what the feed named. */
async function endValues(db: Executor, start: FeedImportStart, end: FeedImportEnd) {
  const report = "report" in end ? end.report : null;
  const slugs = [...(report?.dealerships ?? []), ...(start.dealershipSlug ? [start.dealershipSlug] : [])];
  return {
    siteId: await siteIdOf(db, start, report),
    dealershipIds: await dealershipIdsOf(db, slugs),
    bytes: report ? (report.feed?.bytes ?? 0) : "error" in end ? (end.bytes ?? 0) : 0,
    outcome: report ? reportOutcome(report) : (end as { outcome: FeedOutcome }).outcome,
    error: "error" in end ? storableJson(end.error.slice(0, 2000)) : null,
    // A report names what was malformed, as it was sent: stored whatever it held.
    report: storableJson(report),
    finishedAt: new Date(),
  };
}

/**
 * Begins an import's record, before its first car is written; answers its id, which the import's
 * cars will name. A staff member's upload passes its audit entry, written in the same transaction,
 * so no car changes before the upload is in the audit log. Throws when it cannot be written.
 */
export async function beginFeedImport(
  db: Database,
  start: FeedImportStart,
  audit?: (id: number) => AuditEntry,
): Promise<number> {
  const values = await startValues(db, start);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(feedImports).values(values).returning({ id: feedImports.id });
    if (!row) throw new Error("the feed history returned no row");
    if (audit && start.actor.kind !== "inbox") await recordAudit(tx, start.actor, audit(row.id));
    return row.id;
  });
}

/** Finishes a begun record with the import's report or its error. Throws when it cannot be written. */
export async function finishFeedImport(
  db: Database,
  id: number,
  start: FeedImportStart,
  end: FeedImportEnd,
): Promise<void> {
  const values = await endValues(db, start, end);
  const done = await db
    .update(feedImports)
    .set(values)
    .where(eq(feedImports.id, id))
    .returning({ id: feedImports.id });
  if (!done.length) throw new Error(`the feed history has no import ${id}`);
}

const logFailure = (error: unknown) =>
  log.error("the feed history could not record an import", { err: error });

/** A machine's feed: begins its record, or answers null (logged) when it cannot be written. */
export async function beginMachineImport(db: Database, start: FeedImportStart): Promise<number | null> {
  try {
    return await beginFeedImport(db, start);
  } catch (error) {
    logFailure(error);
    return null;
  }
}

/**
 * A machine's feed: finishes its record, or writes it whole when it could not be begun (`id` null);
 * a failure is logged and never fails the import it records. Answers the record's id, or null.
 */
export async function finishMachineImport(
  db: Database,
  id: number | null,
  start: FeedImportStart,
  end: FeedImportEnd,
): Promise<number | null> {
  try {
    if (id !== null) {
      await finishFeedImport(db, id, start, end);
      return id;
    }
    const values = { ...(await startValues(db, start)), ...(await endValues(db, start, end)) };
    const [row] = await db.insert(feedImports).values(values).returning({ id: feedImports.id });
    return row?.id ?? null;
  } catch (error) {
    logFailure(error);
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
