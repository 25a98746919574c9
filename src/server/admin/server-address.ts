import "server-only";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Where the server that holds a data directory listens, so `forecourt import` on the same machine can
 * send it a feed instead of opening the directory itself (PGlite allows one process per directory).
 * Written at boot; trusted only while its pid is the lock's owner (data-dir-lock.ts).
 */
export type ServerAddress = { pid: number; url: string };

const FILE = "server.json";

export function writeServerAddress(dataDir: string, address: ServerAddress): void {
  const file = path.join(dataDir, FILE);
  // Written aside and renamed, so a reader never sees half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify(address), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

export function readServerAddress(dataDir: string): ServerAddress | null {
  try {
    const parsed = JSON.parse(readFileSync(path.join(dataDir, FILE), "utf8")) as Partial<ServerAddress>;
    if (typeof parsed.pid !== "number" || typeof parsed.url !== "string") return null;
    return { pid: parsed.pid, url: parsed.url };
  } catch {
    return null;
  }
}
