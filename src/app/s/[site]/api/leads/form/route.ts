import { withSite } from "@/server/http/with-site";
import { leadGuard } from "@/server/leads/intake/lead-guard";

export const dynamic = "force-dynamic";

/**
 * GET /api/leads/form: what a lead form fetches when it is shown: the signed render stamp (the
 * minimum fill time counts from here, not from when a cached page was built) and the idempotency key
 * every submission of this form carries.
 */
export const GET = withSite(async (_request, site) => {
  return Response.json(leadGuard().newForm(site.slug), { headers: { "cache-control": "no-store" } });
});
