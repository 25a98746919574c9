import "server-only";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "./client";
import { prepareDatabase } from "./migrate";

/**
 * A fresh, migrated database for one integration test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again on close), so the same
 * tests prove both backends.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ kind: "memory" });
    await prepareDatabase(handle);
    return handle;
  }
  const name = `forecourt_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), maxConnections: 4 });
  await prepareDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
