import "server-only";
import type { FacetAttribute } from "@/lib/search/search-attributes";
import { countIndex, searchIndex } from "@/lib/search/search-engine";
import type { SearchRequest, SearchResult } from "@/lib/search/search-types";
import { SETTLE_MAX_MS } from "@/lib/search/settle-change";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { loadChangedSearchDocuments, loadSearchDocuments, pauseForOthers } from "../stock/search-documents";
import { searchSnapshots } from "./search-snapshots";
import { type IndexKeeping, isDue, type LoadSearchDocuments, refresh } from "./site-index-refresh";
import { heldIndexes, slotFor, usedBytes } from "./site-index-slots";
import { sqlSearch } from "./sql-stock-search";

export type SearchOptions = { now?: Date; facets?: readonly FacetAttribute[] };

/** One interface for stock search; the index and the SQL reference both implement it. */
export interface StockSearch {
  search(site: Site, request: SearchRequest, options?: SearchOptions): Promise<SearchResult>;
  /**
   * How many cars each request finds, when that is cheap: from the site's index, in memory (an empty
   * search's suggestions, issue 34 item 4). Null when the site has no index yet, or the engine has
   * none: each count would be a database query.
   */
  counts?(site: Site, requests: readonly SearchRequest[]): Promise<number[] | null>;
}

export function sqlStockSearch(db: Database): StockSearch {
  return { search: (site, request, options) => sqlSearch(db, site, request, options) };
}

/**
 * How often a server asks the database whether a site's stock changed. Each ask is one indexed query;
 * between asks a server may serve stock up to this old, which is how several servers stay correct.
 */
const VERSION_CHECK_MS = 1_000;

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
  /**
   * Where each site's search snapshot is kept (`DATA_DIR/search-snapshots`, decision 0089): written
   * after a whole rebuild, read when a site has no index yet. None by default.
   */
  snapshotDir?: string;
  /** Which copy of the database's files this is (`pgliteFilesIdentity`), part of a snapshot's identity. */
  databaseFiles?: string | null;
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
  /** Resolves once every search snapshot being written has been written (tests, a clean stop). */
  snapshotsWritten(): Promise<void>;
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
  const pause = options.pause ?? pauseForOthers;
  // A test that replaces the loader sees every build go through it: no snapshots, no partial loads.
  const custom = options.loadDocuments !== undefined;
  const keeping: IndexKeeping = {
    db,
    slots: new Map(),
    checkInterval: options.checkIntervalMs ?? VERSION_CHECK_MS,
    load: options.loadDocuments ?? loadSearchDocuments,
    loadChanged: custom ? null : loadChangedSearchDocuments,
    budget: options.budgetBytes ?? Number.POSITIVE_INFINITY,
    pause,
    settleMaxMs: options.settleMaxMs ?? SETTLE_MAX_MS,
    snapshots:
      options.snapshotDir && !custom
        ? searchSnapshots(db, options.snapshotDir, pause, options.databaseFiles ?? null)
        : null,
  };
  const fallback = options.fallback ?? sqlStockSearch(db);
  const { slots } = keeping;
  let uses = 0;

  return {
    async search(site, request, searchOptions = {}) {
      const now = searchOptions.now ?? new Date();
      const slot = slotFor(slots, site);
      slot.usedAt = ++uses;
      // Logged in refresh(); a failure only means the next check tries again.
      if (isDue(keeping, slot, now)) refresh(keeping, site, now, slot, true, true).catch(() => undefined);
      const entry = slot.entry;
      if (!entry) return fallback.search(site, request, searchOptions);
      const started = performance.now();
      const result = searchIndex(entry.index, request, searchOptions.facets);
      return { ...result, ms: Math.round((performance.now() - started) * 100) / 100 };
    },

    async counts(site, requests) {
      const entry = slots.get(site.slug)?.entry;
      return entry ? requests.map((request) => countIndex(entry.index, request)) : null;
    },

    async warm(site, now = new Date(), warmOptions = {}) {
      const slot = slotFor(slots, site);
      slot.usedAt = ++uses;
      // A check already under way may have read the version before the caller's last write.
      await slot.refreshing?.catch(() => undefined);
      return (await refresh(keeping, site, now, slot, warmOptions.makeRoom ?? true)) !== null;
    },

    memory() {
      return { budgetBytes: keeping.budget, usedBytes: usedBytes(slots), sites: heldIndexes(slots) };
    },

    async snapshotsWritten() {
      await keeping.snapshots?.written();
    },
  };
}
