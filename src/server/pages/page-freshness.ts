import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { type MovingVersion, settleChange } from "@/lib/search/settle-change";
import type { Database } from "../db/client";
import { logger } from "../observability/log";
import { processSingleton } from "../process-singleton";
import { getStockSearch } from "../search/stock-search-instance";
import { invalidateSiteCache } from "../tenancy/site-cache";
import { readSite } from "../tenancy/sites";
import { siteDataVersions } from "./site-versions";

const log = logger("pages");

/**
 * Pages that are cached and still fresh within seconds of a feed (issue 15 §5). Every page of a site
 * carries the tag `site:<slug>` (tagSitePages, called by the site layout), so Next's cache of car
 * pages can be expired per site; the front cache (scripts/front-cache.mjs) keeps search and home pages
 * per URL and drops a site's entries when its version changes. Once a second the front cache asks
 * `GET /api/internal/site-versions`, which runs `refreshChangedSites` in this process: a site whose
 * data changed gets its search index rebuilt first, then its pages expired, so no page is made (and
 * cached again) from the index the change made stale. Decision 0017.
 */

export const siteTag = (slug: string) => `site:${slug}`;

/** Marks the page being rendered as made from the site's data (the tag reaches Next's page cache). */
export async function tagSitePages(slug: string): Promise<void> {
  await unstable_cache(async () => true, ["site-pages", slug], { tags: [siteTag(slug)] })();
}

const served = processSingleton<Map<string, string>>("served-site-versions");
/** Changes seen but not acted on yet: acted on once they settle (lib/search/settle-change.ts). */
const moving = processSingleton<Map<string, MovingVersion>>("moving-site-versions");

/**
 * Brings every changed site's search index up to date, then expires the site's cached pages, and
 * returns the version each site's pages are now made from. The first call only records them.
 */
export async function refreshChangedSites(db: Database): Promise<Record<string, string>> {
  const known = served.get(() => new Map());
  const seen = moving.get(() => new Map());
  const first = known.size === 0;
  const current = await siteDataVersions(db);
  const changed = [...current].filter(([slug, version]) => {
    if (known.get(slug) === version || first) {
      seen.delete(slug);
      return known.get(slug) !== version;
    }
    const settled = settleChange(seen.get(slug), version, Date.now());
    if (settled.act) seen.delete(slug);
    else seen.set(slug, settled.seen);
    return settled.act;
  });
  if (changed.length && !first) {
    invalidateSiteCache();
    const search = await getStockSearch();
    for (const [slug] of changed) {
      const site = await readSite(db, slug);
      if (site) {
        await search.warm(site).catch((error) => {
          log.error(`rebuilding the search index of ${slug} failed`, { site: slug, err: error });
        });
      }
      // Expired now, not marked stale: the next visit gets the new page, not the old one once more.
      revalidateTag(siteTag(slug), { expire: 0 });
    }
  }
  for (const [slug, version] of changed) known.set(slug, version);
  for (const slug of known.keys()) if (!current.has(slug)) known.delete(slug);
  return Object.fromEntries(known);
}
