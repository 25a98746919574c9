import "server-only";
import { inArray, sql } from "drizzle-orm";
import { buildSearchIndexInSlices } from "@/lib/search/index-build";
import { estimatedIndexBytes } from "@/lib/search/index-size";
import type { FacetAttribute } from "@/lib/search/search-attributes";
import type { SearchDocument } from "@/lib/search/search-document";
import { searchIndex } from "@/lib/search/search-engine";
import type { SearchIndex } from "@/lib/search/search-index";
import type { SearchRequest, SearchResult } from "@/lib/search/search-types";
import { type MovingVersion, SETTLE_MAX_MS, settleChange } from "@/lib/search/settle-change";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { runAsBackground } from "../db/query-log";
import { dealerships, sites } from "../db/schema";
import { loadSearchDocuments, pauseForOthers } from "../stock/search-documents";
import { readSite } from "../tenancy/sites";
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
  /** The index's estimated size (`estimatedIndexBytes`), counted against the budget. */
  bytes: number;
};

/** One site's index and the state of keeping it current. */
type Slot = {
  /**
   * The index searches answer from; null until the first build finishes, or after the index was
   * evicted to keep within the memory budget (SQL answers meanwhile).
   */
  entry: Entry | null;
  /** When the last check or rebuild ended, successful or not: the next one is due a check interval later. */
  checkedAt: number;
  /** The check or rebuild in progress, shared by every search that finds the site due. */
  refreshing: Promise<Entry | null> | null;
  /** The last check or rebuild threw: wait for the next check rather than retry on every search. */
  failed: boolean;
  /** When the site was last searched or warmed (a counter, not a clock): eviction drops the lowest. */
  usedAt: number;
  /** The copy of the site the index was last built from, when it was newer than the one searched with. */
  stored: Site | null;
  /** A change seen but not built yet (settle-change.ts): a search-triggered rebuild waits for it to hold. */
  moving: MovingVersion | undefined;
};

/** The versions stored for a site: the sum of its dealerships' stock versions, and its listing version. */
async function storedVersions(db: Database, site: Site): Promise<{ stock: string; listing: number | null }> {
  const ids = site.dealershipIds.length ? site.dealershipIds : [-1];
  const [row] = await db
    .select({
      stock: sql<string>`coalesce(sum(${dealerships.stockVersion}), 0)::text`,
      listing: sql<
        string | null
      >`(select ${sites.listingVersion}::text from ${sites} where ${sites.id} = ${site.id})`,
    })
    .from(dealerships)
    .where(inArray(dealerships.id, ids));
  return { stock: row?.stock ?? "0", listing: row?.listing == null ? null : Number(row.listing) };
}

function versionOf(site: Site, stored: { stock: string; listing: number | null }): string {
  const listing = JSON.stringify([
    site.dealershipIds,
    site.config.search.filters,
    site.config.search.allow,
    site.config.include_sold_cars_days,
  ]);
  return `${stored.stock}|${stored.listing ?? "-"}|${listing}`;
}

/**
 * The stock version of a site: its dealerships' stock versions (bumped with every write that changes
 * what search shows of them: cars, location names, their names), its listing version (bumped with
 * every change of its config or dealerships), plus the parts of the config that decide what is
 * listed. Any change means the index must be rebuilt.
 */
export async function siteStockVersion(db: Database, site: Site): Promise<string> {
  return versionOf(site, await storedVersions(db, site));
}

/** Loads a site's listed cars as search documents; replaceable so tests can make a build slow or fail. */
export type LoadSearchDocuments = (db: Database, site: Site, now: Date) => Promise<SearchDocument[]>;

export type IndexedStockSearchOptions = {
  checkIntervalMs?: number;
  /** Defaults to `loadSearchDocuments`. */
  loadDocuments?: LoadSearchDocuments;
  /** Answers while a site has no index yet; defaults to the SQL reference, proven equal to the index. */
  fallback?: StockSearch;
  /**
   * How many bytes (by `estimatedIndexBytes`) every site's index may hold together; past it, the
   * least recently searched sites' indexes are dropped (their searches answer from SQL until a search
   * brings them back). Unlimited by default; the server sets SEARCH_INDEX_BUDGET_MB.
   */
  budgetBytes?: number;
  /** Hands the thread back between slices of building an index; defaults to `setImmediate`. */
  pause?: () => Promise<void>;
  /**
   * How long a search-triggered rebuild waits for a moving version to hold (settle-change.ts); 0
   * rebuilds on the first check that sees a change.
   */
  settleMaxMs?: number;
};

/** What the indexes hold, for the boot warm-up, logs and tests. */
export type IndexMemory = {
  budgetBytes: number;
  usedBytes: number;
  /** Each site with an index, least recently searched first (the next to go when over budget). */
  sites: { slug: string; cars: number; bytes: number }[];
};

export type WarmOptions = {
  /**
   * When the new index would take the indexes past the budget: true (the default), drop the least
   * recently searched others to make room; false, drop the new one instead (the boot warm-up, which
   * cannot know which sites shoppers will search, so does not push one out for another).
   */
  makeRoom?: boolean;
};

/** The index, plus building it ahead of the first search (at boot). */
export interface IndexedStockSearch extends StockSearch {
  /**
   * Brings the site's index up to date with every write made before the call (building it if the site
   * has none) and resolves once searches answer from it, with true; with false when, told not to make
   * room, the index did not fit the budget and was dropped. Rejects when the build fails.
   */
  warm(site: Site, now?: Date, options?: WarmOptions): Promise<boolean>;
  memory(): IndexMemory;
}

/**
 * The in-process index of each site's listed stock. A search never waits on building it (issue 15):
 * at most once a second per site a search starts a check of the stock version in the background, and
 * when it changed, one rebuild (concurrent searches share it) while searches keep answering from the
 * current index; the new index replaces it when built. A site with no index yet (the first search
 * after a start, before the boot warm-up reached it, or after its index was evicted) is answered by
 * the SQL reference meanwhile. A search waits on neither the check nor the rebuild: on PGlite, whose
 * one connection an import's transaction holds until it commits, even the one-row version check would
 * otherwise wait for the whole import. The price is that a server shows a write at most a check
 * interval plus one rebuild after it commits, rather than a check interval.
 *
 * A rebuild never holds the thread long: it loads the cars a page at a time and builds the index in
 * slices of a few milliseconds, handing the thread back to requests in between (issue 15 §4).
 */
export function indexedStockSearch(
  db: Database,
  options: IndexedStockSearchOptions = {},
): IndexedStockSearch {
  const checkInterval = options.checkIntervalMs ?? VERSION_CHECK_MS;
  const load = options.loadDocuments ?? loadSearchDocuments;
  const fallback = options.fallback ?? sqlStockSearch(db);
  const budget = options.budgetBytes ?? Number.POSITIVE_INFINITY;
  const pause = options.pause ?? pauseForOthers;
  const settleMaxMs = options.settleMaxMs ?? SETTLE_MAX_MS;
  const slots = new Map<string, Slot>();
  let uses = 0;

  function slotFor(site: Site): Slot {
    let slot = slots.get(site.slug);
    if (!slot) {
      slot = {
        entry: null,
        checkedAt: 0,
        refreshing: null,
        failed: false,
        usedAt: 0,
        stored: null,
        moving: undefined,
      };
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

  /**
   * The copy of the site to build from, and its version. The site a search passes may be a cached
   * copy (site-cache.ts keeps one for a few seconds) older than a change of what it lists; the stored
   * listing version tells, and then the site is read afresh.
   */
  async function current(site: Site, slot: Slot): Promise<{ site: Site; version: string }> {
    const stored = await storedVersions(db, site);
    if (stored.listing === null || stored.listing === site.listingVersion) {
      slot.stored = null;
      return { site, version: versionOf(site, stored) };
    }
    if (slot.stored?.listingVersion === stored.listing) {
      return { site: slot.stored, version: versionOf(slot.stored, await storedVersions(db, slot.stored)) };
    }
    const fresh = await readSite(db, site.slug);
    if (!fresh) return { site, version: versionOf(site, stored) };
    slot.stored = fresh;
    return { site: fresh, version: versionOf(fresh, await storedVersions(db, fresh)) };
  }

  async function build(site: Site, now: Date, version: string): Promise<Entry> {
    const docs = await load(db, site, now);
    const keepMs = site.config.include_sold_cars_days * 86_400_000;
    let staleAt = Number.POSITIVE_INFINITY;
    for (const d of docs) {
      if (d.soldAt && d.status !== "in_stock" && d.status !== "coming_soon") {
        staleAt = Math.min(staleAt, Date.parse(d.soldAt) + keepMs);
      }
    }
    const index = await buildSearchIndexInSlices(docs, { pause });
    return { version, index, staleAt, bytes: estimatedIndexBytes(index) };
  }

  /** Drops the least recently searched sites' indexes until the indexes fit the budget again. */
  function keepWithinBudget(keep: Slot): void {
    let used = usedBytes();
    if (used <= budget) return;
    const byAge = [...slots]
      .filter(([, s]) => s !== keep && s.entry)
      .sort(([, a], [, b]) => a.usedAt - b.usedAt);
    for (const [slug, slot] of byAge) {
      if (used <= budget) break;
      const bytes = slot.entry!.bytes;
      used -= bytes;
      slot.entry = null;
      // Its next search starts the rebuild (answering from SQL meanwhile).
      slot.checkedAt = 0;
      console.log(
        `[search] dropped the index of ${slug} (${Math.round(bytes / 2 ** 20)} MB, least recently searched) to stay within ${Math.round(budget / 2 ** 20)} MB; its searches answer from SQL until the next one rebuilds it`,
      );
    }
  }

  function usedBytes(): number {
    let used = 0;
    for (const slot of slots.values()) used += slot.entry?.bytes ?? 0;
    return used;
  }

  /**
   * Checks the version and rebuilds when it (or the clock) changed the listed set; one at a time per
   * site. Resolves with the entry searches answer from, or null when a new index was not kept (it did
   * not fit and `makeRoom` was false).
   */
  function refresh(
    site: Site,
    now: Date,
    slot: Slot,
    makeRoom = true,
    settle = false,
  ): Promise<Entry | null> {
    if (slot.refreshing) return slot.refreshing;
    // Marked as background work: no shopper's request waits on these queries (query-log.ts).
    const work = runAsBackground("search-index", async () => {
      try {
        const target = await current(site, slot);
        const existing = slot.entry;
        const unchanged = existing && existing.version === target.version && now.getTime() < existing.staleAt;
        if (!unchanged && settle && existing && existing.version !== target.version) {
          const settled = settleChange(slot.moving, target.version, Date.now(), settleMaxMs);
          // Still moving (an import under way): the current index answers a while more.
          if (!settled.act) {
            slot.moving = settled.seen;
            return existing;
          }
        }
        slot.moving = undefined;
        const entry = unchanged ? existing : await build(target.site, now, target.version);
        slot.failed = false;
        if (entry === existing) return entry;
        if (!makeRoom && usedBytes() - (existing?.bytes ?? 0) + entry.bytes > budget) {
          console.log(
            `[search] index of ${site.slug} (${Math.round(entry.bytes / 2 ** 20)} MB) not kept: it would pass the ${Math.round(budget / 2 ** 20)} MB budget; its next search builds it again`,
          );
          return null;
        }
        slot.entry = entry;
        keepWithinBudget(slot);
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
      slot.usedAt = ++uses;
      // Logged in refresh(); a failure only means the next check tries again.
      if (due(slot, now)) refresh(site, now, slot, true, true).catch(() => undefined);
      const entry = slot.entry;
      if (!entry) return fallback.search(site, request, searchOptions);
      const started = performance.now();
      const result = searchIndex(entry.index, request, searchOptions.facets);
      return { ...result, ms: Math.round((performance.now() - started) * 100) / 100 };
    },

    async warm(site, now = new Date(), warmOptions = {}) {
      const slot = slotFor(site);
      slot.usedAt = ++uses;
      // A check already under way may have read the version before the caller's last write.
      await slot.refreshing?.catch(() => undefined);
      return (await refresh(site, now, slot, warmOptions.makeRoom ?? true)) !== null;
    },

    memory() {
      const held = [...slots]
        .filter(([, slot]) => slot.entry)
        .sort(([, a], [, b]) => a.usedAt - b.usedAt)
        .map(([slug, slot]) => ({ slug, cars: slot.entry!.index.cars.length, bytes: slot.entry!.bytes }));
      return { budgetBytes: budget, usedBytes: usedBytes(), sites: held };
    },
  };
}
