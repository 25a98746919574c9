import "server-only";
import { stringify } from "csv-stringify/sync";
import { consoleOrigin } from "@/env";
import { CSV_EXPORT_LIMIT, CSV_HEADER, csvCells } from "@/lib/inbox/inbox-csv";
import {
  type InboxErrors,
  type InboxRequest,
  inboxQueryString,
  parseInboxQuery,
} from "@/lib/inbox/inbox-query";
import { type InboxRow, leadHref } from "@/lib/inbox/inbox-row";
import { leadVisibility } from "@/lib/staff/roles";
import type { Site } from "@/lib/tenancy/site";
import { jsonError, type Parsed } from "../http/api";
import { clientFacts } from "../http/state-change";
import { recordAudit } from "../staff/audit";
import { type ConsoleSessionDeps, consoleSession, SITE_NOT_FOUND, siteFor } from "../staff/console-api";
import { type StaffMember, staffActor } from "../staff/current-staff";
import { countInbox, type InboxReader, inboxBatches, inboxSince } from "./inbox-list";
import { refreshLeadStatistics } from "./lead-statistics";

/**
 * The inbox's two GET endpoints on the console host (issue 31 §4), each behind the member's session and
 * the site check (401, 403, and 404 for a site that is not theirs, as every console API), with the
 * view's filters in the query string exactly as the page reads them:
 *
 * - `GET /api/sites/{slug}/leads/updates?since=<ISO time>&<filters>` → `{ rows, more, checked_at }`: the
 *   view's leads that arrived at or after `since`, newest first, at most 50. The page polls it every
 *   few seconds and shows the rows it does not have yet. It reads the session without extending it.
 * - `GET /api/sites/{slug}/leads/export?<filters>` → the view as CSV (an attachment, at most
 *   CSV_EXPORT_LIMIT leads, newest first), written in batches as it is read, and audit-logged as
 *   `lead.export` with the filter and the number of leads before the first byte is sent.
 */

const PRIVATE = { "cache-control": "private, no-store" };
export const UPDATES_LIMIT = 50;
const EXPORT_BATCH = 1000;

type Reading = { member: StaffMember; site: Site; reader: InboxReader; request: InboxRequest };

async function readInbox(
  deps: ConsoleSessionDeps,
  slug: string,
  request: Request,
): Promise<Parsed<Reading & { params: URLSearchParams }>> {
  const who = await consoleSession(deps)(request, clientFacts(request.headers));
  if (!who.ok) return who;
  const member = who.data;
  const site = await siteFor(deps.db, member, slug, "leads.read");
  const visibility = site ? leadVisibility(member.scope, site.id) : null;
  if (!site || !visibility) return { ok: false, response: jsonError(404, SITE_NOT_FOUND) };
  const params = new URL(request.url).searchParams;
  const { request: parsed, errors } = parseInboxQuery(params);
  if (Object.keys(errors).length) return { ok: false, response: filterErrors(errors) };
  const reader = { siteId: site.id, visibility, staffId: member.scope.staffId };
  return { ok: true, data: { member, site, reader, request: parsed, params } };
}

function filterErrors(errors: InboxErrors): Response {
  const issues = Object.entries(errors).map(([key, message]) => ({ key, message: message as string }));
  return jsonError(400, "Some of the filters cannot be read.", issues);
}

export async function getInboxUpdates(deps: ConsoleSessionDeps, slug: string, request: Request) {
  const read = await readInbox({ ...deps, touch: false }, slug, request);
  if (!read.ok) return read.response;
  const { reader, request: view, params } = read.data;
  const sinceText = params.get("since") ?? "";
  const since = new Date(sinceText);
  if (!sinceText || Number.isNaN(since.getTime())) {
    return jsonError(400, "Say since when, as an ISO 8601 time.", [
      { key: "since", message: "Say since when, as an ISO 8601 time." },
    ]);
  }
  const checkedAt = new Date();
  const rows: InboxRow[] = await inboxSince(deps.db, reader, view, since, UPDATES_LIMIT + 1);
  return Response.json(
    {
      rows: rows.slice(0, UPDATES_LIMIT),
      more: rows.length > UPDATES_LIMIT,
      checked_at: checkedAt.toISOString(),
    },
    { headers: PRIVATE },
  );
}

export async function getInboxExport(deps: ConsoleSessionDeps, slug: string, request: Request) {
  const read = await readInbox(deps, slug, request);
  if (!read.ok) return read.response;
  const { member, site, reader, request: view } = read.data;
  await refreshLeadStatistics(deps.db);
  const rows = await countInbox(deps.db, reader, view, CSV_EXPORT_LIMIT);
  const filter = inboxQueryString(view.filters);
  await recordAudit(deps.db, staffActor(member, clientFacts(request.headers).address), {
    siteId: site.id,
    action: "lead.export",
    targetType: "site",
    targetId: site.slug,
    after: { filter: filter || "(all leads)", rows },
  });
  const origin = consoleOrigin();
  const batches = inboxBatches(deps.db, reader, view, { batchSize: EXPORT_BATCH, max: rows });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark, so a spreadsheet opening the file reads it as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${stringify([[...CSV_HEADER]])}`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      const lines = next.value.map((row) => csvCells(row, `${origin}${leadHref(site.slug, row.id)}`));
      controller.enqueue(encoder.encode(stringify(lines)));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      ...PRIVATE,
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="leads-${site.slug}-${day}.csv"`,
      "x-content-type-options": "nosniff",
    },
  });
}
