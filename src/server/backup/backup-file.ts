import "server-only";
import { createReadStream } from "node:fs";
import { createGunzip } from "node:zlib";
import { checkDataDirTar } from "@/lib/backup/data-dir-archive";

/**
 * A backup file as a restore reads it: gunzipped whole (gzip's checksum finds a damaged or cut file),
 * then its tar headers checked (lib/backup/data-dir-archive). The data directory is held in memory, as
 * PGlite's `loadDataDir` takes it: an embedded database is small (the demo's is about 70 MB).
 */
export type BackupFile =
  | { ok: true; tar: Uint8Array; files: number; postgresVersion: string }
  | { ok: false; reason: string };

export async function readBackupFile(file: string): Promise<BackupFile> {
  let tar: Buffer;
  try {
    tar = await gunzipFile(file);
  } catch (error) {
    return { ok: false, reason: unreadable(error as NodeJS.ErrnoException) };
  }
  const check = checkDataDirTar(tar);
  return check.ok ? { ...check, tar } : check;
}

function gunzipFile(file: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const input = createReadStream(file);
    const gunzip = createGunzip();
    input.on("error", reject);
    gunzip.on("error", reject);
    gunzip.on("data", (chunk: Buffer) => chunks.push(chunk));
    gunzip.on("end", () => resolve(Buffer.concat(chunks)));
    input.pipe(gunzip);
  });
}

function unreadable(error: NodeJS.ErrnoException): string {
  if (error.code === "ENOENT") return "there is no such file";
  if (error.code === "EISDIR") return "it is a directory, not a backup file";
  if (error.code === "EACCES") return "this user may not read it";
  if (error.code === "Z_DATA_ERROR") return `it is not a gzipped backup, or it is damaged (${error.message})`;
  if (error.code === "Z_BUF_ERROR") return "it is cut short: the file ends before its gzip stream does";
  return error.message;
}
