import "server-only";
import { getDatabase } from "../db/database";
import { processSingleton } from "../process-singleton";
import { type IndexedStockSearch, indexedStockSearch } from "./stock-search";

const stockSearch = processSingleton<IndexedStockSearch>("stock-search");

/** The server's stock search: the in-memory index, one per process (shared across Next's bundles). */
export async function getStockSearch(): Promise<IndexedStockSearch> {
  const existing = stockSearch.peek();
  if (existing) return existing;
  const db = await getDatabase();
  return stockSearch.get(() => indexedStockSearch(db));
}
