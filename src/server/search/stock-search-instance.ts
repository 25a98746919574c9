import "server-only";
import path from "node:path";
import { env } from "@/env";
import { getDatabaseHandle } from "../db/database";
import { processSingleton } from "../process-singleton";
import { SEARCH_SNAPSHOTS_DIR } from "./search-snapshot-files";
import { pgliteFilesIdentity } from "./search-snapshots";
import { type IndexedStockSearch, indexedStockSearch } from "./stock-search";

const stockSearch = processSingleton<IndexedStockSearch>("stock-search");

/**
 * The server's stock search: the in-memory index, one per process (shared across Next's bundles),
 * holding at most SEARCH_INDEX_BUDGET_MB of indexes, each site's documents kept in
 * `DATA_DIR/search-snapshots` for the next start (decision 0089; on PostgreSQL too: each server its own).
 */
export async function getStockSearch(): Promise<IndexedStockSearch> {
  const existing = stockSearch.peek();
  if (existing) return existing;
  const handle = await getDatabaseHandle();
  return stockSearch.get(() =>
    indexedStockSearch(handle.db, {
      databaseFiles: pgliteFilesIdentity(handle.dataDir),
      budgetBytes: env.SEARCH_INDEX_BUDGET_MB * 2 ** 20,
      snapshotDir: path.join(env.DATA_DIR, SEARCH_SNAPSHOTS_DIR),
    }),
  );
}

/** The server's stock search if it has been made (the metrics read its indexes' sizes; they never make it). */
export function peekStockSearch(): IndexedStockSearch | undefined {
  return stockSearch.peek();
}
