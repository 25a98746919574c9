/**
 * Slow clients (issue 29 §6): how much a slow-body flood from one address slows everyone else. Not a
 * timed test: a ratio against a baseline measured in the same run. The front door (scripts/front-cache.mjs,
 * with `npm start`'s defaults: 60 s header and body timeouts, 256 connections per client) runs in a
 * child process, in front of a trivial upstream (default) or the built app (`--app`). Each round:
 *   1. idle: `--requests` ordinary GETs, one after another, from 127.0.0.1; their p95;
 *   2. flood: 2,000 connections from 127.0.0.2 each send a POST's headers and one byte of its body, then
 *      stall (the front takes 256 of them and closes the rest unread); the same GETs again, their p95;
 *   3. the flood's sockets are closed.
 * It prints both p95s and their ratio per round, the median ratio, and what the front held (the
 * flood's connections it took, those it closed unread, the upstream's open sockets at the flood's height).
 * Goal (issue 29): flood p95 within 2x of idle p95.
 *
 * Usage: npm run bench:slow-clients [-- --rounds 5 --requests 2000 --flood 2000]
 *        npm run build && npm run bench:slow-clients -- --app     (the real app behind the front)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3452;
const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    requests: { type: "string", default: "2000" },
    flood: { type: "string", default: "2000" },
    app: { type: "boolean", default: false },
  },
});
const ROUNDS = Number(values.rounds);
const REQUESTS = Number(values.requests);
const FLOOD = Number(values.flood);
const HOST = values.app ? `metro-motor-group.localhost:${PORT}` : "site.localhost";
const PATH = values.app ? "/api/health" : "/ok";

/** The front with a trivial upstream in one process; `/__stats` (answered by the upstream) reports both. */
const TRIVIAL = `
import http from "node:http";
import { createFrontServer } from "./scripts/front-cache.mjs";
let open = 0;
let peak = 0;
let front;
const upstream = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    if (req.url === "/__stats") {
      const held = front.limits.held();
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ upstreamOpen: open, upstreamPeak: peak, stats: front.limits.stats,
        floodHeld: held.connections.get("127.0.0.2") ?? 0 }));
      peak = open;
      return;
    }
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("ok");
  });
});
upstream.on("connection", (socket) => {
  peak = Math.max(peak, ++open);
  socket.on("close", () => open--);
});
upstream.listen(0, "localhost", () => {
  front = createFrontServer({ upstreamPort: upstream.address().port, cache: false });
  front.server.keepAliveTimeout = 65_000;
  front.server.listen(${PORT}, "127.0.0.1", () => console.log("ready"));
});
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function get(agent: http.Agent, requestPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: PORT, path: requestPath, headers: { host: HOST }, agent },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => {
          body += c;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end();
  });
}

async function latencies(agent: http.Agent): Promise<{ p50: number; p95: number; failed: number }> {
  const samples: number[] = [];
  let failed = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const answer = await get(agent, PATH).catch(() => ({ status: 0 }));
    samples.push(performance.now() - started);
    if (answer.status !== 200) failed++;
  }
  samples.sort((a, b) => a - b);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), failed };
}

/** Opens the flood: FLOOD stalled bodies from 127.0.0.2, 200 connections at a time. */
async function flood(): Promise<{ sockets: net.Socket[]; closedUnread: () => number }> {
  const sockets: net.Socket[] = [];
  let closed = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ port: PORT, host: "127.0.0.1", localAddress: "127.0.0.2" });
      sockets.push(socket);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        closed++;
        resolve();
      });
      socket.on("connect", () => {
        socket.write(
          `POST /api/leads HTTP/1.1\r\nHost: ${HOST}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
        );
        resolve();
      });
    });
  for (let opened = 0; opened < FLOOD; opened += 200) {
    await Promise.all(Array.from({ length: Math.min(200, FLOOD - opened) }, open));
  }
  await sleep(300);
  return { sockets, closedUnread: () => closed };
}

async function start(): Promise<{ child: ChildProcess; cleanup: () => void }> {
  if (!values.app) {
    const child = spawn(process.execPath, ["--input-type=module", "-e", TRIVIAL], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
      child.once("exit", () => reject(new Error("the front did not start")));
    });
    return { child, cleanup: () => undefined };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-bench-slow-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, FORECOURT_SKIP_BUILD: "1" },
    stdio: "ignore",
  });
  const agent = new http.Agent({ keepAlive: false });
  for (let tries = 0; ; tries++) {
    const ok = await get(agent, "/api/health").then(
      (a) => a.status === 200,
      () => false,
    );
    if (ok) break;
    if (tries > 360) throw new Error("the app did not start in 3 minutes");
    await sleep(500);
  }
  return { child, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

async function main() {
  const { child, cleanup } = await start();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await latencies(agent); // warm up
    const rows = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const idle = await latencies(agent);
      const { sockets, closedUnread } = await flood();
      const held = values.app ? null : JSON.parse((await get(agent, "/__stats")).body);
      const flooded = await latencies(agent);
      const unread = closedUnread();
      for (const socket of sockets) socket.destroy();
      await sleep(500);
      rows.push({
        round,
        "idle p50 ms": idle.p50.toFixed(2),
        "idle p95 ms": idle.p95.toFixed(2),
        "flood p50 ms": flooded.p50.toFixed(2),
        "flood p95 ms": flooded.p95.toFixed(2),
        "p95 ratio": (flooded.p95 / idle.p95).toFixed(2),
        "failed (idle/flood)": `${idle.failed}/${flooded.failed}`,
        "flood taken": held ? held.floodHeld : FLOOD - unread,
        "closed unread": unread,
        "upstream sockets (peak)": held ? held.upstreamPeak : "n/a",
      });
    }
    console.log(
      `slow clients: ${FLOOD} stalled bodies from 127.0.0.2, ${REQUESTS} sequential GET ${PATH} from 127.0.0.1 per phase, ${values.app ? "the built app" : "a trivial upstream"} behind the front`,
    );
    console.table(rows);
    const ratios = rows.map((r) => Number(r["p95 ratio"])).sort((a, b) => a - b);
    console.log(`median p95 ratio (flood / idle): ${ratios[Math.floor(ratios.length / 2)]?.toFixed(2)}`);
  } finally {
    agent.destroy();
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    cleanup();
  }
}

await main();
