import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { prepareDatabase } from "../src/server/db/migrate";
import {
  createScratchDatabase,
  PGLITE_TEMPLATE_ENV,
  POSTGRES_TEMPLATE_ENV,
} from "../src/server/db/test-database";

/**
 * vitest's globalSetup for the integration project (decision 0058): migrates one database before any
 * test file runs, and every `openTestDatabase()` starts from a copy of it instead of running PGlite's
 * initdb and every migration again (seconds a file, ~100 files). On PGlite the copy is a dump of the
 * data directory loaded into each file's in-memory instance; on PostgreSQL (DATABASE_URL) it is a
 * template database each file's `create database … template` copies. The workers inherit the
 * environment variable that names it. Tests of the migrations themselves open their own databases.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl, "forecourt_template");
    const handle = await openDatabase({ kind: "postgres", url: template.url, maxConnections: 1 });
    try {
      await prepareDatabase(handle);
    } finally {
      await handle.close();
    }
    process.env[POSTGRES_TEMPLATE_ENV] = new URL(template.url).pathname.slice(1);
    return async () => {
      delete process.env[POSTGRES_TEMPLATE_ENV];
      await template.drop();
    };
  }
  const dir = await mkdtemp(join(tmpdir(), "forecourt-int-template-"));
  const handle = await openDatabase({ kind: "memory" });
  try {
    await prepareDatabase(handle);
    // On disk as of now, so each copy starts without replaying the migrations' WAL.
    await handle.db.execute(sql`checkpoint`);
    const dump = await handle.dumpDataDir?.();
    if (!dump) throw new Error("in-memory PGlite gave no dump");
    await writeFile(join(dir, "pglite.tar"), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  process.env[PGLITE_TEMPLATE_ENV] = join(dir, "pglite.tar");
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}
