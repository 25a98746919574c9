import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/env";
import { hangGuard } from "../../test/limits";
import { captureLogs } from "../../test/log-capture";
import { bootDatabase } from "./boot";
import { type DatabaseHandle, openDatabase, queryRows } from "./db/client";
import { MIGRATION_LOCK_KEY } from "./db/migrate";
import { sites } from "./db/schema";
import { createScratchDatabase } from "./db/test-database";

/** Issue 16 §6: a first start seeds the demo once, however many servers start on the database together. */
const serverUrl = process.env.DATABASE_URL;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function bootEnv(settings: Record<string, string>) {
  return parseEnv({ SEED_DEMO: "auto", DEMO_CARS: "30", ...settings });
}

/** Counts the boot's "seeded" lines while `fn` runs. */
async function countingSeeds<T>(fn: () => Promise<T>): Promise<{ value: T; seeds: number }> {
  const log = captureLogs();
  try {
    const value = await fn();
    const seeds = log.lines.filter((line) => line.component === "boot" && /^seeded /.test(line.msg)).length;
    return { value, seeds };
  } finally {
    log.restore();
  }
}

async function siteCount(handle: DatabaseHandle): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(sites);
  return row?.n ?? 0;
}

describe("the first start's demo seed", () => {
  it("seeds an empty embedded database, and a restart leaves the sites be", {
    timeout: hangGuard(240_000),
  }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-boot-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const env = bootEnv({ DATA_DIR: dataDir });
    const first = await countingSeeds(() => bootDatabase(env, "test"));
    expect(first.seeds).toBe(1);
    expect(await siteCount(first.value)).toBe(3);
    await first.value.close();
    const again = await countingSeeds(() => bootDatabase(env, "test"));
    expect(again.seeds).toBe(0);
    await again.value.close();
    // Two embedded boots (34 migrations, a seed) take ~8 s alone and ~80 s beside CI's other lanes.
  });
});

describe.skipIf(!serverUrl)(
  "servers starting together on one PostgreSQL database (needs DATABASE_URL; skipped on PGlite)",
  () => {
    it("decision 0020: two boots at once on an empty database seed it once, and both succeed", async () => {
      const scratch = await createScratchDatabase(serverUrl!, "forecourt_boot");
      cleanups.push(() => scratch.drop());
      const dirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "forecourt-boot-")));
      cleanups.push(async () => {
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      });
      const { value: handles, seeds } = await countingSeeds(() =>
        Promise.all(dirs.map((dir) => bootDatabase(bootEnv({ DATA_DIR: dir, DATABASE_URL: scratch.url })))),
      );
      cleanups.push(async () => {
        for (const handle of handles) await handle.close();
      });
      expect(seeds).toBe(1);
      expect(await siteCount(handles[0]!)).toBe(3);
      // Neither boot left the migration lock held.
      const held = await queryRows<{ n: number }>(handles[0]!.db, sqlAdvisoryLocks(MIGRATION_LOCK_KEY));
      expect(held[0]?.n).toBe(0);
    });

    it("the advisory lock holds from lock to unlock on a connection of its own, even with a pool of one", async () => {
      const scratch = await createScratchDatabase(serverUrl!, "forecourt_lock");
      cleanups.push(() => scratch.drop());
      const a = await openDatabase({ kind: "postgres", url: scratch.url, maxConnections: 1 });
      const b = await openDatabase({ kind: "postgres", url: scratch.url, maxConnections: 1 });
      cleanups.push(async () => {
        await a.close();
        await b.close();
      });
      const order: string[] = [];
      let releaseA = () => {};
      let aHolds = () => {};
      const aHolding = new Promise<void>((resolve) => {
        aHolds = resolve;
      });
      const first = a.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
        // The pool's one connection is free for the work: the lock is not on it.
        await a.db.execute(sqlAdvisoryLocks(MIGRATION_LOCK_KEY));
        order.push("a in");
        aHolds();
        await new Promise<void>((resolve) => {
          releaseA = resolve;
        });
        order.push("a out");
      });
      await aHolding;
      const second = b.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
        order.push("b in");
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(order).toEqual(["a in"]);
      releaseA();
      await Promise.all([first, second]);
      expect(order).toEqual(["a in", "a out", "b in"]);
      const held = await queryRows<{ n: number }>(a.db, sqlAdvisoryLocks(MIGRATION_LOCK_KEY));
      expect(held[0]?.n).toBe(0);
    });
  },
);

/**
 * This database's holders of the advisory lock. Advisory locks are per database, but pg_locks shows
 * the whole server's: other test files boot servers on their own scratch databases at the same time.
 */
function sqlAdvisoryLocks(key: number) {
  return sql`select count(*)::int as n from pg_locks
    where locktype = 'advisory' and objid = ${key} and granted
      and database = (select oid from pg_database where datname = current_database())`;
}
