import "server-only";
import { processSingleton } from "../process-singleton";
import type { Database, DatabaseHandle } from "./client";

/**
 * The server's one database handle, shared by every bundle in the process (one PGlite per data
 * directory). This module only holds it: what opens, migrates and seeds the database is the boot's
 * (server/boot.ts), which registers itself here when the server starts (bootServer, from
 * src/instrumentation.ts, which Next awaits before the first request). So the routes and pages that
 * ask for the database never reach the demo generator or the import pipeline the boot may run.
 *
 * A boot that fails is forgotten, so a caller may try again; the server itself exits when its boot
 * fails (src/instrumentation.ts, decision 0020).
 */
const database = processSingleton<Promise<DatabaseHandle>>("database");
const opener = processSingleton<() => Promise<DatabaseHandle>>("database-opener");

export const NO_DATABASE =
  "No database in this process: nothing has booted one. A server opens it in bootServer (src/instrumentation.ts); a script or test calls installDatabase(handle) or registerDatabaseOpener(open) first.";

/** How the handle is made on first use (the boot's open, migrate and seed). A later registration replaces an earlier one. */
export function registerDatabaseOpener(open: () => Promise<DatabaseHandle>): void {
  opener.clear();
  opener.get(() => open);
}

/** Makes `handle` this process's database (a script, a test). Returns what was there before. */
export function installDatabase(handle: DatabaseHandle): Promise<DatabaseHandle> | undefined {
  const before = database.clear();
  database.get(() => Promise.resolve(handle));
  return before;
}

/** Forgets the handle and the opener (a test's cleanup); the handle is not closed. */
export function uninstallDatabase(): void {
  database.clear();
  opener.clear();
}

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const ready = database.peek();
  if (ready) return ready;
  const open = opener.peek();
  if (!open) return Promise.reject(new Error(NO_DATABASE));
  return database.get(() =>
    Promise.resolve()
      .then(open)
      .catch((error: unknown) => {
        database.clear();
        throw error;
      }),
  );
}

export async function getDatabase(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}
