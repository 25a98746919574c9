import "server-only";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "./client";
import { prepareDatabase } from "./migrate";

/**
 * Where the integration run's migrated template lives (test/integration-setup.ts sets them once per
 * run): a PGlite dump file, or a template database on the PostgreSQL server. Unset (a bench, a script),
 * every test database is migrated from scratch.
 */
export const PGLITE_TEMPLATE_ENV = "FORECOURT_TEST_PGLITE_TEMPLATE";
export const POSTGRES_TEMPLATE_ENV = "FORECOURT_TEST_PG_TEMPLATE";

/**
 * A fresh, migrated database for one integration test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again on close), so the same
 * tests prove both backends. Under vitest each one is a copy of the run's template, migrated once
 * (decision 0058): PGlite's initdb and the migrations cost seconds a file; `prepareDatabase` still runs
 * on the copy, and finds nothing to do unless the template is stale.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const templateFile = process.env[PGLITE_TEMPLATE_ENV];
    const loadDataDir = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
    const handle = await openDatabase({ kind: "memory", ...(loadDataDir ? { loadDataDir } : {}) });
    await prepareDatabase(handle);
    return handle;
  }
  const scratch = await createScratchDatabase(serverUrl, "forecourt_t", process.env[POSTGRES_TEMPLATE_ENV]);
  const handle = await openDatabase({ kind: "postgres", url: scratch.url, maxConnections: 4 });
  await prepareDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A new database on the PostgreSQL server at `serverUrl`, and a way to drop it again: empty, or a copy
 * of the database `template` (which nothing may be connected to).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
