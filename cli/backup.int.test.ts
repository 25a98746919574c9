// backend-independent: backups of an embedded PGlite data directory, whatever DATABASE_URL says.
// CI's PostgreSQL run leaves this file out: there it would repeat the PGlite run (decision 0058).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { adminToken } from "@/server/admin/admin-token";
import { writeServerAddress } from "@/server/admin/server-address";
import { backupEndpoint } from "@/server/backup/backup-endpoint";
import { type DatabaseHandle, openDatabase, queryRows } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/migrate";
import { importBundle } from "@/server/import/import-bundle";
import { serveHandler } from "../test/serve-handler";
import { removeTempDirs, run, tempDir } from "./cli-test-setup";

/**
 * Issue 36 item 5 (decision 0065): `forecourt backup` asks the server that holds an embedded data
 * directory for a copy (the admin API, `GET /admin/api/backup`), `forecourt restore` puts one in place
 * in a directory no server runs on; bad input (no file, a wrong token, a damaged or foreign archive, a
 * directory in use) is refused with its reason and changes nothing. The real server's round trip, with
 * writes during the copy, is backup-round-trip.int.test.ts; the endpoint's own refusals are
 * src/server/backup/backup-endpoint.test.ts.
 */

const dataDir = tempDir();
const settings = parseEnv({ DATA_DIR: dataDir });
let handle: DatabaseHandle;
let server: { url: string; close: () => Promise<void> };
const log: string[] = [];

const site = (slug: string, name: string) => ({
  site: { slug, name, dealerships: [`${slug}-yard`] },
  dealerships: [{ slug: `${slug}-yard`, name: `${name} Yard` }],
});

async function siteNames(db: DatabaseHandle["db"]): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(db, sql`select name from sites order by name`);
  return rows.map((row) => row.name);
}

/** What a restored directory holds, opened as the next server would open it. */
async function namesIn(dir: string): Promise<string[]> {
  const restored = await openDatabase({ kind: "pglite", dataDir: dir, role: "test" });
  try {
    return await siteNames(restored.db);
  } finally {
    await restored.close();
  }
}

beforeAll(async () => {
  handle = await openDatabase({ kind: "pglite", dataDir, role: "server" });
  await prepareDatabase(handle);
  await importBundle(handle.db, site("backed-up", "Backed Up Motors"));
  adminToken(settings); // writes DATA_DIR/admin-token, as a server's first request would
  const endpoint = backupEndpoint({ settings, databaseHandle: async () => handle, log: (l) => log.push(l) });
  server = await serveHandler(endpoint);
  writeServerAddress(dataDir, { pid: process.pid, url: server.url });
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
  removeTempDirs();
});

describe("forecourt backup, through the server holding the data directory", () => {
  it("writes a gzipped copy of the database only its owner may read, checked as it is read back", async () => {
    const file = path.join(tempDir(), "fc.tar.gz");
    const result = await run(["backup", file, "--data-dir", dataDir]);
    expect(result.err).toBe("");
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Backed up the database of the server at ${server.url} to ${file}`);
    expect(result.out).toMatch(/read back whole: \d+ files, PostgreSQL \d+/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(path.dirname(file))).toEqual(["fc.tar.gz"]);
    expect(log.at(-1)).toMatch(/^\[admin\] backup taken: \d+ bytes of database, copied in \d+ ms/);
  });

  it("refuses a wrong token with the server's reason, and writes nothing", async () => {
    const dir = tempDir();
    const result = await run([
      "backup",
      path.join(dir, "fc.tar.gz"),
      "--data-dir",
      dataDir,
      "--token",
      "x".repeat(30),
    ]);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/^The server refused the backup \(401\): Missing or wrong admin token/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("never writes over a file that is there, and asks for a file at all", async () => {
    const file = path.join(tempDir(), "taken.tar.gz");
    writeFileSync(file, "mine");
    const result = await run(["backup", file, "--data-dir", dataDir]);
    expect(result.code).toBe(2);
    expect(result.err).toBe(`${file} already exists: a backup never overwrites a file. Name a new one.`);
    expect(readFileSync(file, "utf8")).toBe("mine");
    expect((await run(["backup", "--data-dir", dataDir])).err).toMatch(/^backup needs a file to write/);
  });
});

describe("forecourt restore", () => {
  let backup: string;
  beforeAll(async () => {
    backup = path.join(tempDir(), "good.tar.gz");
    expect((await run(["backup", backup, "--data-dir", dataDir])).code).toBe(0);
  });

  it("refuses a directory a server runs on, naming it, and changes nothing", async () => {
    const result = await run(["restore", backup, "--data-dir", dataDir]);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(
      new RegExp(
        `^A Forecourt server \\(pid ${process.pid}, since .+\\) is running on ${dataDir}\\. A restore replaces its database: stop it first`,
      ),
    );
    expect(result.err).toMatch(/Nothing was changed\.$/);
    expect(await siteNames(handle.db)).toEqual(["Backed Up Motors"]);
  });

  it("restores into an empty directory, and a backup taken there with no server reads the same", async () => {
    const fresh = tempDir();
    const result = await run(["restore", backup, "--data-dir", fresh]);
    expect(result.err).toBe("");
    expect(result.out).toContain(`Restored ${backup}: 1 site (`);
    expect(result.out).not.toContain("kept at");
    expect(await namesIn(fresh)).toEqual(["Backed Up Motors"]);

    const again = path.join(tempDir(), "offline.tar.gz");
    const offline = await run(["backup", again, "--data-dir", fresh]);
    expect(offline.out).toContain(`Backed up the database in ${fresh} to ${again}`);
    expect(offline.code).toBe(0);
  });

  it("keeps the database it replaces beside the restored one, and removes the search snapshots of it", async () => {
    const dir = tempDir();
    expect((await run(["restore", backup, "--data-dir", dir])).code).toBe(0);
    const other = await openDatabase({ kind: "pglite", dataDir: dir, role: "test" });
    await importBundle(other.db, site("later", "Later Cars"));
    await other.close();
    // A server's search snapshot of the database being replaced (decision 0089).
    mkdirSync(path.join(dir, "search-snapshots"));
    writeFileSync(path.join(dir, "search-snapshots", "later.ndjson"), "{}\n");

    const result = await run(["restore", backup, "--data-dir", dir]);
    expect(existsSync(path.join(dir, "search-snapshots"))).toBe(false);
    expect(result.code).toBe(0);
    const kept = readdirSync(dir).find((name) => name.startsWith("pglite.before-restore-"));
    expect(kept).toBeDefined();
    expect(result.out).toContain(`The database it replaced is kept at ${path.join(dir, kept ?? "")}`);
    expect(await namesIn(dir)).toEqual(["Backed Up Motors"]);
  });

  it("refuses a missing, damaged or foreign file with its reason, and leaves the directory as it was", async () => {
    const dir = tempDir();
    expect((await run(["restore", backup, "--data-dir", dir])).code).toBe(0);
    const good = readFileSync(backup);
    const scratch = tempDir();
    const bad = (name: string, bytes: Buffer) => {
      const file = path.join(scratch, name);
      writeFileSync(file, bytes);
      return file;
    };
    const cases: [string, RegExp][] = [
      [
        path.join(scratch, "missing.tar.gz"),
        /cannot be restored: there is no such file\. Nothing was changed\.$/,
      ],
      [bad("cut.tar.gz", good.subarray(0, good.length >> 1)), /cannot be restored: it is cut short/],
      [
        bad("bundle.json", Buffer.from('{"site":{}}')),
        /cannot be restored: it is not a gzipped backup, or it is damaged/,
      ],
      [bad("text.gz", gzipSync("not a tar\n".repeat(300))), /cannot be restored: it is not a tar archive\./],
    ];
    for (const [file, reason] of cases) {
      const result = await run(["restore", file, "--data-dir", dir]);
      expect(result.code, file).toBe(2);
      expect(result.err, file).toMatch(reason);
    }
    expect(readdirSync(dir).sort()).toEqual(["pglite"]);
    expect(await namesIn(dir)).toEqual(["Backed Up Motors"]);
  });

  it("refuses a backup made by a newer Forecourt (a migration this one does not know)", async () => {
    const dir = tempDir();
    expect((await run(["restore", backup, "--data-dir", dir])).code).toBe(0);
    const newer = await openDatabase({ kind: "pglite", dataDir: dir, role: "test" });
    await newer.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', 99999999999999)`,
    );
    await newer.close();
    const file = path.join(tempDir(), "newer.tar.gz");
    expect((await run(["backup", file, "--data-dir", dir])).code).toBe(0);
    const result = await run(["restore", file, "--data-dir", tempDir()]);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/it was made by a newer Forecourt/);
  });

  it("points PostgreSQL installations at pg_restore and pg_dump", async () => {
    // run() keeps the CLI on PGlite; here the command is asked with DATABASE_URL set.
    const url = "postgres://u:p@127.0.0.1:1/none";
    const { runCli } = await import("./forecourt");
    const err: string[] = [];
    const io = { out: () => undefined, err: (line: string) => err.push(line) };
    expect(await runCli(["restore", backup], io, { DATABASE_URL: url })).toBe(2);
    expect(await runCli(["backup", path.join(tempDir(), "pg.tar.gz")], io, { DATABASE_URL: url })).toBe(2);
    expect(err[0]).toMatch(/Restore a pg_dump with pg_restore/);
    expect(err[1]).toMatch(/back it up with pg_dump/);
  });
});
