import "server-only";
import type { SiteHost } from "@/lib/tenancy/resolve-site";
import type { Site } from "@/lib/tenancy/site";
import { getDatabase } from "../db/database";
import { processSingleton } from "../process-singleton";
import { loadSiteHosts, readSite } from "./sites";

/**
 * Site lookups are read on every request (by the proxy and the layout), so they are cached in the
 * process for a few seconds; an import in another process shows up within that time.
 */
const TTL_MS = 5_000;
type Cache = {
  hosts?: { at: number; value: Promise<SiteHost[]> };
  sites: Map<string, { at: number; value: Promise<Site | null> }>;
};
const siteCache = processSingleton<Cache>("site-cache");

function cache(): Cache {
  return siteCache.get(() => ({ sites: new Map() }));
}

/** Drops cached site data, e.g. after an import in this process. */
export function invalidateSiteCache(): void {
  const c = cache();
  c.hosts = undefined;
  c.sites.clear();
}

export async function listSiteHosts(): Promise<SiteHost[]> {
  const c = cache();
  const now = Date.now();
  if (!c.hosts || now - c.hosts.at > TTL_MS) {
    const value = getDatabase().then(loadSiteHosts);
    c.hosts = { at: now, value };
    value.catch(() => {
      if (c.hosts?.value === value) c.hosts = undefined;
    });
  }
  return c.hosts.value;
}

export async function getSite(slug: string): Promise<Site | null> {
  const c = cache();
  const now = Date.now();
  const hit = c.sites.get(slug);
  if (hit && now - hit.at <= TTL_MS) return hit.value;
  const value = getDatabase().then((db) => readSite(db, slug));
  c.sites.set(slug, { at: now, value });
  value.catch(() => c.sites.delete(slug));
  return value;
}
