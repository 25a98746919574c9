import "server-only";
import type { Database } from "../db/client";
import { listSites, loadSite } from "../tenancy/sites";
import type { IndexedStockSearch } from "./stock-search";

/**
 * Builds every site's search index, one site at a time: a 50,000-car build takes seconds of one core,
 * and building sites side by side would take the other core from shoppers too. Until a site's index is
 * ready its searches answer from SQL, so nothing waits on this. A site whose build fails is logged and
 * left to its next search, which tries again.
 */
export async function warmStockSearch(db: Database, search: IndexedStockSearch): Promise<void> {
  for (const { slug } of await listSites(db)) {
    const started = Date.now();
    try {
      const site = await loadSite(db, slug);
      if (!site) continue; // removed since it was listed
      await search.warm(site);
      console.log(`[search] index of ${slug} ready in ${Date.now() - started} ms`);
    } catch (error) {
      console.error(`[search] warming the index of ${slug} failed; its searches answer from SQL:`, error);
    }
  }
}
