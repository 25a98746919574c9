/**
 * Feed-update benchmark (issue 15): a dealer group of N cars (default 50,000) served by the built app
 * (`npm start`, front cache included), shoppers searching the whole time, and two feeds sent to the
 * running server's admin API (`POST /admin/api/import`):
 *
 *   1. a full re-import of the group's bundle with every price changed;
 *   2. a 100-car price change.
 *
 * For each it prints the search latency seen by the shoppers (max and p95; idle p95 measured first in
 * the same run, so the figure is a ratio that holds on a noisy machine), how long the import took, and
 * how long after the import committed (its answer arrived) a changed price was visible through search
 * (`/api/search`), on the car page and on the search page (both through the front cache).
 * Goals: max search latency during and after the import <= 250 ms, p95 <= 2x idle p95, new price
 * visible <= 5 s after the commit.
 *
 *   npm run build && npm run bench:feed-update                  # embedded PGlite
 *   npm run bench:feed-update -- --pg                           # also on PostgreSQL (a throwaway
 *                                                               # server from scripts/pg-test-server.sh)
 *   npm run bench:feed-update -- --cars 20000 --rate 20 --idle-seconds 10
 *   npm run bench:feed-update -- --feeds small --port 3185   # the 100-car change alone
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { generateDemoBundles } from "@/demo/generate-demo";
import { mulberry32 } from "@/demo/prng";
import type { Bundle } from "@/lib/import/bundle-schema";
import { type SiteReply, siteRequest } from "../test/site-request";

const ROOT = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    cars: { type: "string", default: "50000" },
    rate: { type: "string", default: "20" },
    "idle-seconds": { type: "string", default: "10" },
    "after-seconds": { type: "string", default: "10" },
    pg: { type: "boolean", default: false },
    /** "all" (the default), or "small": the 100-car change alone (issue 35 §2), skipping the full re-import. */
    feeds: { type: "string", default: "all" },
    port: { type: "string", default: "3440" },
  },
});
const PORT = Number(values.port);
const SITE = "metro-motor-group";

const CARS = Number(values.cars);
const RATE = Number(values.rate);

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A request to the running server as a shopper's browser sends it (Host names the site). */
function request(
  method: string,
  pathname: string,
  options: { host?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<SiteReply> {
  return siteRequest({
    port: PORT,
    host: options.host ?? `${SITE}.localhost:${PORT}`,
    method,
    path: pathname,
    body: options.body,
    headers: options.headers,
    agent,
    timeoutMs: 600_000,
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, everyMs = 250) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Shoppers' searches: mixed filters and pages through the search API, which answers from the index. */
const QUERIES = [
  "make=Toyota",
  "make=Mazda&car_type=used",
  "car_type=new&body=SUV",
  "q=hilux",
  "q=white+diesel",
  "price=10000:30000",
  "make=Hyundai&sort=price_asc",
  "car_type=used&km=0:50000",
  "fuel=Hybrid",
  "",
];

/** A search: when it was sent, and how long its answer took. */
type Sample = { at: number; ms: number };

/**
 * Shoppers searching at a steady rate (open loop: a search starts every 1/rate s whether or not the
 * last one has answered), so a stall shows as the latency of the searches caught in it rather than as
 * fewer searches.
 */
function searchers(rate: number): { samples: Sample[]; stop: () => Promise<void> } {
  const samples: Sample[] = [];
  const pending = new Set<Promise<void>>();
  const random = mulberry32(7);
  const one = async () => {
    const query = QUERIES[Math.floor(random() * QUERIES.length)]!;
    const page = 1 + Math.floor(random() * 3);
    const at = Date.now();
    const started = performance.now();
    const { status } = await request("GET", `/api/search?${query}&page=${page}`);
    if (status !== 200) throw new Error(`search answered ${status}`);
    samples.push({ at, ms: performance.now() - started });
  };
  const timer = setInterval(() => {
    const search = one().finally(() => pending.delete(search));
    pending.add(search);
  }, 1000 / rate);
  return {
    samples,
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

function summary(samples: Sample[]): { n: number; p95: number; max: number } {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { n: sorted.length, p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

const money = (n: number) => `$${n.toLocaleString("en-AU")}`;

/** How long after `from` each check first passed (ms), polling every 100 ms for up to 60 s. */
async function visibleAfter(from: number, checks: Record<string, () => Promise<boolean>>) {
  const seen: Record<string, number | null> = Object.fromEntries(Object.keys(checks).map((k) => [k, null]));
  const until = Date.now() + 60_000;
  while (Date.now() < until && Object.values(seen).some((v) => v === null)) {
    await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        if (seen[name] === null && (await check().catch(() => false))) seen[name] = Date.now() - from;
      }),
    );
    await new Promise((r) => setTimeout(r, 100));
  }
  return seen;
}

type Car = NonNullable<Bundle["cars"]>[number];

async function runFeed(
  label: string,
  bundle: Bundle,
  watched: Car,
  token: string,
  idleP95: number,
): Promise<Record<string, string | number>> {
  const body = JSON.stringify(bundle);
  const shoppers = searchers(RATE);
  await new Promise((r) => setTimeout(r, 1_000));
  const started = Date.now();
  const answer = await request("POST", "/admin/api/import", {
    host: `localhost:${PORT}`,
    body,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  });
  const committed = Date.now();
  if (answer.status !== 200)
    throw new Error(`import answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  const report = JSON.parse(answer.body) as { issues: unknown[]; counts: { cars: { updated: number } } };
  const price = watched.price as number;
  const shown = money(price);
  const make = encodeURIComponent(String(watched.make));
  const model = encodeURIComponent(String(watched.model));
  const seen = await visibleAfter(committed, {
    search: async () =>
      JSON.parse(
        (await request("GET", `/api/search?make=${make}&model=${model}&price=${price}:${price}`)).body,
      ).count > 0,
    "car page": async () => (await request("GET", `/cars/${watched.slug}`)).body.includes(shown),
    "search page": async () =>
      (await request("GET", `/search?make=${make}&model=${model}&price=${price}:${price}`)).body.includes(
        `/cars/${watched.slug}`,
      ),
  });
  await new Promise((r) => setTimeout(r, Number(values["after-seconds"]) * 1000));
  await shoppers.stop();
  const during = summary(shoppers.samples.filter((s) => s.at >= started && s.at <= committed));
  const after = summary(shoppers.samples.filter((s) => s.at > committed));
  const all = summary(shoppers.samples.filter((s) => s.at >= started));
  const fmt = (v: number | null) => (v === null ? "not in 60 s" : `${(v / 1000).toFixed(2)} s`);
  return {
    feed: label,
    "cars updated": report.counts.cars.updated,
    "import s": ((committed - started) / 1000).toFixed(1),
    "searches during": during.n,
    "max ms during": Math.round(during.max),
    "max ms after": Math.round(after.max),
    "p95 / idle p95": (all.p95 / idleP95).toFixed(2),
    "visible: search": fmt(seen.search ?? null),
    "visible: car page": fmt(seen["car page"] ?? null),
    "visible: search page": fmt(seen["search page"] ?? null),
  };
}

async function benchmark(database: string, extraEnv: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-bench-feed-"));
  let log = "";
  const server: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...extraEnv,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_CARS: String(CARS),
      FORECOURT_SKIP_BUILD: "1",
      INBOX_POLL_SECONDS: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (c: Buffer) => {
    log += c.toString();
  });
  server.stderr?.on("data", (c: Buffer) => {
    log += c.toString();
  });
  try {
    console.log(`\n[${database}] starting the server and seeding ${CARS} cars …`);
    await waitFor(
      "the server",
      async () => (await request("GET", "/api/health")).status === 200,
      900_000,
      1000,
    );
    await waitFor("the search index", async () => log.includes(`index of ${SITE} ready`), 600_000, 500);
    const token = readFileSync(path.join(dataDir, "admin-token"), "utf8").trim();
    const [metro] = generateDemoBundles({ cars: CARS }).filter((b) => b.site === SITE);
    if (!metro?.bundle.cars) throw new Error("no demo bundle");
    const inStock = metro.bundle.cars.filter((c) => c.status === "in_stock" && typeof c.price === "number");
    const watched = inStock[0]!;

    const idle = searchers(RATE);
    await new Promise((r) => setTimeout(r, Number(values["idle-seconds"]) * 1000));
    await idle.stop();
    const idleSummary = summary(idle.samples);
    console.log(
      `[${database}] idle: ${idleSummary.n} searches, p95 ${idleSummary.p95.toFixed(1)} ms, max ${idleSummary.max.toFixed(1)} ms`,
    );

    // 1. The whole group again, every price changed (the watched car's to a value no other car has).
    const full: Bundle = {
      ...metro.bundle,
      cars: metro.bundle.cars.map((c) => ({
        ...c,
        price: c === watched ? 12_345 : typeof c.price === "number" ? c.price + 500 : c.price,
      })),
    };
    const rows =
      values.feeds === "small"
        ? []
        : [await runFeed("full re-import", full, { ...watched, price: 12_345 }, token, idleSummary.p95)];

    // 2. A hundred cars' prices.
    const changed = inStock
      .slice(0, 100)
      .map((c, i) => ({ ...c, price: i === 0 ? 23_456 : (c.price as number) - 700 }));
    rows.push(await runFeed("100-car price change", { cars: changed }, changed[0]!, token, idleSummary.p95));
    console.log(`[${database}] ${CARS} cars, ${RATE} searches a second`);
    console.table(rows);
    return rows;
  } catch (error) {
    console.error(log.split("\n").slice(-40).join("\n"));
    throw error;
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await benchmark("PGlite", {});
  if (values.pg) {
    const pgDir = mkdtempSync(path.join(tmpdir(), "forecourt-bench-pg-"));
    const url = execFileSync(path.join(ROOT, "scripts/pg-test-server.sh"), ["start", pgDir, "55441"], {
      encoding: "utf8",
    }).trim();
    try {
      await benchmark("PostgreSQL", { DATABASE_URL: url });
    } finally {
      execFileSync(path.join(ROOT, "scripts/pg-test-server.sh"), ["stop", pgDir]);
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
  agent.destroy();
}

await main();
