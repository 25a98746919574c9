/**
 * The warm time after a start, with and without search snapshots (issue 35 §2, decision 0089): on a
 * seeded data directory, starts the built server (`npm start`'s scripts/start.mjs) and times
 * server ready (`/api/health` answers) → index ready (`/api/ready` answers: every site's index built),
 *   - without a snapshot (the folder moved aside: every car read from the database, as before), which
 *     writes a fresh snapshot of each site;
 *   - then, after `--changed` cars were written with the server stopped (a feed's prices, through the
 *     import's batch path), with the snapshot: built from the file and updated in place;
 * and prints the second against the first as a ratio, over N rounds. Each server is stopped only once
 * its snapshots are on disk. The data directory is changed (cars, snapshots): use a copy.
 *
 *   cp -a /tmp/fc50k /tmp/fc50k-snap && npm run build
 *   npx tsx --conditions=react-server bench/warm-snapshot.ts --data-dir /tmp/fc50k-snap --rounds 3
 */
import { spawn } from "node:child_process";
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { inArray, sql } from "drizzle-orm";
import { openDatabase } from "@/server/db/client";
import { cars } from "@/server/db/schema";
import { bumpStockVersions } from "@/server/import/sections/car-batches";
import { stopProcess } from "./processes";

const ROOT = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    rounds: { type: "string", default: "3" },
    port: { type: "string", default: "3201" },
    changed: { type: "string", default: "100" },
  },
});
const dataDir = path.resolve(values["data-dir"] ?? "");
if (!values["data-dir"] || !existsSync(path.join(dataDir, "pglite")))
  throw new Error("--data-dir: a seeded one");
if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) throw new Error("Run `npm run build` first.");
const port = Number(values.port);
const snapshots = path.join(dataDir, "search-snapshots");

async function until(url: string, timeoutMs = 600_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

function snapshotFiles(): Map<string, number> {
  if (!existsSync(snapshots)) return new Map();
  return new Map(
    readdirSync(snapshots)
      .filter((name) => name.endsWith(".ndjson"))
      .map((name) => [name, statSync(path.join(snapshots, name)).mtimeMs]),
  );
}

/** The longest a health request took while `running()` (every 20 ms, one at a time): what a shopper waits. */
async function probe(running: () => boolean): Promise<number> {
  let longest = 0;
  while (running()) {
    const started = performance.now();
    try {
      await (await fetch(`http://127.0.0.1:${port}/api/health`)).arrayBuffer();
    } catch {
      // counted as its time
    }
    longest = Math.max(longest, performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return longest;
}

type Start = { readyMs: number; bootMs: number; probeMs: number; log: string[] };

/** Starts the server, times health → ready, waits (when asked) for every site's snapshot to be rewritten. */
async function timedStart(awaitSnapshots: boolean, name: string): Promise<Start> {
  const before = snapshotFiles();
  const logFile = path.join(tmpdir(), `warm-snapshot-${name}.log`);
  const out = openSync(logFile, "w");
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      FORECOURT_SKIP_BUILD: "1",
      NODE_ENV: "production",
    },
    stdio: ["ignore", out, out],
  });
  try {
    const healthy = await until(`http://127.0.0.1:${port}/api/health`);
    let warming = true;
    const probing = probe(() => warming);
    const ready = await until(`http://127.0.0.1:${port}/api/ready`);
    warming = false;
    const probeMs = await probing;
    if (awaitSnapshots) {
      for (;;) {
        const now = snapshotFiles();
        if (now.size >= 3 && [...now].every(([name, at]) => at !== before.get(name))) break;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const log = readFileSync(logFile, "utf8")
      .split("\n")
      .filter((line) => /"component":"search"/.test(line))
      .map((line) => (JSON.parse(line) as { msg: string }).msg);
    return { readyMs: ready - healthy, bootMs: healthy - started, probeMs, log };
  } finally {
    await stopProcess(child);
    closeSync(out);
  }
}

/** Writes `n` listed cars' prices as a feed would (one transaction, versions bumped), the server stopped. */
async function changeCars(n: number, round: number): Promise<void> {
  if (n <= 0) return;
  const handle = await openDatabase({ kind: "pglite", dataDir, role: "bench" });
  try {
    const rows = await handle.db
      .select({ id: cars.id })
      .from(cars)
      .where(sql`${cars.status} = 'in_stock'`)
      .orderBy(sql`random()`)
      .limit(n);
    await handle.db.transaction(async (tx) => {
      const written = await tx
        .update(cars)
        .set({ price: sql`coalesce(${cars.price}, 20000) + ${round}` })
        .where(
          inArray(
            cars.id,
            rows.map((r) => r.id),
          ),
        )
        .returning({ dealershipId: cars.dealershipId });
      await bumpStockVersions(
        tx,
        written.map((w) => w.dealershipId),
        new Date(),
      );
    });
  } finally {
    await handle.close();
  }
}

async function main() {
  const changed = Number(values.changed);
  console.log(
    `round  start (health) | without: ready after  longest probe | ${changed} cars written | with: ready after  longest probe | with ÷ without`,
  );
  const logs: string[] = [];
  for (let round = 1; round <= Number(values.rounds); round++) {
    const aside = `${snapshots}.aside`;
    rmSync(aside, { recursive: true, force: true });
    if (existsSync(snapshots)) renameSync(snapshots, aside);
    rmSync(aside, { recursive: true, force: true });
    const without = await timedStart(true, `${round}-without`);
    await changeCars(changed, round);
    const withSnapshot = await timedStart(false, `${round}-with`);
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    console.log(
      `${String(round).padEnd(6)} ${s(without.bootMs).padStart(9)}      | ${s(without.readyMs).padStart(9)}            ${ms(without.probeMs).padStart(7)}     |                  | ${s(withSnapshot.readyMs).padStart(9)}         ${ms(withSnapshot.probeMs).padStart(7)}      | ${(withSnapshot.readyMs / without.readyMs).toFixed(2)}`,
    );
    logs.push(
      ...without.log.map((l) => `${round} without: ${l}`),
      ...withSnapshot.log.map((l) => `${round} with: ${l}`),
    );
  }
  console.log("\nthe servers' search log lines:");
  for (const line of logs) console.log(`  ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
