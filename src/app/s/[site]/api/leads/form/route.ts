import { jsonError } from "@/server/http/api";
import { leadGuard } from "@/server/leads/intake/lead-guard";
import { getSite } from "@/server/tenancy/site-cache";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ site: string }> };

/**
 * GET /api/leads/form: what a lead form fetches when it is shown: the signed render stamp (the
 * minimum fill time counts from here, not from when a cached page was built) and the idempotency key
 * every submission of this form carries.
 */
export async function GET(_request: Request, { params }: Params): Promise<Response> {
  const site = await getSite((await params).site);
  if (!site) return jsonError(404, "Unknown site");
  return Response.json(leadGuard().newForm(site.slug), { headers: { "cache-control": "no-store" } });
}
