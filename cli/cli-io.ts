import type { DatabaseHandle } from "@/server/db/client";

/** Where a command writes: lines for stdout and stderr (the tests collect them instead). */
export type CliIo = { out: (line: string) => void; err: (line: string) => void };

/**
 * Opens the database for a command, runs `fn` on it and closes it again; returns `fn`'s exit code (or 2
 * when another process holds the data directory).
 */
export type WithDatabase = (fn: (handle: DatabaseHandle) => Promise<number>) => Promise<number>;
