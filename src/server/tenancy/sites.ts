import "server-only";
import { asc, eq, isNull, sql } from "drizzle-orm";
import { publicPort } from "@/env";
import { dealershipConfigSchema } from "@/lib/tenancy/dealership-config";
import type { SiteHost } from "@/lib/tenancy/resolve-site";
import type { Site, SiteSummary } from "@/lib/tenancy/site";
import { DEFAULT_SITE_CONFIG, safeParseSiteConfig } from "@/lib/tenancy/site-config";
import { getTemplate } from "@/templates/registry";
import type { Database } from "../db/client";
import { dealerships, siteDealerships, siteDomains, sites } from "../db/schema";
import { logger } from "../observability/log";

const log = logger("sites");

export async function readSite(db: Database, slug: string): Promise<Site | null> {
  const [row] = await db.select().from(sites).where(eq(sites.slug, slug));
  if (!row) return null;
  const linked = await db
    .select({
      id: dealerships.id,
      slug: dealerships.slug,
      name: dealerships.name,
      manufacturerName: dealerships.manufacturerName,
      phone: dealerships.phone,
      youtubeUrl: dealerships.youtubeUrl,
      config: dealerships.config,
    })
    .from(siteDealerships)
    .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
    .where(eq(siteDealerships.siteId, row.id))
    .orderBy(asc(siteDealerships.position));
  const parsed = safeParseSiteConfig(row.config);
  if (!parsed.success) {
    // Stored config was validated on import; if it no longer parses (a schema change), serve the
    // defaults and say so loudly rather than take the site down.
    log.error(`stored config of ${slug} is invalid, serving defaults: ${parsed.error.message}`, {
      site: slug,
    });
  }
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    templateName: row.template,
    template: getTemplate(row.template),
    config: parsed.success ? parsed.data : DEFAULT_SITE_CONFIG,
    domains: row.domains,
    url: row.url,
    logoUrl: row.logoUrl,
    dealerships: linked.map((d) => ({ ...d, config: dealershipOverrides(slug, d.slug, d.config) })),
    dealershipIds: linked.map((d) => d.id),
    listingVersion: row.listingVersion,
    archivedAt: row.archivedAt,
  };
}

/** A dealership's stored overrides, or none (said loudly) when they no longer validate. */
function dealershipOverrides(site: string, dealership: string, stored: unknown): Record<string, unknown> {
  const parsed = dealershipConfigSchema.safeParse(stored ?? {});
  if (parsed.success) return parsed.data;
  log.error(
    `dealership ${dealership}'s stored config is invalid, its cars use the site's: ${parsed.error.message}`,
    { site, dealership },
  );
  return {};
}

/**
 * Every site's slug and the domains it holds, for the host resolver: the claims in `site_domains`
 * (one site per domain, by the database's primary key; decision 0041), not the lists as written.
 */
export async function loadSiteHosts(db: Database): Promise<SiteHost[]> {
  const held = sql<
    string[]
  >`array_agg(${siteDomains.domain}) filter (where ${siteDomains.domain} is not null)`;
  const rows = await db
    .select({
      slug: sites.slug,
      domains: sql<string[]>`coalesce(${held}, '{}')`,
      archived: sql<boolean>`${sites.archivedAt} is not null`,
    })
    .from(sites)
    .leftJoin(siteDomains, eq(siteDomains.siteId, sites.id))
    .groupBy(sites.id, sites.slug);
  return rows;
}

export async function listSites(db: Database): Promise<SiteSummary[]> {
  return db
    .select({ slug: sites.slug, name: sites.name, template: sites.template, domains: sites.domains })
    .from(sites)
    .where(isNull(sites.archivedAt))
    .orderBy(asc(sites.name));
}

/**
 * The site's public origin for canonical URLs and sitemaps: its configured url, else its first
 * domain, else the local `<slug>.localhost` address.
 */
export function siteOrigin(site: Pick<Site, "slug" | "url" | "domains">): string {
  if (site.url) return site.url.replace(/\/$/, "");
  if (site.domains[0]) return `https://${site.domains[0]}`;
  return `http://${site.slug}.localhost:${publicPort()}`;
}
