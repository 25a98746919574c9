import "server-only";
import { z } from "zod";
import { type Env, env } from "@/env";
import { formatIssue, type ImportIssue } from "@/lib/import/import-issue";
import { feedFormatByName } from "@/lib/import/read-feed";
import type { ImportSiteScope } from "@/lib/import/site-scope";
import type { AdminAccess } from "@/lib/staff/api-key-scopes";
import { isConsoleHost } from "@/lib/staff/console-host";
import type { Database } from "../db/client";
import { getDatabase } from "../db/database";
import { jsonError, parseQuery } from "../http/api";
import { BodyTooLargeError, bodyChunks } from "../http/read-body";
import { factsOf } from "../http/request-facts";
import { beginMachineImport, type FeedActor, finishMachineImport } from "../import/feed-history";
import { FeedUnreadableError, ingestFeed } from "../import/ingest-feed";
import { ImportOutsideSiteError } from "../import/outside-site";
import { logger } from "../observability/log";
import { readSite } from "../tenancy/sites";
import { adminAccess, adminCredential, unauthorized } from "./admin-access";
import { consoleImport } from "./console-import";

const log = logger("import");

/**
 * `POST /admin/api/import` (issue 15 §1): a feed into the running server, embedded or PostgreSQL.
 * The body is the feed itself (a JSON bundle, or a CSV stock feed), read as it arrives up to
 * IMPORT_BODY_LIMIT_MB; the answer is the import's report as JSON, the same the CLI prints.
 *
 *   curl -X POST --data-binary @feed.json -H "Authorization: Bearer $TOKEN" \
 *        -H "Content-Type: application/json" "http://localhost:3000/admin/api/import?replace_stock=1"
 *
 * `?replace_config=1` stores the bundle's site and dealership configs as written instead of merging
 * them over the stored ones (decision 0041). A feed nesting deeper than 64 levels answers 400.
 */

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no"], { message: "must be 1 or 0" })
  .transform((v) => v === "1" || v === "true" || v === "yes");

export const importQuerySchema = z.strictObject({
  replace_stock: flag.optional(),
  replace_config: flag.optional(),
  format: z.enum(["json", "csv"], { message: "must be json or csv" }).optional(),
  dealership: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a dealership slug (lower-case letters, digits, hyphens)")
    .optional(),
});

export type ImportEndpointDeps = { settings: Env; database: () => Promise<Database>; now?: () => Date };

/** The handler, over a given environment and database (the route passes the server's). */
export function importEndpoint(deps: ImportEndpointDeps) {
  return (request: Request) => handleImport(request, deps);
}

/** The server's endpoint: its environment and database. */
export const handleImportRequest = importEndpoint({ settings: env, database: getDatabase });

/** An import issue as the API's `issues` name them: `cars[3].dealership_slug`, and the line it prints as. */
const issueOf = (issue: ImportIssue) => ({
  key: `${issue.section}${issue.index === null ? "" : `[${issue.index}]`}${issue.field ? `.${issue.field}` : ""}`,
  message: formatIssue(issue),
});

/** What the caller may import: everything (the operator), or one site's own data; else the refusal. */
async function importScope(
  deps: ImportEndpointDeps,
  access: AdminAccess,
): Promise<{ ok: true; onlySite?: ImportSiteScope } | { ok: false; response: Response }> {
  if (access.kind === "operator") return { ok: true };
  if (!access.scopes.includes("import")) {
    return { ok: false, response: jsonError(403, "This API key was not given the import permission.") };
  }
  const site = await readSite(await deps.database(), access.siteSlug);
  if (!site) return { ok: false, response: unauthorized() };
  return {
    ok: true,
    onlySite: { siteSlug: site.slug, dealershipSlugs: new Set(site.dealerships.map((d) => d.slug)) },
  };
}

async function handleImport(request: Request, deps: ImportEndpointDeps): Promise<Response> {
  const { settings, database } = deps;
  // From the console's own pages, with the member's session rather than a token (console-import.ts).
  if (
    !request.headers.has("authorization") &&
    isConsoleHost(request.headers.get("host"), settings.CONSOLE_HOST)
  ) {
    return consoleImport(request, deps);
  }
  const credential = adminCredential(request, settings);
  if (!credential.ok) return credential.response;
  const access = await adminAccess(deps, credential.data);
  if (!access) return unauthorized();
  const scope = await importScope(deps, access);
  if (!scope.ok) return scope.response;
  const query = parseQuery(new URL(request.url).searchParams, importQuerySchema);
  if (!query.ok) return query.response;
  const format = query.data.format ?? feedFormatByName(request.headers.get("content-type") ?? "");
  if (!format) {
    return jsonError(
      415,
      "Send the feed as Content-Type application/json (a bundle) or text/csv (a stock feed), or say ?format=json|csv",
    );
  }
  const limit = settings.IMPORT_BODY_LIMIT_MB * 1024 * 1024;
  const db = await database();
  const seen = factsOf(request.headers, settings.FORECOURT_INTERNAL_TOKEN).clientAddress;
  const address = seen === "unknown" ? null : seen;
  const actor: FeedActor =
    access.kind === "operator"
      ? { kind: "admin-token", address }
      : { kind: "api-key", keyId: access.keyId, name: access.name, address };
  const history = {
    source: "admin-api" as const,
    actor,
    format,
    startedAt: new Date(),
    siteId: access.kind === "api-key" ? access.siteId : null,
    dealershipSlug: query.data.dealership,
  };
  const importId = await beginMachineImport(db, history);
  try {
    const report = await ingestFeed(db, {
      chunks: bodyChunks(request, limit),
      format,
      dealershipSlug: query.data.dealership,
      replaceStock: query.data.replace_stock ?? false,
      replaceConfig: query.data.replace_config ?? false,
      onlySite: scope.onlySite,
      importId,
    });
    await finishMachineImport(db, importId, history, { report });
    log.info(
      `${format} feed of ${report.feed.bytes} bytes in ${report.feed.ms} ms: ${report.issues.length} problem(s), ${report.warnings.length} warning(s)`,
      { format, bytes: report.feed.bytes, ms: report.feed.ms, importId },
    );
    return Response.json(report, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    await finishMachineImport(db, importId, history, {
      error: (error as Error).message,
      outcome: error instanceof ImportOutsideSiteError ? "refused" : "failed",
    });
    if (error instanceof BodyTooLargeError) {
      return jsonError(413, `The feed is over IMPORT_BODY_LIMIT_MB (${settings.IMPORT_BODY_LIMIT_MB} MB)`);
    }
    if (error instanceof FeedUnreadableError) return jsonError(400, error.message);
    if (error instanceof ImportOutsideSiteError) {
      return jsonError(403, error.message, error.issues.map(issueOf));
    }
    throw error;
  }
}
