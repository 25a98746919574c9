import { createWriteStream, existsSync } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Env } from "@/env";
import { readBackupFile } from "@/server/backup/backup-file";
import { gzipStream, POSTGRES_BACKUP_REASON, snapshotDatabase } from "@/server/backup/database-snapshot";
import { restoreDataDir } from "@/server/backup/restore-data-dir";
import { openDatabase } from "@/server/db/client";
import { DataDirLockedError } from "@/server/db/data-dir-lock";
import type { CliValues } from "./cli-args";
import type { CliIo } from "./cli-io";
import { printable } from "./cli-text";
import { adminTokenOrSay, runningServer } from "./server-admin";

/**
 * `forecourt backup <file>` and `forecourt restore <file>` (issue 36 item 5, decision 0065), for the
 * embedded database. A backup goes through the server that holds the data directory (its admin API
 * copies the database while it serves), or opens the directory itself when none does; the file is
 * written aside and renamed into place once whole, never over an existing one, and read back to check
 * it. A restore needs the directory free of any server. PostgreSQL has pg_dump and pg_restore.
 */

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function runBackup(
  file: string | undefined,
  values: CliValues,
  settings: Env,
  io: CliIo,
): Promise<number> {
  if (!file) {
    io.err("backup needs a file to write: forecourt backup <file.tar.gz>");
    return 2;
  }
  const server = values.server ?? runningServer(settings);
  if (!server && settings.DATABASE_URL) {
    io.err(`${POSTGRES_BACKUP_REASON}.`);
    return 2;
  }
  if (existsSync(file)) {
    io.err(`${file} already exists: a backup never overwrites a file. Name a new one.`);
    return 2;
  }
  const partial = `${file}.partial`;
  try {
    const written = server
      ? await fromServer(server, partial, values, settings, io)
      : await fromDataDir(partial, settings, io);
    if (written !== 0) return written;
    const check = await readBackupFile(partial);
    if (!check.ok) {
      io.err(
        `The backup written to ${partial} does not read back: ${check.reason}. Kept for a look; take another.`,
      );
      return 1;
    }
    await rename(partial, file);
    io.out(
      `Backed up the database${server ? ` of the server at ${server}` : ` in ${settings.DATA_DIR}`} to ${file} (${megabytes((await stat(file)).size)}; read back whole: ${check.files} files, PostgreSQL ${check.postgresVersion}).`,
    );
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    io.err(`Could not write ${file}: ${(error as Error).message}`);
    return 2;
  }
}

/** Writes a stream to a new file only this user may read (it holds every site's data). */
async function writeNew(partial: string, body: ReadableStream<Uint8Array>): Promise<void> {
  await pipeline(
    Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>),
    createWriteStream(partial, { flags: "wx", mode: 0o600 }),
  );
}

async function fromServer(
  server: string,
  partial: string,
  values: CliValues,
  settings: Env,
  io: CliIo,
): Promise<number> {
  const token = await adminTokenOrSay(server, values, settings, io);
  if (!token) return 2;
  io.out(`Asking the server at ${server} for a copy of its database …`);
  let response: Response;
  try {
    response = await fetch(new URL("/admin/api/backup", server), {
      headers: { authorization: `Bearer ${token}` },
    });
  } catch (error) {
    io.err(`Could not reach the server at ${server}: ${(error as Error).message}`);
    return 2;
  }
  if (!response.ok || !response.body || !/gzip/.test(response.headers.get("content-type") ?? "")) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const reason = typeof body?.error === "string" ? body.error : response.statusText;
    io.err(`The server refused the backup (${response.status}): ${printable(reason)}`);
    return 2;
  }
  await writeNew(partial, response.body);
  return 0;
}

async function fromDataDir(partial: string, settings: Env, io: CliIo): Promise<number> {
  if (!existsSync(path.join(settings.DATA_DIR, "pglite", "PG_VERSION"))) {
    io.err(`There is no database in ${path.resolve(settings.DATA_DIR)} to back up (no pglite/PG_VERSION).`);
    return 2;
  }
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  try {
    handle = await openDatabase({ kind: "pglite", dataDir: settings.DATA_DIR, role: "cli (backup)" });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    io.err(error.message);
    return 2;
  }
  try {
    const snapshot = await snapshotDatabase(handle);
    if (!snapshot.ok) {
      io.err(snapshot.reason);
      return 2;
    }
    await writeNew(partial, gzipStream(snapshot.tar));
    return 0;
  } finally {
    await handle.close();
  }
}

export async function runRestore(
  file: string | undefined,
  values: CliValues,
  settings: Env,
  io: CliIo,
): Promise<number> {
  if (!file) {
    io.err("restore needs a backup file: forecourt restore <file.tar.gz> [--data-dir <dir>]");
    return 2;
  }
  if (values.server) {
    io.err(
      "restore works on a data directory on this machine with no server running on it: --server does not apply.",
    );
    return 2;
  }
  if (settings.DATABASE_URL) {
    io.err(
      "DATABASE_URL is set: this installation keeps its data in PostgreSQL. Restore a pg_dump with pg_restore (README, Backups).",
    );
    return 2;
  }
  io.out(`Restoring ${file} into ${path.resolve(settings.DATA_DIR)} …`);
  const outcome = await restoreDataDir(file, settings.DATA_DIR);
  if (!outcome.ok) {
    io.err(outcome.reason);
    return 2;
  }
  io.out(
    `Restored ${file}: ${outcome.sites} site${outcome.sites === 1 ? "" : "s"} (${outcome.files} files, PostgreSQL ${outcome.postgresVersion}) into ${outcome.databaseDir}.`,
  );
  if (outcome.keptAs)
    io.out(`The database it replaced is kept at ${outcome.keptAs}; remove it once you are happy.`);
  io.out("Start the server on this data directory; it applies any newer migrations as it starts.");
  return 0;
}
