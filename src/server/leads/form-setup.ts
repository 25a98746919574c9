import "server-only";
import type { SiteFormSetup } from "@/lib/leads/form-setup";
import { leadFormOptionsForSite } from "@/lib/leads/forms";
import type { Database } from "../db/client";
import { listSiteLocations } from "../locations/queries";
import type { Site } from "../tenancy/sites";

/**
 * A site's lead-form setup: the same switches and choices POST /api/leads validates against, so the
 * browser's checks and the server's agree (the route builds its schema from the same two facts).
 */
export async function siteFormSetup(db: Database, site: Site): Promise<SiteFormSetup> {
  const locations = await listSiteLocations(db, site);
  const slugOf = new Map(site.dealerships.map((d) => [d.id, d.slug]));
  return {
    options: leadFormOptionsForSite(site.config, {
      dealershipCount: site.dealerships.length,
      locationCount: locations.length,
    }),
    dealerships: site.dealerships.map((d) => ({ value: d.slug, label: d.name })),
    locations: locations.map((l) => ({
      value: String(l.id),
      label: l.name,
      ...(slugOf.has(l.dealershipId) ? { group: slugOf.get(l.dealershipId)! } : {}),
    })),
    financeEnquiryEvent: site.template.financeEnquiryEvent,
  };
}
