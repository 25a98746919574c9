import { getDatabase } from "@/server/db/database";
import { withSite } from "@/server/http/with-site";
import { postLead } from "@/server/leads/intake/lead-post-endpoint";

export const dynamic = "force-dynamic";

/**
 * POST /api/leads: every lead form posts here (issue 5 "one submit path"). The answer is 201 with
 * `lead_id` once the lead and its deliveries are committed (200 for a repeat of the same form), 400
 * with a reason per field, 403 for a cross-site post, 409 for a reused form key with other content,
 * 413 for a body over 16 KB, and 429 when too many come from one place.
 */
export const POST = withSite(async (request, site) => postLead(await getDatabase(), site, request));
