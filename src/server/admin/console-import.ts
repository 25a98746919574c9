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
import { recordFeedImport } from "../import/feed-history";
import { FeedUnreadableError, ingestFeed } from "../import/ingest-feed";
import { ImportOutsideSiteError } from "../import/outside-site";
import { consoleSiteSession } from "../staff/console-api";
import { staffActor } from "../staff/current-staff";

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
 * - it is recorded in the feed history as the member's.
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
  try {
    const report = await ingestFeed(db, {
      chunks: bodyChunks(request, settings.IMPORT_BODY_LIMIT_MB * 1024 * 1024),
      format,
      dealershipSlug: dealership.slug,
      replaceStock: query.data.replace_stock === "1",
      onlySite: { siteSlug: site.slug, dealershipSlugs: new Set([dealership.slug]), stockOnly: true },
    });
    const id = await recordFeedImport(db, history, { report }, (importId) => ({
      siteId: site.id,
      action: "feed.upload",
      targetType: "feed-import",
      targetId: importId,
      after: { file: history.fileName, dealership: dealership.slug, ...reportTotals(report) },
    }));
    return Response.json({ id, report }, { headers: { "cache-control": "private, no-store" } });
  } catch (error) {
    const refusedWhole = error instanceof ImportOutsideSiteError;
    const id = await recordFeedImport(db, history, {
      error: refusedWhole ? error.issues.map((i) => i.message).join("; ") : (error as Error).message,
      outcome: refusedWhole ? "refused" : "failed",
    });
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
