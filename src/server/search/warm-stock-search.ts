import "server-only";
import { estimatedBytesForCars } from "@/lib/search/index-size";
import type { Database } from "../db/client";
import { logger } from "../observability/log";
import { markSearchWarmed } from "../observability/readiness";
import { countSearchDocuments } from "../stock/search-documents";
import { listSites, readSite } from "../tenancy/sites";
import type { IndexedStockSearch } from "./stock-search";

const log = logger("search");

/**
 * Builds every site's search index, one site at a time: a 50,000-car build takes seconds of one core,
 * and building sites side by side would take the other core from shoppers too. Until a site's index is
 * ready its searches answer from SQL, so nothing waits on this. A site whose build fails is logged and
 * left to its next search, which tries again.
 *
 * Only as many as fit the search's memory budget (issue 15 §4): which sites shoppers will search is
 * not known at boot, so sites are taken in the platform's order (by name), and a site whose index
 * would not fit beside those already built is skipped rather than built to push out another; later,
 * smaller sites may still fit. Whether it fits is first estimated from its count of listed cars (no
 * build at all when it plainly does not), then checked on the built index (dropped if it does not).
 * A skipped site's index is built by its first search, and from then on the least recently searched
 * sites make room.
 */
export async function warmStockSearch(db: Database, search: IndexedStockSearch, now?: Date): Promise<void> {
  for (const { slug } of await listSites(db)) {
    const started = Date.now();
    try {
      const site = await readSite(db, slug);
      if (!site) continue; // removed since it was listed
      const at = now ?? new Date();
      const { budgetBytes, usedBytes } = search.memory();
      if (Number.isFinite(budgetBytes)) {
        const needed = estimatedBytesForCars(await countSearchDocuments(db, site, at));
        if (usedBytes + needed > budgetBytes) {
          log.info(
            `index of ${slug} not built at boot: ~${Math.round(needed / 2 ** 20)} MB would pass the ${Math.round(budgetBytes / 2 ** 20)} MB budget; its first search builds it`,
            { site: slug, neededBytes: needed, budgetBytes },
          );
          continue;
        }
      }
      if (await search.warm(site, at, { makeRoom: false })) {
        log.info(`index of ${slug} ready in ${Date.now() - started} ms`, {
          site: slug,
          ms: Date.now() - started,
        });
      }
    } catch (error) {
      log.error(`warming the index of ${slug} failed; its searches answer from SQL`, {
        site: slug,
        err: error,
      });
    }
  }
}

/**
 * The boot's warm-up (issue 36 item 3): `warmStockSearch`, then `/api/ready` may say ready. Should the
 * warm-up stop as a whole (the database gone under it), the server stays not ready, with the reason.
 */
export async function warmAtBoot(db: Database, search: IndexedStockSearch): Promise<void> {
  try {
    await warmStockSearch(db, search);
    markSearchWarmed();
  } catch (error) {
    log.error("warming the search indexes failed", { err: error });
    markSearchWarmed((error as Error)?.message ?? String(error));
  }
}
