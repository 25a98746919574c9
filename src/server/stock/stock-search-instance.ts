import "server-only";
import { getDatabase } from "../db/database";
import { indexedStockSearch, type StockSearch } from "./stock-search";

const KEY = Symbol.for("forecourt.stock-search");

/** The server's stock search: the in-memory index, one per process (shared across Next's bundles). */
export async function getStockSearch(): Promise<StockSearch> {
  const g = globalThis as { [KEY]?: StockSearch };
  g[KEY] ??= indexedStockSearch(await getDatabase());
  return g[KEY];
}
