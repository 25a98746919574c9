import "server-only";
import type { Site } from "@/lib/tenancy/site";

/**
 * A site's data that every page of it reads and that changes only when the site's data version does
 * (its locations, its promo cards), kept as long as the Site object the site cache handed out
 * (site-cache.ts): at most its few seconds, and dropped at once when this process sees the site's data
 * version move (page-freshness.ts) or drops the cache after a change of its own. Pages with no front
 * cache in the way (a search with filters no one asked for before) then read these once per site, not
 * once per request (issue 35 §1, decision 0085). A draft-mode preview's site is its own object, so it
 * never shares with shoppers. A load that fails is not kept.
 */
export function keptPerSite<T>(load: (site: Site) => Promise<T>): (site: Site) => Promise<T> {
  const kept = new WeakMap<Site, Promise<T>>();
  return (site) => {
    const hit = kept.get(site);
    if (hit) return hit;
    const value = load(site);
    kept.set(site, value);
    value.catch(() => {
      if (kept.get(site) === value) kept.delete(site);
    });
    return value;
  };
}
