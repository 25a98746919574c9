import "server-only";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";

/**
 * A consistent copy of an embedded database while its server goes on serving (issue 36 item 5,
 * decision 0065). PGlite runs one statement at a time; its `dumpDataDir` copies the data directory
 * while it holds that turn, so the copy is the database between two statements, as a snapshot of
 * the disk would be. A transaction still open then is in the copy's WAL without its commit, and is
 * rolled back when the copy is opened, as after a power cut (PostgreSQL's "file system level
 * backup"). The checkpoint first writes every changed page out, so opening the copy replays little.
 * Queries wait while the files are copied (about half a second per 60 MB here); the gzip is made
 * afterwards, as the copy is sent, and holds nobody up.
 */

export const POSTGRES_BACKUP_REASON =
  "This server keeps its data in PostgreSQL (DATABASE_URL): back it up with pg_dump and restore it with pg_restore (README, Backups)";

export type DatabaseSnapshot =
  /** `copyMs`: how long the copy held the database's turn (queries waited that long). */
  { ok: true; tar: Blob; ms: number; copyMs: number } | { ok: false; reason: string };

export async function snapshotDatabase(handle: DatabaseHandle): Promise<DatabaseSnapshot> {
  if (handle.kind === "postgres") return { ok: false, reason: POSTGRES_BACKUP_REASON };
  if (!handle.dumpDataDir || !handle.dataDir) {
    return { ok: false, reason: "This database lives in memory: there is no data directory to back up" };
  }
  const started = performance.now();
  await handle.db.execute(sql`checkpoint`);
  const dumping = performance.now();
  const tar = await handle.dumpDataDir("none");
  const done = performance.now();
  return { ok: true, tar, ms: Math.round(done - started), copyMs: Math.round(done - dumping) };
}

/** The snapshot as the gzip stream a backup file holds (a `.tar.gz` PGlite's loadDataDir reads too). */
export function gzipStream(tar: Blob): ReadableStream<Uint8Array> {
  return tar.stream().pipeThrough(new CompressionStream("gzip"));
}
