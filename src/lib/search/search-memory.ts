import { hasFilters } from "./search-params";
import type { SearchState } from "./search-types";

/**
 * What the search page remembers in the browser (spec 01 §4 "The latest 10 search results are
 * cached", §2 / spec 02 §3 "Search-history"), as plain data structures the component holds.
 */

/** Spec 01 §9: "result cache holds 10 entries". */
export const RESULT_CACHE_CAPACITY = 10;
/** Spec 01 §2 / spec 02 §9: "Search history keeps 5 entries". */
export const SEARCH_HISTORY_LIMIT = 5;

/**
 * Spec 01 §4: "The latest 10 search results are cached; the oldest is evicted when full." A
 * least-recently-used cache: both `set` and a `get` hit count as use, so "oldest" means the entry
 * used longest ago. A shopper flicking back to a search keeps it cached, which is the point of the
 * cache; with recency by insertion only, the most-revisited search would be the first evicted.
 */
export class ResultCache<T> {
  readonly capacity: number;
  // A Map iterates in insertion order: the first key is always the least recently used.
  readonly #entries = new Map<string, T>();

  constructor(capacity = RESULT_CACHE_CAPACITY) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`ResultCache capacity must be a whole number of at least 1, got ${capacity}`);
    }
    this.capacity = capacity;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Whether `key` is cached; does not count as use. */
  has(key: string): boolean {
    return this.#entries.has(key);
  }

  /** The cached value, marking it most recently used; undefined when not cached. */
  get(key: string): T | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as T;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Stores a value as most recently used, evicting the least recently used entry when full. */
  set(key: string, value: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  /** Keys from least to most recently used. */
  keys(): string[] {
    return [...this.#entries.keys()];
  }
}

export type SearchHistoryEntry = {
  /** The search URL (path and query) the search was made at. */
  path: string;
  state: SearchState;
  /** ISO time of the search. */
  at: string;
};

function isEntry(value: unknown): value is SearchHistoryEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Partial<SearchHistoryEntry>;
  return typeof entry.path === "string" && typeof entry.state === "object" && entry.state !== null;
}

/**
 * Spec 01 §2: "the last 5 searches with non-empty filters are remembered together with the path".
 * Returns the new history, newest first: a search without filters (hasFilters) is not remembered and
 * leaves the history as it was (cleaned and trimmed); a search at a path already in the history replaces that older entry
 * (moving it to the front), and only `limit` entries are kept. The stored history comes from local
 * storage, so anything in it that is not an entry is dropped rather than trusted.
 */
export function rememberSearch(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  limit = SEARCH_HISTORY_LIMIT,
): SearchHistoryEntry[] {
  const keep = Math.max(0, limit);
  const previous = (Array.isArray(history) ? history : []).filter(isEntry);
  if (!hasFilters(entry.state)) return previous.slice(0, keep);
  return [entry, ...previous.filter((old) => old.path !== entry.path)].slice(0, keep);
}
