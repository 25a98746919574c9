import "server-only";
import { existsSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock, DataDirLockedError } from "../db/data-dir-lock";
import { MIGRATIONS_FOLDER } from "../db/migrate";
import { removeSearchSnapshots } from "../search/search-snapshot-files";
import { readBackupFile } from "./backup-file";

/**
 * `forecourt restore <file>` (issue 36 item 5, decision 0065): a backup into a data directory no
 * server runs on. The directory's lock is taken first, as every opener does, so a server running on
 * it (or starting meanwhile) refuses the restore. The backup is read and checked whole, unpacked by
 * PGlite beside the live database (`pglite.restoring`), opened and asked what it holds, and only then
 * swapped in; the database it replaces is kept beside it (`pglite.before-restore-<time>`), and the
 * search snapshots of it are deleted (decision 0089). Any refusal
 * leaves the directory as it was.
 */
export type RestoreOutcome =
  | {
      ok: true;
      databaseDir: string;
      /** Where the database the restore replaced now is; null when there was none. */
      keptAs: string | null;
      sites: number;
      files: number;
      postgresVersion: string;
    }
  | { ok: false; reason: string };

const UNCHANGED = "Nothing was changed.";

export async function restoreDataDir(
  archive: string,
  dataDir: string,
  now: () => Date = () => new Date(),
): Promise<RestoreOutcome> {
  const root = path.resolve(dataDir);
  let release: () => void;
  try {
    release = acquireDataDirLock(root, "cli (restore)");
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const { role, pid, startedAt } = error.owner;
    return {
      ok: false,
      reason: `A Forecourt ${role} (pid ${pid}, since ${startedAt}) is running on ${root}. A restore replaces its database: stop it first, then run the restore again. ${UNCHANGED}`,
    };
  }
  try {
    return await restoreLocked(archive, root, now);
  } finally {
    release();
  }
}

async function restoreLocked(archive: string, root: string, now: () => Date): Promise<RestoreOutcome> {
  const backup = await readBackupFile(archive);
  if (!backup.ok)
    return { ok: false, reason: `${archive} cannot be restored: ${backup.reason}. ${UNCHANGED}` };
  const staging = path.join(root, "pglite.restoring");
  rmSync(staging, { recursive: true, force: true });
  const opened = await openRestored(staging, backup.tar);
  if (!opened.ok) {
    rmSync(staging, { recursive: true, force: true });
    return { ok: false, reason: `${archive} cannot be restored: ${opened.reason}. ${UNCHANGED}` };
  }
  const live = path.join(root, "pglite");
  const keptAs = existsSync(live)
    ? path.join(root, `pglite.before-restore-${now().toISOString().replace(/[:.]/g, "-")}`)
    : null;
  if (keptAs) renameSync(live, keptAs);
  renameSync(staging, live);
  // The search snapshots describe the database just replaced (decision 0089): the next start builds
  // every index from the restored one.
  removeSearchSnapshots(root);
  return {
    ok: true,
    databaseDir: live,
    keptAs,
    sites: opened.sites,
    files: backup.files,
    postgresVersion: backup.postgresVersion,
  };
}

/** The newest migration this code knows (drizzle records each applied one by its journal time). */
function newestKnownMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Unpacks the data directory with PGlite, opens it and checks it is a Forecourt database this code can run. */
async function openRestored(
  dir: string,
  tar: Uint8Array,
): Promise<{ ok: true; sites: number } | { ok: false; reason: string }> {
  let pg: PGlite | undefined;
  try {
    pg = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([tar as Uint8Array<ArrayBuffer>]) });
    const tables = await pg.query<{ sites: string | null; migrations: string | null }>(
      "select to_regclass('public.sites')::text as sites, to_regclass('drizzle.__drizzle_migrations')::text as migrations",
    );
    const found = tables.rows[0];
    if (!found?.sites || !found.migrations) {
      return {
        ok: false,
        reason: "its database is not a Forecourt database (it has no sites or migrations table)",
      };
    }
    const newest = await pg.query<{ newest: string | null }>(
      "select max(created_at)::text as newest from drizzle.__drizzle_migrations",
    );
    if (Number(newest.rows[0]?.newest ?? 0) > newestKnownMigration()) {
      return {
        ok: false,
        reason:
          "it was made by a newer Forecourt (its database has migrations this version does not know): restore it with that version or a later one",
      };
    }
    const sites = await pg.query<{ n: number }>("select count(*)::int as n from sites");
    return { ok: true, sites: sites.rows[0]?.n ?? 0 };
  } catch (error) {
    return { ok: false, reason: `PGlite could not open its database (${(error as Error).message})` };
  } finally {
    await pg?.close().catch(() => undefined);
  }
}
