import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A secret kept in the data directory when the environment gives none (the lead forms' signing key,
 * the admin token): generated once from the CSPRNG, readable by its owner only, and the same for every
 * process that shares the directory. `created` says whether this call made it (so it can be shown once).
 */
export function dataDirSecret(dataDir: string, name: string): { secret: string; created: boolean } {
  const file = path.join(dataDir, name);
  try {
    return { secret: readFileSync(file, "utf8").trim(), created: false };
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    // 'wx' fails if another process wrote it first; then theirs is the one to use.
    try {
      writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return { secret, created: true };
    } catch {
      return { secret: readFileSync(file, "utf8").trim(), created: false };
    }
  }
}

/** A secret the data directory already holds, without making one; undefined when there is none. */
export function existingDataDirSecret(dataDir: string, name: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, name), "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}
