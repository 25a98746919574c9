import { env } from "@/env";
import { sameSecret } from "@/lib/net/same-secret";
import { newServerState, reportServedVersions, thisServer } from "@/server/cdn/served-versions";
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
  // With a shared cache in front of the servers, a site every server has caught up with is purged there
  // (decision 0076). Its trouble never stops the front's answer: the next question tries again.
  if (env.CDN_PROVIDER !== "none") {
    await runAsBackground("cdn-purges", () =>
      reportServedVersions(db, thisServer.get(newServerState), sites),
    ).catch((error: unknown) => {
      console.error("[cdn] writing down this server's versions failed:", error);
    });
  }
  return Response.json({ sites }, { headers: { "cache-control": "no-store" } });
}
