import "server-only";
import { readSuccessToken } from "@/lib/leads/success-token";
import type { LeadSuccess } from "@/lib/notices/lead-notice";
import type { Site } from "@/lib/tenancy/site";
import { getDatabase } from "@/server/db/database";
import { successSecret } from "@/server/leads/intake/success-secret";
import { readLeadSuccess } from "@/server/leads/lead-success";

/**
 * The success page's loader: the lead its `?c=` link names (lib/leads/success-token), when the link
 * is this site's, signed and under an hour old; else null, and the page says the general thanks.
 */
export async function loadLeadSuccess(
  site: Site,
  token: string | string[] | undefined,
): Promise<LeadSuccess | null> {
  if (typeof token !== "string" || !token) return null;
  const db = await getDatabase();
  const leadId = readSuccessToken(await successSecret(db), token, site.slug, Date.now());
  return leadId ? readLeadSuccess(db, site, leadId) : null;
}
