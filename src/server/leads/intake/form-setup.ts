import "server-only";
import type { SiteFormSetup } from "@/lib/leads/form-setup";
import { leadFormOptionsForSite } from "@/lib/leads/forms";
import { siteTimeZone } from "@/lib/locations/time-zones";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../../db/client";
import { listSiteLocations } from "../../locations/queries";

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
      // A test drive time is checked on the dealer's clock (spec 01 §5) before the shopper's location
      // is known: the zone most of the site's locations keep; the schema's qld default without one.
      ...withZone(siteTimeZone(locations.map((l) => l.address.state))),
    }),
    dealerships: site.dealerships.map((d) => ({ value: d.slug, label: d.name })),
    locations: locations.map((l) => ({
      value: String(l.id),
      label: l.name,
      ...(slugOf.has(l.dealershipId) ? { group: slugOf.get(l.dealershipId)! } : {}),
    })),
    financeEnquiryEvent: site.template.financeEnquiryEvent,
    budgetQuickPicks: site.config.finance.budget_quick_picks,
  };
}

function withZone(timeZone: string | null): { timeZone?: string } {
  return timeZone ? { timeZone } : {};
}
