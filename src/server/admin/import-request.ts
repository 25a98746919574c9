import "server-only";
import { z } from "zod";
import { type Env, env } from "@/env";
import { feedFormatByName } from "@/lib/import/read-feed";
import type { Database } from "../db/client";
import { getDatabase } from "../db/database";
import { jsonError, parseQuery } from "../http/api";
import { BodyTooLargeError, bodyChunks } from "../http/read-body";
import { FeedUnreadableError, ingestFeed } from "../import/ingest-feed";
import { adminRefusal } from "./admin-request";

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

const importQuery = z.strictObject({
  replace_stock: flag.optional(),
  replace_config: flag.optional(),
  format: z.enum(["json", "csv"], { message: "must be json or csv" }).optional(),
  dealership: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a dealership slug (lower-case letters, digits, hyphens)")
    .optional(),
});

export type ImportEndpointDeps = { settings: Env; database: () => Promise<Database> };

/** The handler, over a given environment and database (the route passes the server's). */
export function importEndpoint({ settings, database }: ImportEndpointDeps) {
  return (request: Request) => handleImport(request, settings, database);
}

/** The server's endpoint: its environment and database. */
export const handleImportRequest = importEndpoint({ settings: env, database: getDatabase });

async function handleImport(
  request: Request,
  settings: Env,
  database: () => Promise<Database>,
): Promise<Response> {
  const refused = adminRefusal(request, settings);
  if (refused) return refused;
  const query = parseQuery(new URL(request.url).searchParams, importQuery);
  if (!query.ok) return query.response;
  const format = query.data.format ?? feedFormatByName(request.headers.get("content-type") ?? "");
  if (!format) {
    return jsonError(
      415,
      "Send the feed as Content-Type application/json (a bundle) or text/csv (a stock feed), or say ?format=json|csv",
    );
  }
  const limit = settings.IMPORT_BODY_LIMIT_MB * 1024 * 1024;
  try {
    const report = await ingestFeed(await database(), {
      chunks: bodyChunks(request, limit),
      format,
      dealershipSlug: query.data.dealership,
      replaceStock: query.data.replace_stock ?? false,
      replaceConfig: query.data.replace_config ?? false,
    });
    console.log(
      `[import] ${format} feed of ${report.feed.bytes} bytes in ${report.feed.ms} ms: ${report.issues.length} problem(s), ${report.warnings.length} warning(s)`,
    );
    return Response.json(report, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return jsonError(413, `The feed is over IMPORT_BODY_LIMIT_MB (${settings.IMPORT_BODY_LIMIT_MB} MB)`);
    }
    if (error instanceof FeedUnreadableError) return jsonError(400, error.message);
    throw error;
  }
}
