import "server-only";
import { z } from "zod";
import type { Env } from "@/env";
import { reportTotals } from "@/lib/import/feed-history";
import { feedFormatByName } from "@/lib/import/read-feed";
import { crossSiteReason } from "@/lib/net/origin";
import { may } from "@/lib/staff/roles";
import type { Database } from "../db/client";
import { jsonError, parseQuery } from "../http/api";
import { BodyTooLargeError, bodyChunks } from "../http/read-body";
import { factsOf } from "../http/request-facts";
import { clientFacts } from "../http/state-change";
import { beginFeedImport, type FeedImportEnd, finishFeedImport } from "../import/feed-history";
import { FeedUnreadableError, ingestFeed } from "../import/ingest-feed";
import { ImportOutsideSiteError } from "../import/outside-site";
import { logger } from "../observability/log";
import { consoleSiteSession } from "../staff/console-api";
import { staffActor } from "../staff/current-staff";

const log = logger("import");

type ImportEndpointDeps = { settings: Env; database: () => Promise<Database> };

/**
 * A stock feed uploaded from the console (issue 32 §1, decision 0052): `POST /admin/api/import` on the
 * console's host with the member's session instead of a bearer token, `?site=<slug>&dealership=<slug>`.
 * The same endpoint, body limit (IMPORT_BODY_LIMIT_MB) and import as every other feed, because the
 * path is the one the app's proxy leaves alone and the body streams to the import; what differs:
 *
 * - the origin is checked (403 from another site's page), and the body must be `text/csv` or
 *   `application/json`, types no cross-site form can send;
 * - the member needs `stock.write` on the site (401/403/404 as every console API) and on the
 *   dealership, which must be one of the site's (else 404);
 * - the feed may carry only that dealership's cars: a CSV's rows all belong to it, a JSON bundle may
 *   hold only `cars` of it (anything else is refused whole, 403 with the reasons);
 * - it is recorded in the feed history as the member's, and audit-logged: the history's record and
 *   the audit entry are written in one transaction before the import starts (each car it writes
 *   names that record), so no car changes unless the upload is in the audit log; when they cannot
 *   be written nothing is imported (503). Success is answered only once the record holds the
 *   report; when it cannot be stored the answer is an error saying what was imported (500).
 */

const consoleImportQuery = z.strictObject({
  site: z.string().max(100),
  dealership: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a dealership slug"),
  replace_stock: z.enum(["0", "1"]).optional(),
  name: z.string().max(200).optional(),
});

export async function consoleImport(request: Request, deps: ImportEndpointDeps): Promise<Response> {
  const { settings } = deps;
  const crossSite = crossSiteReason(
    request.headers,
    factsOf(request.headers, settings.FORECOURT_INTERNAL_TOKEN).scheme,
  );
  if (crossSite) return jsonError(403, crossSite);
  const query = parseQuery(new URL(request.url).searchParams, consoleImportQuery);
  if (!query.ok) return query.response;
  const db = await deps.database();
  const client = clientFacts(request.headers);
  const who = await consoleSiteSession(
    { db, secret: settings.AUTH_SECRET },
    query.data.site,
    "stock.write",
  )(request, client);
  if (!who.ok) return who.response;
  const { member, site } = who.data;
  const dealership = site.dealerships.find((d) => d.slug === query.data.dealership);
  if (!dealership || !may(member.scope, "stock.write", { siteId: site.id, dealershipId: dealership.id })) {
    return jsonError(404, "There is no such dealership on this site.");
  }
  const format = feedFormatByName(request.headers.get("content-type") ?? "");
  if (!format) return jsonError(415, "Upload a .csv stock feed or a .json feed of cars");
  const history = {
    source: "console" as const,
    actor: staffActor(member, client.address),
    format,
    startedAt: new Date(),
    fileName: query.data.name ?? null,
    siteId: site.id,
    dealershipSlug: dealership.slug,
  };
  let id: number;
  try {
    id = await beginFeedImport(db, history, (importId) => ({
      siteId: site.id,
      action: "feed.upload",
      targetType: "feed-import",
      targetId: importId,
      after: {
        file: history.fileName,
        dealership: dealership.slug,
        format,
        replaceStock: query.data.replace_stock === "1",
      },
    }));
  } catch (error) {
    log.error("a console upload could not be recorded", { err: error });
    return jsonError(
      503,
      "Nothing was imported: the upload could not be recorded in the feed history and the audit log. Try again in a minute.",
    );
  }
  /** Stores the record's end; answers the error to send instead when it could not be stored. */
  const finish = async (end: FeedImportEnd, what: string): Promise<Response | null> => {
    try {
      await finishFeedImport(db, id, history, end);
      return null;
    } catch (error) {
      log.error(`console upload ${id}'s report could not be stored`, { importId: id, err: error });
      return Response.json(
        {
          id,
          error: `${what} But its report could not be stored in the feed history, where it shows as not finished; the upload is in the audit log.`,
        },
        { status: 500, headers: { "cache-control": "private, no-store" } },
      );
    }
  };
  try {
    const report = await ingestFeed(db, {
      chunks: bodyChunks(request, settings.IMPORT_BODY_LIMIT_MB * 1024 * 1024),
      format,
      dealershipSlug: dealership.slug,
      replaceStock: query.data.replace_stock === "1",
      onlySite: { siteSlug: site.slug, dealershipSlugs: new Set([dealership.slug]), stockOnly: true },
      importId: id,
    });
    const totals = reportTotals(report);
    const unstored = await finish(
      { report },
      `The feed was imported: ${totals.written} written, ${totals.refused} refused.`,
    );
    return unstored ?? Response.json({ id, report }, { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    const refusedWhole = error instanceof ImportOutsideSiteError;
    // These end before the first write; anything else may have come after some cars were written.
    const nothingWritten =
      refusedWhole || error instanceof FeedUnreadableError || error instanceof BodyTooLargeError;
    const unstored = await finish(
      {
        error: refusedWhole ? error.issues.map((i) => i.message).join("; ") : (error as Error).message,
        outcome: refusedWhole ? "refused" : "failed",
      },
      nothingWritten ? "Nothing was imported." : "The import stopped with an error.",
    );
    if (unstored) return unstored;
    if (error instanceof BodyTooLargeError) {
      return jsonError(
        413,
        `The feed is over ${settings.IMPORT_BODY_LIMIT_MB} MB, the most an import takes.`,
      );
    }
    if (error instanceof FeedUnreadableError)
      return Response.json({ id, error: error.message }, { status: 400 });
    if (refusedWhole) {
      return Response.json(
        {
          id,
          error: "Nothing was imported: this feed holds more than this dealership's cars.",
          issues: error.issues.map((i) => ({ key: i.field || i.section, message: i.message })),
        },
        { status: 403 },
      );
    }
    throw error;
  }
}
