import { env } from "@/env";
import { sameSecret } from "@/lib/net/same-secret";
import { getDatabase } from "@/server/db/database";
import { runAsBackground } from "@/server/db/query-log";
import { refreshChangedSites } from "@/server/pages/page-freshness";

export const dynamic = "force-dynamic";

/**
 * The front cache's once-a-second question (server/pages/page-freshness.ts): which version of each
 * site's data the pages are made from now. Only for the front cache that started this server, which
 * passes FORECOURT_INTERNAL_TOKEN; anyone else gets a 404.
 */
export async function GET(request: Request): Promise<Response> {
  const given = request.headers.get("x-forecourt-internal") ?? "";
  if (!env.FORECOURT_INTERNAL_TOKEN || !sameSecret(given, env.FORECOURT_INTERNAL_TOKEN)) {
    return new Response("Not found", { status: 404 });
  }
  // Not a shopper's request: its queries are logged as background work (query-log.ts), like the
  // index checks it may start.
  const db = await getDatabase();
  const sites = await runAsBackground("site-versions", () => refreshChangedSites(db));
  return Response.json({ sites }, { headers: { "cache-control": "no-store" } });
}
