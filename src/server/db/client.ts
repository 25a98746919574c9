import "server-only";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { logger } from "../observability/log";
import { tracePglite, tracePgPool } from "../observability/traced-database";
import { tracesRecorded } from "../observability/tracing";
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
  /**
   * Runs `fn` while this process holds the advisory lock `key`, so servers sharing a PostgreSQL
   * database take turns (migrations and the first-start seed, decision 0020). The lock lives on its
   * own connection, held from lock to unlock: through the pool, the unlock could run on another
   * connection and silently leave the lock held. `fn` uses `db` as usual. On PGlite, which one process
   * holds alone (the data directory's lock), it just runs `fn`.
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: the whole data directory as a tar archive `loadDataDir` takes back, made while no
   * statement runs (the tests' template; a backup, server/backup/). Uncompressed unless asked.
   */
  dumpDataDir?: (compression?: "none" | "gzip") => Promise<Blob | File>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = (
  | { kind: "postgres"; url: string; maxConnections?: number }
  | { kind: "pglite"; dataDir: string; role?: string }
  /**
   * In-memory PGlite. `loadDataDir` starts it from a dump of a prepared database (PGlite's
   * `dumpDataDir`) instead of running initdb: the integration tests' template (test/integration-setup.ts).
   */
  | { kind: "memory"; loadDataDir?: Blob }
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

const log = logger("db");

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  const client = await PGlite.create({
    dataDir,
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_START_PARAMS],
  });
  // A span per statement while traces are sent (decision 0068); untouched otherwise.
  if (tracesRecorded()) tracePglite(client);
  return client;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const config = { schema, logger: options.queryLog ? queryLogger(options.queryLog) : false };
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle client's error (server restart) must not crash the process; the pool replaces it.
    pool.on("error", (error) => log.error("an idle PostgreSQL connection failed", { err: error }));
    if (tracesRecorded()) tracePgPool(pool);
    const db = drizzlePg(pool, config) as unknown as Database;
    const url = options.url;
    return {
      db,
      kind: "postgres",
      withAdvisoryLock: (key, fn) => withPostgresAdvisoryLock(url, key, fn),
      close: () => pool.end(),
    };
  }
  if (options.kind === "memory") {
    const client = await openPglite(undefined, options.loadDataDir);
    const db = drizzlePglite(client, config) as unknown as Database;
    return {
      db,
      kind: "pglite",
      withAdvisoryLock: (_key, fn) => fn(),
      dumpDataDir: (compression = "none") => client.dumpDataDir(compression),
      close: () => client.close(),
    };
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
      withAdvisoryLock: (_key, fn) => fn(),
      dumpDataDir: (compression = "none") => client.dumpDataDir(compression),
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

/**
 * A session advisory lock on a connection of its own, outside the pool, so lock and unlock run on the
 * same session whatever `fn` does with the pool (and a pool of one cannot deadlock on it). Should the
 * unlock fail, ending the connection releases the lock; so does a crash of this process.
 */
async function withPostgresAdvisoryLock<T>(url: string, key: number, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  // A dropped connection must not crash the process; the lock goes with it and `fn`'s own queries fail.
  client.on("error", (error) => log.error("the advisory lock's connection failed", { err: error }));
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [key]);
    try {
      return await fn();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
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
