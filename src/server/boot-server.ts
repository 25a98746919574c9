import "server-only";
import path from "node:path";
import { env, publicPort } from "@/env";
import { adminToken } from "./admin/admin-token";
import { writeServerAddress } from "./admin/server-address";
import { getDatabaseHandle } from "./db/database";
import { runAsBackground } from "./db/query-log";
import { watchInbox } from "./import/feed-inbox";
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
  const admin = adminToken(env);
  if (admin.created) {
    // Shown once, when made; the CLI on this machine reads the file itself.
    console.log(`[boot] admin API token (POST /admin/api/import), kept in ${admin.file}: ${admin.token}`);
  }
  // `forecourt import` finds this server here and sends it the feed (issue 15 §1).
  writeServerAddress(env.DATA_DIR, { pid: process.pid, url: `http://127.0.0.1:${publicPort()}` });
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
  // Feeds dropped into DATA_DIR/inbox are imported while the server serves (issue 15 §1).
  const inbox =
    env.INBOX_POLL_SECONDS > 0
      ? watchInbox(handle.db, {
          dir: path.join(env.DATA_DIR, "inbox"),
          pollMs: env.INBOX_POLL_SECONDS * 1000,
          maxBytes: env.IMPORT_BODY_LIMIT_MB * 1024 * 1024,
          log: (line) => console.log(line),
        })
      : null;
  const close = () => {
    Promise.all([stopLeadWorker(), inbox?.stop()])
      .catch(() => undefined)
      .finally(() => handle.close().finally(() => process.exit(0)));
  };
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
}
