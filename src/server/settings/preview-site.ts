import "server-only";
import type { Site } from "@/lib/tenancy/site";
import { safeParseSiteConfig } from "@/lib/tenancy/site-config";
import type { Database } from "../db/client";
import { findPreview } from "./config-preview";

/**
 * The site as a preview shows it (decision 0054): the stored site with the unsaved overrides of the
 * preview `token` names: the site's config, or one dealership's. The site unchanged when the token
 * names no live preview of this site.
 */
export async function previewedSite(db: Database, site: Site, token: string | undefined): Promise<Site> {
  const preview = await findPreview(db, token, site.id);
  if (!preview) return site;
  if (preview.dealershipId === null) {
    const parsed = safeParseSiteConfig(preview.config);
    return parsed.success ? { ...site, config: parsed.data } : site;
  }
  const dealerships = site.dealerships.map((d) =>
    d.id === preview.dealershipId ? { ...d, config: preview.config } : d,
  );
  // Each car's config is worked out from the new overrides by siteForDealership, as for a stored one.
  return { ...site, dealerships };
}
