/**
 * Platform scale (issue 35 §3): N sites × M cars on one PostgreSQL with two app servers (`npm start`'s
 * scripts/start.mjs on the built app, each behind its own front door), at two or more scales in one
 * run, measuring at each:
 *
 * - warm time: each server started on the seeded database (a restart: nothing of the last process
 *   is kept), from `/api/health` answering 200 (the server is up) to `/api/ready` answering 200
 *   (every site's index built), one server at a time;
 * - index memory per server once every index is warm and the load below has run: its indexes' bytes
 *   by estimate (what the budget counts), V8's heap in use and the resident memory of the server's
 *   processes, each against a nearly empty server in the same run (one site of 30 cars, same load);
 * - search: closed-loop clients asking random sites' search API (and, with --pages, search pages) with
 *   filter combinations no cache has seen (bench/search-combos.ts), half through each server's front
 *   door, beside a static file through the same front doors in the same round; p50/p95, rate as a
 *   ratio to the static file's, and the CPU time the app servers and PostgreSQL spent per search;
 * - then each figure as a line through the scales (least squares over cars held) and its value at
 *   900,000 and 1,000,000 cars.
 *
 * Sites are seeded through the import's own write path (`importBundle`, bench/platform-sites.ts); a
 * database seeded by an earlier run is reused (`--database-url`), and only the missing sites are added.
 *
 *   /work/with-slot npm run build
 *   /work/with-slot npm run bench:platform-scale -- --sites 10,30 --cars 3000 --rounds 2
 *   … -- --replay run.json   (the projection again from a run's --out file)
 *   … -- --database-url postgres://…   (an existing PostgreSQL; otherwise scripts/pg-test-server.sh
 *      starts one in --pg-dir on --pg-port, left running with --keep-pg for the next run)
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { like } from "drizzle-orm";
import pg from "pg";
import { type Database, openDatabase } from "@/server/db/client";
import { prepareDatabase } from "@/server/db/migrate";
import { sites } from "@/server/db/schema";
import { importBundle } from "@/server/import/import-bundle";
import {
  type AppServer,
  freePort,
  requestApp,
  signalGroup,
  startAppServer,
  stopAppServer,
} from "../test/app-process";
import { linearFit, type Point, project } from "./platform-fit";
import { loadRound, type Round, roundLine } from "./platform-load";
import { postmasterPid, serverFigures } from "./platform-processes";
import { platformBundle, platformSiteSlug } from "./platform-sites";
import { treeUsage } from "./processes";

const { values } = parseArgs({
  options: {
    sites: { type: "string", default: "10,30" },
    cars: { type: "string", default: "3000" },
    rounds: { type: "string", default: "2" },
    seconds: { type: "string", default: "20" },
    clients: { type: "string", default: "8" },
    pages: { type: "boolean", default: false },
    "budget-mb": { type: "string", default: "16384" },
    "seed-concurrency": { type: "string", default: "2" },
    "database-url": { type: "string" },
    "pg-dir": { type: "string", default: "/tmp/forecourt-platform-pg" },
    "pg-port": { type: "string", default: "55491" },
    "keep-pg": { type: "boolean", default: false },
    out: { type: "string" },
    replay: { type: "string" },
  },
});
const ROOT = path.resolve(import.meta.dirname, "..");
const SCALES = values.sites
  .split(",")
  .map(Number)
  .sort((a, b) => a - b);
const CARS = Number(values.cars);
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const CLIENTS = Number(values.clients);
const TOKEN = randomBytes(24).toString("hex");
const NOW = new Date();
const MB = 2 ** 20;
const f0 = (n: number) => Math.round(n).toLocaleString("en-AU");
const f1 = (n: number) => n.toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ── the database ────────────────────────────────────────────────────────────────────────────────────

function startPostgres(): { url: string; dataDir: string } {
  const dir = values["pg-dir"];
  const url = execFileSync("scripts/pg-test-server.sh", ["start", dir, values["pg-port"]], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();
  return { url, dataDir: path.join(dir, "data") };
}

/** The data directory of the PostgreSQL at `url`, for its processes' CPU and memory. */
async function dataDirectory(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ d: string }>("select current_setting('data_directory') as d")).rows[0]!.d;
  } finally {
    await client.end();
  }
}

/** A fresh database beside `url`'s on the same server, holding one platform site of a few cars. */
async function nearlyEmptyDatabase(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query("drop database if exists forecourt_platform_empty with (force)");
  await admin.query("create database forecourt_platform_empty");
  await admin.end();
  const emptyUrl = new URL(url);
  emptyUrl.pathname = "/forecourt_platform_empty";
  const handle = await openDatabase({ kind: "postgres", url: emptyUrl.toString(), maxConnections: 2 });
  await prepareDatabase(handle);
  await importBundle(handle.db, platformBundle(0, 30, NOW), {
    replaceStock: true,
    replaceConfig: true,
    now: NOW,
  });
  await handle.close();
  return emptyUrl.toString();
}

/**
 * Seeds platform sites 0..count-1 that the database does not hold yet, `concurrency` at a time, and
 * returns how many platform sites it holds (more than `count` when an earlier run seeded more).
 */
async function seedSites(db: Database, count: number): Promise<number> {
  const held = new Set(
    (
      await db.select({ slug: sites.slug }).from(sites).where(like(sites.slug, "p____-metro-motor-group"))
    ).map((row) => row.slug),
  );
  const missing = Array.from({ length: count }, (_, i) => i).filter((i) => !held.has(platformSiteSlug(i)));
  if (!missing.length) return held.size;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Number(values["seed-concurrency"]) }, async () => {
      while (next < missing.length) {
        const i = missing[next++]!;
        await importBundle(db, platformBundle(i, CARS, NOW), {
          replaceStock: true,
          replaceConfig: true,
          now: NOW,
        });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `seeded ${missing.length} sites × ${f0(CARS)} cars through importBundle in ${f1(seconds)} s (${f0((missing.length * CARS) / seconds)} cars/s)`,
  );
  return held.size + missing.length;
}

// ── the app servers ─────────────────────────────────────────────────────────────────────────────────

async function until(ok: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (await ok().catch(() => false)) return performance.now();
    await sleep(100);
  }
  throw new Error(`${what} not within ${timeoutMs / 1000} s`);
}

/** Starts a server on the database and times it: up (health 200), then every index warm (ready 200). */
async function startTimed(name: string, databaseUrl: string, taken: number[]) {
  const port = await freePort(taken);
  const started = performance.now();
  const server = startAppServer(name, port, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "off",
    ADMIN_TOKEN: TOKEN,
    LOG_LEVEL: "warn",
    SEARCH_INDEX_BUDGET_MB: values["budget-mb"],
    // Only the bench's hook (a full collection on SIGUSR2, bench/gc-on-signal.cjs), not this process's
    // own options (tsx's loader).
    NODE_OPTIONS: `--require ${path.join(ROOT, "bench/gc-on-signal.cjs")}`,
  });
  const status = async (p: string) =>
    (await requestApp(server, { path: p, timeoutMs: 5_000 })).status === 200;
  const up = await until(() => status("/api/health"), 300_000, `${name} healthy`);
  const ready = await until(() => status("/api/ready"), 3_600_000, `${name} ready`);
  return { server, upSeconds: (up - started) / 1000, warmSeconds: (ready - up) / 1000 };
}

// ── one scale ───────────────────────────────────────────────────────────────────────────────────────

type Memory = {
  indexBytes: number;
  indexCars: number;
  indexSites: number;
  heapBytes: number;
  rssBytes: number;
};

async function memoryOf(server: AppServer): Promise<Memory> {
  await sleep(1_000);
  signalGroup(server, "SIGUSR2");
  await sleep(3_000);
  const figures = await serverFigures(server.port, TOKEN);
  return {
    indexBytes: figures.indexBytes,
    indexCars: figures.indexCars,
    indexSites: figures.indexSites,
    heapBytes: figures.heapUsedBytes,
    rssBytes: treeUsage(server.child.pid!).rssBytes,
  };
}

function memoryLine(label: string, m: Memory, empty: Memory): string {
  return `  ${label.padEnd(10)} ${m.indexSites} sites' indexes, ${f0(m.indexCars)} cars, ${f0(m.indexBytes / MB)} MB by estimate (${f0(m.indexBytes / Math.max(1, m.indexCars))} B/car) | heap ${f0(m.heapBytes / MB)} MB (+${f0((m.heapBytes - empty.heapBytes) / MB)} over empty = ${f0((m.heapBytes - empty.heapBytes) / Math.max(1, m.indexCars))} B/car) | RSS ${f0(m.rssBytes / MB)} MB (+${f0((m.rssBytes - empty.rssBytes) / MB)} = ${f0((m.rssBytes - empty.rssBytes) / Math.max(1, m.indexCars))} B/car)`;
}

type Scale = { sites: number; cars: number; warm: number[]; memory: Memory[]; api: Round[]; pages: Round[] };

async function measureScale(url: string, siteCount: number, pgPid: number, empty: Memory): Promise<Scale> {
  console.log(`\n== ${siteCount} sites × ${f0(CARS)} cars`);
  const servers: AppServer[] = [];
  const warm: number[] = [];
  try {
    for (const name of ["A", "B"]) {
      const started = await startTimed(
        name,
        url,
        servers.map((s) => s.port),
      );
      servers.push(started.server);
      warm.push(started.warmSeconds);
      console.log(
        `  server ${name}: up ${f1(started.upSeconds)} s after its start; every index warm ${f1(started.warmSeconds)} s after that`,
      );
    }
    const api: Round[] = [];
    const pages: Round[] = [];
    const load = { sites: siteCount, seconds: SECONDS, clients: CLIENTS, postgresPid: pgPid };
    for (let round = 0; round < ROUNDS; round++) {
      api.push(await loadRound(servers, load, "/api/search", round * 1_000_000));
      console.log(roundLine(`api ${round + 1}`, api.at(-1)!));
      if (values.pages) {
        pages.push(await loadRound(servers, load, "/search", round * 1_000_000 + 500_000));
        console.log(roundLine(`page ${round + 1}`, pages.at(-1)!));
      }
    }
    const memory = [await memoryOf(servers[0]!), await memoryOf(servers[1]!)];
    for (const [i, m] of memory.entries()) console.log(memoryLine(`server ${"AB"[i]}`, m, empty));
    return { sites: siteCount, cars: memory[0]!.indexCars, warm, memory, api, pages };
  } finally {
    await Promise.all(servers.map(stopAppServer));
  }
}

/** The nearly empty server: its memory after the same load, the baseline of every scale's. */
async function emptyServer(url: string, pgPid: number): Promise<Memory> {
  const { server } = await startTimed("empty", url, []);
  try {
    const load = { sites: 1, seconds: SECONDS, clients: CLIENTS, postgresPid: pgPid };
    await loadRound([server], load, "/api/search", 0);
    if (values.pages) await loadRound([server], load, "/search", 0);
    const memory = await memoryOf(server);
    console.log(
      `nearly empty server (1 site, ${memory.indexCars} cars): heap ${f0(memory.heapBytes / MB)} MB, RSS ${f0(memory.rssBytes / MB)} MB`,
    );
    return memory;
  } finally {
    await stopAppServer(server);
  }
}

// ── the projection ──────────────────────────────────────────────────────────────────────────────────

/** The middle value, or the mean of the middle two (two servers' figures: their mean). */
function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function projections(scales: Scale[], empty: Memory): void {
  if (scales.length < 2) {
    console.log("\n(one scale: no projection; give --sites two or more)");
    return;
  }
  const figures: [string, (s: Scale) => number, (n: number) => string][] = [
    ["index bytes by estimate (MB)", (s) => median(s.memory.map((m) => m.indexBytes)) / MB, f0],
    ["heap over empty (MB)", (s) => median(s.memory.map((m) => m.heapBytes - empty.heapBytes)) / MB, f0],
    ["RSS over empty (MB)", (s) => median(s.memory.map((m) => m.rssBytes - empty.rssBytes)) / MB, f0],
    ["server RSS (MB)", (s) => median(s.memory.map((m) => m.rssBytes)) / MB, f0],
    ["warm time (s)", (s) => median(s.warm), f1],
    ["search API p95 (ms)", (s) => median(s.api.map((r) => r.p95)), f1],
    ["app CPU per search (ms)", (s) => median(s.api.map((r) => r.appCpuMs)), f1],
  ];
  if (scales.every((s) => s.pages.length)) {
    figures.push(["search page p95 (ms)", (s) => median(s.pages.map((r) => r.p95)), f1]);
    figures.push(["app CPU per page (ms)", (s) => median(s.pages.map((r) => r.appCpuMs)), f1]);
  }
  console.log("\nProjection: a line through the scales (cars held by a server), least squares");
  console.log(
    `  figure                         ${scales.map((s) => `${f0(s.cars)} cars`.padStart(14)).join("")}   per 100k cars  at 0 cars   r²     900k cars  1M cars`,
  );
  for (const [name, value, fmt] of figures) {
    const points: Point[] = scales.map((s) => ({ cars: s.cars, value: value(s) }));
    const fit = linearFit(points);
    console.log(
      `  ${name.padEnd(30)} ${points.map((p) => fmt(p.value).padStart(14)).join("")}   ${fmt(fit.slope * 100_000).padStart(13)}  ${fmt(fit.intercept).padStart(9)}  ${fit.r2.toFixed(3)}  ${fmt(project(fit, 900_000)).padStart(9)}  ${fmt(project(fit, 1_000_000)).padStart(7)}`,
    );
  }
}

// ── main ────────────────────────────────────────────────────────────────────────────────────────────

async function main() {
  if (values.replay) {
    // The projection again from an earlier run's --out file, without running anything.
    const run = JSON.parse(readFileSync(values.replay, "utf8")) as { empty: Memory; scales: Scale[] };
    projections(run.scales, run.empty);
    return;
  }
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) throw new Error("Run `npm run build` first.");
  const started = values["database-url"] ? null : startPostgres();
  const url = values["database-url"] ?? started!.url;
  const pgPid = postmasterPid(started?.dataDir ?? (await dataDirectory(url)));
  try {
    const handle = await openDatabase({ kind: "postgres", url, maxConnections: 4 });
    await prepareDatabase(handle);
    const empty = await emptyServer(await nearlyEmptyDatabase(url), pgPid);
    const scales: Scale[] = [];
    for (const wanted of SCALES) {
      const siteCount = await seedSites(handle.db, wanted);
      if (siteCount > wanted)
        console.log(`(the database holds ${siteCount} platform sites, more than ${wanted})`);
      if (scales.at(-1)?.sites === siteCount) continue;
      scales.push(await measureScale(url, siteCount, pgPid, empty));
      if (values.out)
        writeFileSync(values.out, `${JSON.stringify({ cars: CARS, empty, scales }, null, 2)}\n`);
    }
    await handle.close();
    projections(scales, empty);
  } finally {
    if (started && !values["keep-pg"]) {
      execFileSync("scripts/pg-test-server.sh", ["stop", values["pg-dir"]], { cwd: ROOT, stdio: "inherit" });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
