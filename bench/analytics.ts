/**
 * Analytics collection while pages are served (issue 33's Done-when, decision 0061): the built app
 * (`npm start`'s front door and PGlite) on the demo data, and in this process:
 *
 *   1. ingestion flat out: SENDERS closed-loop clients post 25-event batches to /api/events for
 *      --seconds: batches and events accepted per second, and the rows the buffer wrote (counted
 *      through the operator's analytics API once it has flushed);
 *   2. --rounds pairs of page rounds, collection off then on: CLIENTS closed-loop clients load a car
 *      page for --seconds, the page as served (the front cache's copy) and uncached (a query string
 *      the cache has not seen); "on" adds a sustained stream of --rate events a second (as batches of
 *      25, the most a page's beacon sends at once). Each round's p95, and the median over the rounds of
 *      p95(on) / p95(off). Goal: ≤ 1.1.
 *
 *   npm run build && npx tsx bench/analytics.ts [--seconds 10] [--rounds 3] [--rate 500] [--clients 8]
 *
 * The dashboard's queries over 10,000,000 events are bench/analytics-dashboard.ts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3461;
const SITE = "outback-used-cars";
const HOST = `${SITE}.localhost:${PORT}`;
const UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    rounds: { type: "string", default: "3" },
    rate: { type: "string", default: "500" },
    clients: { type: "string", default: "8" },
    senders: { type: "string", default: "8" },
  },
});
const SECONDS = Number(values.seconds);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

type Answer = { status: number; body: string };
function request(method: string, pathname: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        method,
        path: pathname,
        agent,
        headers: { host: HOST, "user-agent": UA, ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function waitForHealth(timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await request("GET", "/api/health")).status === 200) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

const p95 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN;
};

/** CLIENTS closed-loop clients GETting `path()` for SECONDS; every latency. */
async function load(pathOf: (i: number) => string): Promise<number[]> {
  const times: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: Number(values.clients) }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        const answer = await request("GET", pathOf(n++));
        if (answer.status !== 200) throw new Error(`${answer.status} for a car page`);
        times.push(performance.now() - t);
      }
    }),
  );
  return times;
}

let batchNo = 0;
function batch(carId: number): string {
  batchNo++;
  return JSON.stringify({
    device: batchNo % 2 ? "phone" : "desktop",
    events: Array.from({ length: 25 }, (_, i) =>
      i % 5 === 0
        ? { e: 49, page: "search", q: `hilux ${batchNo % 40}`, n: batchNo % 7 }
        : { e: "page_view", page: "car", car: carId },
    ),
  });
}
const postBatch = (carId: number) =>
  request("POST", "/api/events", batch(carId), {
    "content-type": "application/json",
    origin: `http://${HOST}`,
  });

/** Batches at `eventsPerSecond` (25 events each) until `stop()`; how many were accepted. */
function stream(carId: number, eventsPerSecond: number) {
  let accepted = 0;
  let running = true;
  const everyMs = 1000 / (eventsPerSecond / 25);
  const done = (async () => {
    let next = performance.now();
    while (running) {
      const answer = await postBatch(carId);
      if (answer.status === 202) accepted++;
      next += everyMs;
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return accepted;
    },
  };
}

async function rawEvents(token: string): Promise<number> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const answer = await request(
    "GET",
    `/admin/api/sites/${SITE}/analytics/days?from=${day(-1)}&to=${day(1)}`,
    undefined,
    {
      host: `console.localhost:${PORT}`,
      authorization: `Bearer ${token}`,
    },
  );
  const body = JSON.parse(answer.body) as { raw: { events: number }[] };
  return body.raw.reduce((n, r) => n + r.events, 0);
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-bench-analytics-"));
  const server: ChildProcess = spawn("node", ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      FORECOURT_SKIP_BUILD: "1",
      // One address sends everything here; the per-address limit is integration-tested.
      ANALYTICS_RATE_PER_IP: "100000000",
    },
    stdio: "ignore",
  });
  try {
    await waitForHealth(240_000);
    const token = readFileSync(path.join(dataDir, "admin-token"), "utf8").trim();
    const hits = (
      JSON.parse((await request("GET", "/api/search?status=in_stock")).body) as {
        hits: { slug: string; id: number }[];
      }
    ).hits;
    const car = hits[0]!;
    const carPath = `/cars/${car.slug}`;
    await load(() => carPath);

    // 1. Ingestion flat out.
    const before = await rawEvents(token);
    let batches = 0;
    const until = Date.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: Number(values.senders) }, async () => {
        while (Date.now() < until) if ((await postBatch(car.id)).status === 202) batches++;
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    let written = 0;
    for (let i = 0; i < 30 && written < batches * 25; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      written = (await rawEvents(token)) - before;
    }
    console.log(
      `ingestion, ${values.senders} senders flat out for ${SECONDS} s: ${Math.round(batches / elapsed)} batches/s, ${Math.round((batches * 25) / elapsed)} events/s accepted; ${written} of ${batches * 25} written`,
    );

    // 2. Car pages with collection off and on.
    const ratios: Record<string, number[]> = { served: [], uncached: [] };
    let bust = 0;
    for (let round = 1; round <= Number(values.rounds); round++) {
      for (const [name, pathOf] of [
        ["served", () => carPath],
        ["uncached", () => `${carPath}?bench=${++bust}`],
      ] as const) {
        const off = p95(await load(pathOf));
        const s = stream(car.id, Number(values.rate));
        const on = p95(await load(pathOf));
        const accepted = await s.stop();
        ratios[name]!.push(on / off);
        console.log(
          `round ${round}, car page ${name}: p95 off ${off.toFixed(1)} ms, on ${on.toFixed(1)} ms (${Math.round((accepted * 25) / SECONDS)} events/s): ${(on / off).toFixed(2)}x`,
        );
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    for (const [name, xs] of Object.entries(ratios)) {
      console.log(
        `car page ${name}: median p95 ratio, collection on / off: ${median(xs).toFixed(2)}x (goal ≤ 1.1)`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 2000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
