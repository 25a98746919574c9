/**
 * What one uncached search page costs the app (issue 35 §1): the built app (`npm start`'s front door
 * as a pass-through, Next behind it, embedded PGlite, the 3,000-car demo) is warmed, then in rounds
 * it is sent N search pages no cache has seen (bench/search-combos.ts) by 4 closed-loop clients, and
 * the same number of /api/health requests (the trivial dynamic handler, through the same server). Each
 * round prints the Next server process's CPU time (user + system from /proc/<pid>/stat, its
 * descendants included) per page and per health request, and their ratio (the front door's own time
 * beside them); the pages' median weight by part (HTML, the Flight payload's scripts, inline SVG,
 * class attributes); and the pages' p95 at 4 clients. The machine is shared, so the rounds' median and
 * spread are what to judge.
 *
 *   npm run build && npm run bench:page-cpu [-- --pages 200 --rounds 3 --clients 4 --port 3460
 *                                             --gzip --save-page /tmp/search.html --against ../other]
 *
 * With --gzip the requests ask for gzip as a browser's do: Next compresses each page and the front door
 * inflates it again to hash its scripts, so the page's bytes cost CPU in both.
 *
 * --against <checkout> also serves another built checkout (on the next port) and measures it in the
 * same rounds, in turn (which goes first alternating), so both see the same machine; it prints each
 * round's page CPU of this checkout as a share of the other's, the comparison to judge a change by.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { quantile } from "./closed-loop";
import { type PageWeight, pageWeight } from "./page-weight";
import { stopProcess, treeUsage } from "./processes";
import { distinctSearch } from "./search-combos";

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
    /** Another built checkout, measured in the same rounds. */
    against: { type: "string" },
  },
});
const PAGES = Number(values.pages);
const CLIENTS = Number(values.clients);

/** Distinct searches asked so far in this run: each page is one no cache has seen, on either server. */
let asked = 0;

type Server = {
  name: string;
  port: number;
  host: string;
  agent: http.Agent;
  front: ChildProcess;
  dataDir: string;
  log: number;
  /** Next's server process (found once it answers). */
  pid: number;
};

function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** One GET with the site's Host (and gzip asked for with --gzip): the page as text and its time. */
function get(server: Server, pathname: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers = { host: server.host, ...(values.gzip ? { "accept-encoding": "gzip" } : {}) };
    http
      .get(
        { host: "127.0.0.1", port: server.port, path: pathname, agent: server.agent, headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const raw = Buffer.concat(chunks);
            const body = response.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
            const ms = performance.now() - started;
            resolve({ status: response.statusCode ?? 0, body: body.toString("utf8"), ms });
          });
          response.on("error", reject);
        },
      )
      .on("error", reject);
  });
}

/** Sends `count` requests named by `next` from CLIENTS clients, each as soon as its last is answered. */
async function load(server: Server, count: number, next: () => string) {
  const bodies: string[] = [];
  const times: number[] = [];
  let sent = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (sent < count) {
        sent++;
        const pathname = next();
        const { status, body, ms } = await get(server, pathname);
        if (status !== 200) throw new Error(`${server.name} ${pathname}: ${status}`);
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
 * CPU ms per request, over `count` requests named by `next`, of the Next server and of the front door
 * in front of it (its own time: it hashes each page's inline scripts for its CSP), and the answers.
 */
async function cpuPer(server: Server, count: number, next: () => string) {
  const app = treeUsage(server.pid).cpuMs;
  const front = treeUsage(server.front.pid!).cpuMs - app;
  const answered = await load(server, count, next);
  const appAfter = treeUsage(server.pid).cpuMs;
  const frontAfter = treeUsage(server.front.pid!).cpuMs - appAfter;
  return { cpuMs: (appAfter - app) / count, frontMs: (frontAfter - front) / count, ...answered };
}

/** Starts a built checkout's `npm start` (its demo data in a directory of its own) and warms it. */
async function startServer(name: string, root: string, port: number): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-bench-page-cpu-"));
  // The server's log, shown if it does not start.
  const log = openSync(path.join(dataDir, "server.log"), "w");
  const front = spawn("node", ["scripts/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      FORECOURT_SKIP_BUILD: "1",
      // The front stores nothing: every request reaches Next, the health checks too.
      FORECOURT_FRONT_CACHE: "0",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", log, log],
  });
  const server: Server = {
    name,
    port,
    host: `metro-motor-group.localhost:${port}`,
    agent: new http.Agent({ keepAlive: true, maxSockets: CLIENTS }),
    front,
    dataDir,
    log,
    pid: 0,
  };
  const until = Date.now() + 180_000;
  for (;;) {
    const ok = await get(server, "/api/health").then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) {
      console.error(readFileSync(path.join(dataDir, "server.log"), "utf8").slice(-4000));
      throw new Error(`${name} did not start`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  server.pid = nextServerPid(front.pid!);
  // Warm: the routes' first renders, the search index, the site's caches, the JIT.
  await load(server, 300, () => distinctSearch(asked++));
  await load(server, 300, () => "/api/health");
  return server;
}

async function stopServer(server: Server): Promise<void> {
  server.agent.destroy();
  await stopProcess(server.front);
  closeSync(server.log);
  rmSync(server.dataDir, { recursive: true, force: true });
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

type Row = { page: number; health: number; weight: PageWeight };

/** One round on one server: health, then pages; prints its line. */
async function round(server: Server, n: number): Promise<Row> {
  const health = await cpuPer(server, PAGES, () => "/api/health");
  const pages = await cpuPer(server, PAGES, () => distinctSearch(asked++));
  const weights = pages.bodies.map(pageWeight);
  if (values["save-page"] && n === 1 && server.name === "this") {
    // The largest: a full page of cards and facets.
    writeFileSync(
      values["save-page"],
      pages.bodies.reduce((a, b) => (b.length > a.length ? b : a), ""),
    );
  }
  const weight = {
    html: median(weights.map((w) => w.html)),
    flight: median(weights.map((w) => w.flight)),
    svg: median(weights.map((w) => w.svg)),
    classes: median(weights.map((w) => w.classes)),
  };
  console.log(
    `${server.name} round ${n}: search page ${pages.cpuMs.toFixed(2)} CPU ms, /api/health ${health.cpuMs.toFixed(2)} CPU ms = ${(pages.cpuMs / health.cpuMs).toFixed(1)}x (front door ${pages.frontMs.toFixed(2)} and ${health.frontMs.toFixed(2)}); median HTML ${kb(weight.html)} (Flight ${kb(weight.flight)}, SVG ${kb(weight.svg)}, class attributes ${kb(weight.classes)}); p95 ${quantile(pages.times, 0.95).toFixed(0)} ms at ${CLIENTS} clients`,
  );
  return { page: pages.cpuMs, health: health.cpuMs, weight };
}

const spread = (xs: number[], digits: number) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

function summary(name: string, rows: Row[]): void {
  console.log(
    `${name}, median of ${rows.length} rounds: search page ${spread(
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
}

async function main() {
  const port = Number(values.port);
  const servers: Server[] = [];
  try {
    if (values.against) servers.push(await startServer("other", path.resolve(values.against), port + 1));
    servers.push(await startServer("this", path.resolve(import.meta.dirname, ".."), port));
    console.log(
      `${servers.map((s) => `${s.name}: ${s.host}, Next pid ${s.pid}`).join("; ")}. ${PAGES} distinct uncached search pages and ${PAGES} /api/health a round, ${CLIENTS} clients${values.gzip ? ", gzip" : ""}`,
    );
    const rows = new Map<string, Row[]>(servers.map((s) => [s.name, []]));
    for (let n = 1; n <= Number(values.rounds); n++)
      // Which goes first alternates, so neither always follows the other's garbage or load.
      for (const server of n % 2 ? servers : [...servers].reverse())
        rows.get(server.name)!.push(await round(server, n));
    for (const server of servers) summary(server.name, rows.get(server.name)!);
    const other = rows.get("other");
    const self = rows.get("this")!;
    if (other) {
      const shares = self.map((r, i) => (r.page / other[i]!.page) * 100);
      console.log(
        `this checkout's page CPU as a share of the other's, round by round: ${shares.map((s) => `${s.toFixed(0)}%`).join(", ")}; median ${spread(shares, 0)}%`,
      );
    }
  } finally {
    for (const server of servers) await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
