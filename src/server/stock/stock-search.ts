import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { FacetAttribute } from "@/lib/stock/search-attributes";
import type { SearchDocument } from "@/lib/stock/search-document";
import { buildSearchIndex, type SearchIndex, searchIndex } from "@/lib/stock/search-engine";
import type { SearchRequest, SearchResult } from "@/lib/stock/search-types";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { runAsBackground } from "../db/query-log";
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
};

/** One site's index and the state of keeping it current. */
type Slot = {
  /** The index searches answer from; null until the first build finishes (SQL answers until then). */
  entry: Entry | null;
  /** When the last check or rebuild ended, successful or not: the next one is due a check interval later. */
  checkedAt: number;
  /** The check or rebuild in progress, shared by every search that finds the site due. */
  refreshing: Promise<Entry> | null;
  /** The last check or rebuild threw: wait for the next check rather than retry on every search. */
  failed: boolean;
};

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

/** Loads a site's listed cars as search documents; replaceable so tests can make a build slow or fail. */
export type LoadSearchDocuments = (db: Database, site: Site, now: Date) => Promise<SearchDocument[]>;

async function buildEntry(
  load: LoadSearchDocuments,
  db: Database,
  site: Site,
  now: Date,
  version: string,
): Promise<Entry> {
  const docs = await load(db, site, now);
  const keepMs = site.config.include_sold_cars_days * 86_400_000;
  let staleAt = Number.POSITIVE_INFINITY;
  for (const d of docs) {
    if (d.soldAt && d.status !== "in_stock" && d.status !== "coming_soon") {
      staleAt = Math.min(staleAt, Date.parse(d.soldAt) + keepMs);
    }
  }
  return { version, index: buildSearchIndex(docs), staleAt };
}

export type IndexedStockSearchOptions = {
  checkIntervalMs?: number;
  /** Defaults to `loadSearchDocuments`. */
  loadDocuments?: LoadSearchDocuments;
  /** Answers while a site has no index yet; defaults to the SQL reference, proven equal to the index. */
  fallback?: StockSearch;
};

/** The index, plus building it ahead of the first search (at boot). */
export interface IndexedStockSearch extends StockSearch {
  /**
   * Brings the site's index up to date with every write made before the call (building it if the site
   * has none) and resolves once searches answer from it; rejects when the build fails.
   */
  warm(site: Site, now?: Date): Promise<void>;
}

/**
 * The in-process index of each site's listed stock. A search never waits on building it (issue 15):
 * at most once a second per site a search starts a check of the stock version in the background, and
 * when it changed, one rebuild (concurrent searches share it) while searches keep answering from the
 * current index; the new index replaces it when built. A site with no index yet (the first search
 * after a start, before the boot warm-up reached it) is answered by the SQL reference meanwhile. A
 * search waits on neither the check nor the rebuild: on PGlite, whose one connection an import's
 * transaction holds until it commits, even the one-row version check would otherwise wait for the
 * whole import. The price is that a server shows a write at most a check interval plus one rebuild
 * after it commits, rather than a check interval.
 */
export function indexedStockSearch(
  db: Database,
  options: IndexedStockSearchOptions = {},
): IndexedStockSearch {
  const checkInterval = options.checkIntervalMs ?? VERSION_CHECK_MS;
  const load = options.loadDocuments ?? loadSearchDocuments;
  const fallback = options.fallback ?? sqlStockSearch(db);
  const slots = new Map<string, Slot>();

  function slotFor(site: Site): Slot {
    let slot = slots.get(site.slug);
    if (!slot) {
      slot = { entry: null, checkedAt: 0, refreshing: null, failed: false };
      slots.set(site.slug, slot);
    }
    return slot;
  }

  function due(slot: Slot, now: Date): boolean {
    if (slot.refreshing) return false;
    if (Date.now() - slot.checkedAt >= checkInterval) return true;
    // The clock alone changed the listed set (a sold car passed include_sold_cars_days). Until the
    // rebuild is swapped in, the current index may still show that car: a few seconds, on a list that
    // is days long, is worth not stalling every search for.
    return !slot.failed && slot.entry !== null && now.getTime() >= slot.entry.staleAt;
  }

  /** Checks the version and rebuilds when it (or the clock) changed the listed set; one at a time per site. */
  function refresh(site: Site, now: Date, slot: Slot): Promise<Entry> {
    if (slot.refreshing) return slot.refreshing;
    // Marked as background work: no shopper's request waits on these queries (query-log.ts).
    const work = runAsBackground("search-index", async () => {
      try {
        const version = await siteStockVersion(db, site);
        const current = slot.entry;
        const entry =
          current && current.version === version && now.getTime() < current.staleAt
            ? current
            : await buildEntry(load, db, site, now, version);
        slot.entry = entry;
        slot.failed = false;
        return entry;
      } catch (error) {
        slot.failed = true;
        const meanwhile = slot.entry ? "the current index answers" : "SQL answers";
        console.error(
          `[search] refreshing the index of ${site.slug} failed; ${meanwhile} and the next check retries:`,
          error,
        );
        throw error;
      } finally {
        slot.checkedAt = Date.now();
        slot.refreshing = null;
      }
    });
    slot.refreshing = work;
    return work;
  }

  return {
    async search(site, request, searchOptions = {}) {
      const now = searchOptions.now ?? new Date();
      const slot = slotFor(site);
      // Logged in refresh(); a failure only means the next check tries again.
      if (due(slot, now)) refresh(site, now, slot).catch(() => undefined);
      const entry = slot.entry;
      if (!entry) return fallback.search(site, request, searchOptions);
      const started = performance.now();
      const result = searchIndex(entry.index, request, searchOptions.facets);
      return { ...result, ms: Math.round((performance.now() - started) * 100) / 100 };
    },

    async warm(site, now = new Date()) {
      const slot = slotFor(site);
      // A check already under way may have read the version before the caller's last write.
      await slot.refreshing?.catch(() => undefined);
      await refresh(site, now, slot);
    },
  };
}
