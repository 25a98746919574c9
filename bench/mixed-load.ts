/**
 * Mixed traffic (issue 35 §1): the built app behind `npm start`'s front door (its page cache on, as
 * served), PGlite and the demo data, loaded by closed-loop clients at 8, 32 and 64 with the issue's
 * mix:
 *
 *   40% search pages, each a filter combination no cache has seen (bench/search-combos.ts)
 *   35% car pages, over 210 of the site's cars (the first visit of each renders, later ones are served
 *       from the front cache, as for shoppers)
 *   15% the search API, distinct searches too
 *   10% lead posts (a quick enquiry on a car, each with its own form ticket, fetched 3.1 s before the
 *       level starts so the spam guard's minimum fill time has passed)
 *
 * Each level prints its throughput as a share of the static file's rate measured with autocannon just
 * before it (the built asset closest in size to the car page), the p50 and p95 of every answer and of
 * each kind. Goal: p95 ≤ 500 ms at 32 clients.
 *
 *   npm run build && npm run bench:mixed-load [-- --seconds 15 --clients 8,32,64 --rounds 1]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { siteRequest } from "../test/site-request";
import { type Answer, closedLoop, quantile, type Sent, summarise } from "./closed-loop";
import { distinctSearch } from "./search-combos";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3440;
const HOST = `metro-motor-group.localhost:${PORT}`;
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "15" },
    clients: { type: "string", default: "8,32,64" },
    rounds: { type: "string", default: "1" },
  },
});
const SECONDS = Number(values.seconds);

const get = async (pathname: string) => {
  const reply = await siteRequest({ port: PORT, host: HOST, method: "GET", path: pathname });
  if (reply.status >= 400) throw new Error(`${pathname}: ${reply.status}`);
  return reply.body;
};

async function waitForHealth(timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await siteRequest({ port: PORT, host: HOST, method: "GET", path: "/api/health" })).status === 200)
        return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

/** The built asset closest in size to a car page: the static file each level's rate is compared with. */
function staticPathLike(bytes: number): string {
  const chunks = path.join(ROOT, ".next/static/chunks");
  const closest = readdirSync(chunks)
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => ({ f, size: statSync(path.join(chunks, f)).size }))
    .sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes))[0];
  if (!closest) throw new Error("no built assets: run npm run build first");
  return `/_next/static/chunks/${closest.f}`;
}

async function staticRate(staticPath: string): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}${staticPath}`,
    headers: { host: HOST },
    connections: 10,
    duration: 5,
  });
  return result.requests.average;
}

/** `count` lead-form tickets, fetched now and usable once the minimum fill time has passed. */
async function leadTickets(count: number): Promise<Record<string, string>[]> {
  const tickets: Record<string, string>[] = [];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (tickets.length < count)
        tickets.push(JSON.parse(await get("/api/leads/form")) as Record<string, string>);
    }),
  );
  await new Promise((r) => setTimeout(r, 3_100));
  return tickets;
}

let searches = 0;
let leads = 0;

/** The n-th request of the mix (out of every 20: 8 search pages, 7 car pages, 3 API, 2 leads). */
function mixed(cars: { slug: string; id: number }[], tickets: Record<string, string>[]) {
  return (n: number): { kind: string; sent: Sent } => {
    const slot = n % 20;
    if (slot < 8) return { kind: "search page", sent: { method: "GET", path: distinctSearch(searches++) } };
    if (slot < 15) {
      const car = cars[(n * 7) % cars.length]!;
      return { kind: "car page", sent: { method: "GET", path: `/cars/${car.slug}` } };
    }
    if (slot < 18)
      return {
        kind: "search API",
        sent: { method: "GET", path: distinctSearch(searches++, "/api/search") },
      };
    const ticket = tickets.pop();
    if (!ticket) throw new Error("out of lead tickets: over 40 leads a second; raise the pool");
    const car = cars[leads % cars.length]!;
    const body = JSON.stringify({
      formKind: "quick-enquiry",
      name: `Mixed Shopper${leads}`,
      email: `mixed${leads++}@example.com`,
      phone: "0412 345 678",
      postcode: "4000",
      message: "Is it still available?",
      car_id: car.id,
      ...ticket,
    });
    return {
      kind: "lead post",
      sent: { method: "POST", path: "/api/leads", body, headers: { "content-type": "application/json" } },
    };
  };
}

function report(clients: number, answers: Answer[], seconds: number, rate: number): number {
  console.log(`\n${clients} clients, ${seconds.toFixed(1)} s, static file ${rate.toFixed(0)} req/s:`);
  console.log(`  ${"all".padEnd(12)} ${summarise(answers, seconds, rate)}`);
  for (const kind of ["search page", "car page", "search API", "lead post"]) {
    const some = answers.filter((a) => a.kind === kind);
    console.log(`  ${kind.padEnd(12)} ${summarise(some, seconds, rate)}`);
  }
  return quantile(
    answers.map((a) => a.ms),
    0.95,
  );
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-bench-mixed-"));
  const server: ChildProcess = spawn("node", ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      FORECOURT_SKIP_BUILD: "1",
      LOG_LEVEL: "warn",
      // Every lead comes from one address here; the limits are integration-tested.
      LEAD_RATE_PER_IP: "100000000",
      LEAD_RATE_PER_SITE: "100000000",
    },
    stdio: "ignore",
  });
  try {
    await waitForHealth(240_000);
    const cars: { slug: string; id: number }[] = [];
    for (let page = 1; page <= 10; page++) {
      const body = JSON.parse(await get(`/api/search?status=in_stock&page=${page}`)) as {
        hits: { slug: string; id: number }[];
      };
      cars.push(...body.hits);
    }
    const staticPath = staticPathLike(Buffer.byteLength(await get(`/cars/${cars[0]!.slug}`)));
    console.log(`mixed load on ${HOST}: ${cars.length} cars; static baseline ${staticPath}`);
    // Warm the routes' code and the search index.
    for (let i = 0; i < 20; i++) await get(distinctSearch(1_000_000 + i));
    const p95At: Record<number, number[]> = {};
    for (let round = 1; round <= Number(values.rounds); round++) {
      for (const clients of values.clients.split(",").map(Number)) {
        const rate = await staticRate(staticPath);
        const tickets = await leadTickets(SECONDS * 40);
        const { answers, seconds } = await closedLoop({
          port: PORT,
          host: HOST,
          clients,
          seconds: SECONDS,
          next: mixed(cars, tickets),
        });
        p95At[clients] = [...(p95At[clients] ?? []), report(clients, answers, seconds, rate)];
      }
    }
    for (const [clients, p95s] of Object.entries(p95At))
      console.log(`p95 at ${clients} clients: ${p95s.map((p) => p.toFixed(0)).join(", ")} ms`);
    console.log("goal: p95 ≤ 500 ms at 32 clients");
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 2000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
