import "server-only";
import { getDatabaseHandle } from "./db/database";

/**
 * Opens, migrates and (on an empty database) seeds before the first request, so a shopper never waits
 * on it and a broken database fails the start. On SIGTERM/SIGINT the database is closed cleanly, which
 * for PGlite flushes its files and releases the data-directory lock.
 */
export async function bootServer(): Promise<void> {
  const started = Date.now();
  const handle = await getDatabaseHandle();
  console.log(`[boot] database ready (${handle.kind}) in ${Date.now() - started} ms`);
  const close = () => {
    handle.close().finally(() => process.exit(0));
  };
  process.once("SIGTERM", close);
  process.once("SIGINT", close);
}
