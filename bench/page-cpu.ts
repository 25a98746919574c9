/**
 * What one uncached search page costs the app (issue 35 §1): the built app (`npm start`'s front door
 * as a pass-through, Next behind it, embedded PGlite, the 3,000-car demo) is warmed, then in rounds
 * it is sent N search pages no cache has seen (bench/search-combos.ts) by 4 closed-loop clients, and
 * the same number of /api/health requests (the trivial dynamic handler, through the same server). Each
 * round prints the Next server process's CPU time (user + system from /proc/<pid>/stat, its
 * descendants included) per page and per health request, and their ratio (the front door's own time
 * beside them); the pages' median weight by
 * part (HTML, the Flight payload's scripts, inline SVG, class attributes); and the pages' p95 at 4
 * clients. The machine is shared, so the rounds' median and spread are what to judge.
 *
 *   npm run build && npm run bench:page-cpu [-- --pages 200 --rounds 3 --clients 4 --port 3460
 *                                             --gzip --save-page /tmp/search.html]
 *
 * With --gzip the requests ask for gzip as a browser's do: Next compresses each page and the front door
 * inflates it again to hash its scripts, so the page's bytes cost CPU in both.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { siteRequest } from "../test/site-request";
import { quantile } from "./closed-loop";
import { type PageWeight, pageWeight } from "./page-weight";
import { stopProcess, treeUsage } from "./processes";
import { distinctSearch } from "./search-combos";

const ROOT = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "200" },
    rounds: { type: "string", default: "3" },
    clients: { type: "string", default: "4" },
    port: { type: "string", default: "3460" },
    /** Asks for gzip as browsers do: Next then compresses each page and the front door inflates it. */
    gzip: { type: "boolean", default: false },
    /** Writes the largest of the first round's pages here, to look into. */
    "save-page": { type: "string" },
  },
});
const PORT = Number(values.port);
const HOST = `metro-motor-group.localhost:${PORT}`;
const PAGES = Number(values.pages);
const CLIENTS = Number(values.clients);
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

/** Distinct searches asked so far in this run: each page is one no cache has seen. */
let asked = 0;

function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** One GET with the site's Host (and gzip asked for with --gzip): the page as text and its time. */
function get(pathname: string): Promise<{ body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers = { host: HOST, ...(values.gzip ? { "accept-encoding": "gzip" } : {}) };
    http
      .get({ host: "127.0.0.1", port: PORT, path: pathname, agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const ms = performance.now() - started;
          if (response.statusCode !== 200) return reject(new Error(`${pathname}: ${response.statusCode}`));
          const raw = Buffer.concat(chunks);
          const body = response.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          resolve({ body: body.toString("utf8"), ms });
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** Sends `count` requests named by `next` from CLIENTS clients, each as soon as its last is answered. */
async function load(count: number, next: () => string): Promise<{ bodies: string[]; times: number[] }> {
  const bodies: string[] = [];
  const times: number[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (sent < count) {
        sent++;
        const { body, ms } = await get(next());
        bodies.push(body);
        times.push(ms);
      }
    }),
  );
  return { bodies, times };
}

/** The Next server under start.mjs: its child that names itself `next-server (v…)`. */
function nextServerPid(frontPid: number): number {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (ppid === frontPid && command.includes("next")) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  throw new Error(`no Next server under ${frontPid}`);
}

/**
 * CPU ms per request, over `count` requests named by `next`, of the Next server (`pid`) and of the front
 * door in front of it (`frontPid`, its own time: it hashes each page's inline scripts for its CSP), and
 * what they answered.
 */
async function cpuPer(pid: number, frontPid: number, count: number, next: () => string) {
  const app = treeUsage(pid).cpuMs;
  const front = treeUsage(frontPid).cpuMs - app;
  const answered = await load(count, next);
  const appAfter = treeUsage(pid).cpuMs;
  const frontAfter = treeUsage(frontPid).cpuMs - appAfter;
  return { cpuMs: (appAfter - app) / count, frontMs: (frontAfter - front) / count, ...answered };
}

async function waitForHealth(timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await siteRequest({ port: PORT, host: HOST, method: "GET", path: "/api/health" })).status === 200)
        return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not start");
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-bench-page-cpu-"));
  // The server's log, shown if it does not start.
  const logPath = path.join(dataDir, "server.log");
  const log = openSync(logPath, "w");
  const server: ChildProcess = spawn("node", ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      FORECOURT_SKIP_BUILD: "1",
      // The front stores nothing: every request reaches Next, the health checks too.
      FORECOURT_FRONT_CACHE: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", log, log],
  });
  try {
    await waitForHealth(180_000).catch((error: unknown) => {
      console.error(readFileSync(logPath, "utf8").slice(-4000));
      throw error;
    });
    const pid = nextServerPid(server.pid!);
    // Warm: the routes' first renders, the search index, the site's caches, the JIT.
    await load(300, () => distinctSearch(asked++));
    await load(300, () => "/api/health");
    console.log(
      `${HOST}, Next server pid ${pid}: ${PAGES} distinct uncached search pages and ${PAGES} /api/health a round, ${CLIENTS} clients${values.gzip ? ", gzip" : ""}`,
    );
    const rows: { page: number; health: number; weight: PageWeight; p95: number }[] = [];
    for (let round = 1; round <= Number(values.rounds); round++) {
      const health = await cpuPer(pid, server.pid!, PAGES, () => "/api/health");
      const pages = await cpuPer(pid, server.pid!, PAGES, () => distinctSearch(asked++));
      const weights = pages.bodies.map(pageWeight);
      if (values["save-page"] && round === 1) {
        // The largest: a full page of cards and facets.
        const largest = pages.bodies.reduce((a, b) => (b.length > a.length ? b : a), "");
        writeFileSync(values["save-page"], largest);
      }
      const weight = {
        html: median(weights.map((w) => w.html)),
        flight: median(weights.map((w) => w.flight)),
        svg: median(weights.map((w) => w.svg)),
        classes: median(weights.map((w) => w.classes)),
      };
      const p95 = quantile(pages.times, 0.95);
      rows.push({ page: pages.cpuMs, health: health.cpuMs, weight, p95 });
      console.log(
        `round ${round}: search page ${pages.cpuMs.toFixed(2)} CPU ms, /api/health ${health.cpuMs.toFixed(2)} CPU ms = ${(pages.cpuMs / health.cpuMs).toFixed(1)}x (front door ${pages.frontMs.toFixed(2)} and ${health.frontMs.toFixed(2)}); median HTML ${kb(weight.html)} (Flight ${kb(weight.flight)}, SVG ${kb(weight.svg)}, class attributes ${kb(weight.classes)}); p95 ${p95.toFixed(0)} ms at ${CLIENTS} clients`,
      );
    }
    const spread = (xs: number[], digits: number) =>
      `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;
    console.log(
      `median of ${rows.length} rounds: search page ${spread(
        rows.map((r) => r.page),
        2,
      )} CPU ms; /api/health ${spread(
        rows.map((r) => r.health),
        2,
      )} CPU ms; ratio ${spread(
        rows.map((r) => r.page / r.health),
        1,
      )}x; HTML ${kb(median(rows.map((r) => r.weight.html)))}, Flight ${kb(median(rows.map((r) => r.weight.flight)))}`,
    );
  } finally {
    agent.destroy();
    await stopProcess(server);
    closeSync(log);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
