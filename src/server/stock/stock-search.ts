import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { FacetAttribute } from "@/lib/stock/search-attributes";
import { buildSearchIndex, type SearchIndex, searchIndex } from "@/lib/stock/search-engine";
import type { SearchRequest, SearchResult } from "@/lib/stock/search-types";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { dealerships } from "../db/schema";
import { loadSearchDocuments } from "./search-documents";
import { sqlSearch } from "./sql-stock-search";

export type SearchOptions = { now?: Date; facets?: readonly FacetAttribute[] };

/** One interface for stock search; the index and the SQL reference both implement it. */
export interface StockSearch {
  search(site: Site, request: SearchRequest, options?: SearchOptions): Promise<SearchResult>;
}

export function sqlStockSearch(db: Database): StockSearch {
  return { search: (site, request, options) => sqlSearch(db, site, request, options) };
}

/**
 * How often a server asks the database whether a site's stock changed. Each ask is one indexed query;
 * between asks a server may serve stock up to this old, which is how several servers stay correct.
 */
const VERSION_CHECK_MS = 1_000;

type Entry = {
  version: string;
  index: SearchIndex;
  /** When the listed set changes by the clock alone: the next sold car passing include_sold_cars_days. */
  staleAt: number;
  checkedAt: number;
};

type IndexCache = { entries: Map<string, Entry>; building: Map<string, Promise<Entry>> };

/**
 * The stock version of a site: its dealerships' stock versions (bumped by every stock write) plus the
 * parts of its config that decide what is listed. Any change means the index must be rebuilt.
 */
export async function siteStockVersion(db: Database, site: Site): Promise<string> {
  const ids = site.dealershipIds.length ? site.dealershipIds : [-1];
  const [row] = await db
    .select({ v: sql<string>`coalesce(sum(${dealerships.stockVersion}), 0)::text` })
    .from(dealerships)
    .where(inArray(dealerships.id, ids));
  const listing = JSON.stringify([
    site.dealershipIds,
    site.config.search.filters,
    site.config.search.allow,
    site.config.include_sold_cars_days,
  ]);
  return `${row?.v ?? "0"}|${listing}`;
}

async function buildEntry(db: Database, site: Site, now: Date, version: string): Promise<Entry> {
  const docs = await loadSearchDocuments(db, site, now);
  const keepMs = site.config.include_sold_cars_days * 86_400_000;
  let staleAt = Number.POSITIVE_INFINITY;
  for (const d of docs) {
    if (d.soldAt && d.status !== "in_stock" && d.status !== "coming_soon") {
      staleAt = Math.min(staleAt, Date.parse(d.soldAt) + keepMs);
    }
  }
  return { version, index: buildSearchIndex(docs), staleAt, checkedAt: Date.now() };
}

/**
 * The in-process index of each site's listed stock. A search checks the site's stock version at most
 * once a second and rebuilds when it changed (concurrent searches share one rebuild).
 */
export function indexedStockSearch(
  db: Database,
  options: { checkIntervalMs?: number } = {},
  cache: IndexCache = { entries: new Map(), building: new Map() },
): StockSearch {
  const checkInterval = options.checkIntervalMs ?? VERSION_CHECK_MS;
  async function entryFor(site: Site, now: Date): Promise<Entry> {
    const current = cache.entries.get(site.slug);
    const fresh = current && now.getTime() < current.staleAt;
    if (current && fresh && Date.now() - current.checkedAt < checkInterval) return current;
    const pending = cache.building.get(site.slug);
    if (pending) return pending;
    const work = (async () => {
      const version = await siteStockVersion(db, site);
      if (current && fresh && current.version === version) {
        current.checkedAt = Date.now();
        return current;
      }
      const entry = await buildEntry(db, site, now, version);
      cache.entries.set(site.slug, entry);
      return entry;
    })();
    cache.building.set(site.slug, work);
    try {
      return await work;
    } finally {
      cache.building.delete(site.slug);
    }
  }

  return {
    async search(site, request, options = {}) {
      const entry = await entryFor(site, options.now ?? new Date());
      const started = performance.now();
      const result = searchIndex(entry.index, request, options.facets);
      return { ...result, ms: Math.round((performance.now() - started) * 100) / 100 };
    },
  };
}
