import "server-only";
import { revalidateTag } from "next/cache";
import { siteTag } from "../pages/page-freshness";
import { invalidateSiteCache } from "../tenancy/site-cache";

/**
 * After a settings change is stored: this process's site cache dropped and the site's cached pages
 * expired at once (the other servers see the new `updated_at` within a second, decision 0017; a
 * listing change also moved `listing_version` in the write's transaction).
 */
export function refreshSiteAfterConfigChange(slug: string): void {
  invalidateSiteCache();
  try {
    revalidateTag(siteTag(slug), { expire: 0 });
  } catch {
    // Outside a request Next keeps no page cache to expire (a test, the command line).
  }
}
