import "server-only";
import { env } from "@/env";
import { getDatabaseHandle } from "./db/database";
import { runAsBackground } from "./db/query-log";
import { startLeadWorker, stopLeadWorker } from "./leads/delivery/delivery-worker-instance";
import { releaseStaleClaims } from "./leads/delivery/outbox";
import { getStockSearch } from "./stock/stock-search-instance";
import { warmStockSearch } from "./stock/warm-stock-search";

/**
 * Opens, migrates and (on an empty database) seeds before the first request, so a shopper never waits
 * on it and a broken database fails the start. On SIGTERM/SIGINT the database is closed cleanly, which
 * for PGlite flushes its files and releases the data-directory lock; the lead outbox worker finishes
 * its current sends first.
 */
export async function bootServer(): Promise<void> {
  const started = Date.now();
  const handle = await getDatabaseHandle();
  console.log(`[boot] database ready (${handle.kind}) in ${Date.now() - started} ms`);
  // Embedded PGlite is this process's alone: a claim left in its outbox is a crashed process's.
  if (handle.kind === "pglite") {
    const freed = await releaseStaleClaims(handle.db, new Date());
    if (freed) console.log(`[boot] ${freed} lead deliveries interrupted by a crash are due again`);
  }
  // Leads stored while the server was down (or whose delivery a crash interrupted) go out now.
  runAsBackground("lead-worker", () => startLeadWorker(handle.db, env));
  // Not awaited: the boot and the first request go ahead, and a site's searches answer from SQL until
  // its index is built (decision 0007, amended for issue 15).
  runAsBackground("search-index", () => {
    getStockSearch()
      .then((search) => warmStockSearch(handle.db, search))
      .catch((error) => console.error("[boot] warming the search indexes failed:", error));
  });
  const close = () => {
    stopLeadWorker()
      .catch(() => undefined)
      .finally(() => handle.close().finally(() => process.exit(0)));
  };
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
}
