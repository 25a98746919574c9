import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { leadGuard } from "@/server/leads/intake/lead-guard";

export const dynamic = "force-dynamic";

/**
 * GET /api/leads/form: what a lead form fetches when it is shown: the signed render stamp (the
 * minimum fill time counts from here, not from when a cached page was built) and the idempotency key
 * every submission of this form carries. The stamp is signed with the key every server on the
 * database shares, so a form served by one server can be posted to another.
 */
export const GET = withSite(async (_request, site) => {
  const guard = await leadGuard(await getDatabase());
  return Response.json(guard.newForm(site.slug), { headers: { "cache-control": "no-store" } });
});
