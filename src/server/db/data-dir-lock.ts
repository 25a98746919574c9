import "server-only";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

/**
 * PGlite lets one process own a data directory at a time; a second opener corrupts it. Every opener
 * takes this lock file first. A lock left by a dead process (SIGKILL, power loss) is taken over.
 */

export type LockOwner = { pid: number; role: string; startedAt: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The data directory ${dataDir} is in use by a Forecourt ${owner.role} (pid ${owner.pid}, since ${owner.startedAt}). ` +
        "Embedded PGlite allows one process per data directory: stop that process first, " +
        "or point this command at another directory with --data-dir, or use PostgreSQL via DATABASE_URL.",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, "utf8")) as Partial<LockOwner>;
    if (typeof parsed.pid !== "number") return null;
    return {
      pid: parsed.pid,
      role: String(parsed.role ?? "process"),
      startedAt: String(parsed.startedAt ?? "?"),
    };
  } catch {
    return null;
  }
}

export function lockPathFor(dataDir: string): string {
  return path.join(dataDir, "forecourt.lock");
}

/** Takes the lock or throws DataDirLockedError; returns a release function. */
export function acquireDataDirLock(dataDir: string, role: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = lockPathFor(dataDir);
  const owner: LockOwner = { pid: process.pid, role, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readOwner(lockPath)?.pid === process.pid) rmSync(lockPath, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const current = readOwner(lockPath);
      if (current && isAlive(current.pid)) throw new DataDirLockedError(dataDir, current);
      // Stale (owner gone) or unreadable (crashed mid-write): take it over.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

/** Who holds the directory now, if anyone alive does. */
export function dataDirLockOwner(dataDir: string): LockOwner | null {
  const owner = readOwner(lockPathFor(dataDir));
  return owner && isAlive(owner.pid) ? owner : null;
}
