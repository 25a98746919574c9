import "server-only";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock";
import { queryLogger } from "./query-log";
import * as schema from "./schema";

/** The one database type every server function takes: PGlite and node-postgres share it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either a database or an open transaction: writers accept both so callers choose the boundary. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Where the PGlite files live; undefined for PostgreSQL and in-memory PGlite. */
  dataDir?: string;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = (
  | { kind: "postgres"; url: string; maxConnections?: number }
  | { kind: "pglite"; dataDir: string; role?: string }
  | { kind: "memory" }
) & {
  /** Append every statement to this file (FORECOURT_QUERY_LOG; see query-log.ts). */
  queryLog?: string;
};

/**
 * PGlite settings. PostgreSQL's defaults assume a dedicated server; inside one Node process we keep
 * the buffer pool and per-sort memory small so the embedded demo stays well under a gigabyte.
 * See docs/benchmarks.md for what each setting measured.
 */
const PGLITE_START_PARAMS = [
  "-c",
  "shared_buffers=32MB",
  "-c",
  "work_mem=8MB",
  "-c",
  "maintenance_work_mem=32MB",
  "-c",
  "temp_buffers=8MB",
  "-c",
  "max_wal_size=64MB",
  "-c",
  "min_wal_size=32MB",
];

async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_START_PARAMS],
  });
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const config = { schema, logger: options.queryLog ? queryLogger(options.queryLog) : false };
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle client's error (server restart) must not crash the process; the pool replaces it.
    pool.on("error", (error) => console.error("[db] idle PostgreSQL client error:", error.message));
    const db = drizzlePg(pool, config) as unknown as Database;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  if (options.kind === "memory") {
    const client = await openPglite(undefined);
    const db = drizzlePglite(client, config) as unknown as Database;
    return { db, kind: "pglite", close: () => client.close() };
  }
  const dataDir = path.resolve(options.dataDir);
  const release = acquireDataDirLock(dataDir, options.role ?? "process");
  try {
    const client = await openPglite(path.join(dataDir, "pglite"));
    const db = drizzlePglite(client, config) as unknown as Database;
    return {
      db,
      kind: "pglite",
      dataDir,
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Chooses the backend the same way everywhere: DATABASE_URL wins, else PGlite under dataDir. */
export function databaseOptionsFrom(settings: {
  databaseUrl?: string;
  dataDir: string;
  role: string;
}): OpenDatabaseOptions {
  return settings.databaseUrl
    ? { kind: "postgres", url: settings.databaseUrl }
    : { kind: "pglite", dataDir: settings.dataDir, role: settings.role };
}

/** Runs raw SQL and returns its rows; PGlite and node-postgres both answer with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
