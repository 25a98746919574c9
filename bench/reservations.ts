/**
 * Reservation race (issue 18 done-when): not a timed test, a count and a latency. For each of 20
 * reservable cars, 100 shoppers POST /api/reservations at once (each with its own Idempotency-Key and
 * the local processor's `test_ok` card) against the built app. Goal: exactly one held reservation a
 * car (20 held, 1,980 refused with 409), and no car captured twice. Run on embedded PGlite and on a
 * real PostgreSQL in the same process, it prints each backend's p50 / p95 latency and PostgreSQL's as
 * a ratio of PGlite's, so the figure holds on a loaded machine.
 *
 * Usage: npm run build && npm run bench:reservations
 *   PostgreSQL: DATABASE_URL=postgres://… (a fresh database is made in it), else one is started with
 *   scripts/pg-test-server.sh when Debian's postgresql is installed, else PGlite alone.
 *   --cars 20 --concurrency 100
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { dataDirLockOwner } from "../src/server/db/data-dir-lock";
import { localPayments, reservations } from "../src/server/db/schema";
import { createScratchDatabase } from "../src/server/db/test-database";
import { siteRequest } from "../test/site-request";

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3440;
const PG_PORT = 55499;
const SITE = "metro-motor-group";
const HOST = `${SITE}.localhost:${PORT}`;

const { values } = parseArgs({
  options: { cars: { type: "string", default: "20" }, concurrency: { type: "string", default: "100" } },
});
const CARS = Number(values.cars);
const CONCURRENCY = Number(values.concurrency);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function get(pathname: string) {
  return siteRequest({ port: PORT, host: HOST, method: "GET", path: pathname });
}

function reserve(carId: number, shopper: number) {
  return siteRequest({
    port: PORT,
    host: HOST,
    method: "POST",
    path: "/api/reservations",
    headers: {
      "content-type": "application/json",
      origin: `http://${HOST}`,
      "idempotency-key": randomUUID(),
    },
    body: JSON.stringify({
      car_id: carId,
      first_name: "Race",
      last_name: `Shopper${shopper}`,
      email: `shopper${shopper}@example.com`,
      phone: "0412 345 678",
      postcode: "4000",
      payment_token: "test_ok",
    }),
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type Outcome = {
  backend: string;
  held: number;
  refused: number;
  other: Record<string, number>;
  doubleCaptured: number;
  captures: number;
  p50: number;
  p95: number;
};

async function race(backend: "PGlite" | "PostgreSQL", databaseUrl?: string): Promise<Outcome> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-bench-reserve-"));
  const env = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    FORECOURT_SKIP_BUILD: "1",
    LEAD_RATE_PER_IP: "1000000",
    LEAD_RATE_PER_SITE: "1000000",
    PAYMENT_PROVIDER: "local",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  delete (env as Record<string, string | undefined>).FORECOURT_FRONT_CACHE;
  const server: ChildProcess = spawn("node", ["scripts/start.mjs"], {
    cwd: ROOT,
    env,
    stdio: "ignore",
    detached: true,
  });
  const stop = async () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
    while (!databaseUrl && dataDirLockOwner(dataDir)) await sleep(100);
  };
  try {
    for (let started = Date.now(); ; await sleep(200)) {
      try {
        if ((await get("/api/health")).status === 200) break;
      } catch {
        // not listening yet
      }
      if (Date.now() - started > 180_000) throw new Error(`${backend}: the server did not start`);
    }
    const cars: number[] = [];
    for (let page = 1; cars.length < CARS && page <= 50; page++) {
      const body = JSON.parse((await get(`/api/search?status=in_stock&page=${page}`)).body) as {
        hits: { id: number; checkoutEnabled: boolean; reserved: boolean; price: number | null }[];
      };
      for (const hit of body.hits)
        if (hit.checkoutEnabled && !hit.reserved && (hit.price ?? 0) > 0 && cars.length < CARS)
          cars.push(hit.id);
    }
    if (cars.length < CARS) throw new Error(`${backend}: only ${cars.length} reservable cars`);

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    for (const carId of cars) {
      const replies = await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, shopper) => {
          const started = performance.now();
          const reply = await reserve(carId, shopper);
          latencies.push(performance.now() - started);
          return reply.status;
        }),
      );
      for (const status of replies) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    await stop();

    const handle = await openDatabase(
      databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir, role: "bench" },
    );
    try {
      const captured = await handle.db
        .select({ carId: reservations.carId, n: sql<number>`count(*)::int` })
        .from(reservations)
        .where(and(inArray(reservations.carId, cars), isNotNull(reservations.capturedAt)))
        .groupBy(reservations.carId);
      const [payments] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(localPayments)
        .where(eq(localPayments.status, "captured"));
      latencies.sort((a, b) => a - b);
      const other = Object.fromEntries(
        [...statuses].filter(([status]) => status !== 201 && status !== 409).map(([s, n]) => [String(s), n]),
      );
      return {
        backend,
        held: statuses.get(201) ?? 0,
        refused: statuses.get(409) ?? 0,
        other,
        doubleCaptured: captured.filter((row) => row.n > 1).length,
        captures: payments?.n ?? 0,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
      };
    } finally {
      await handle.close();
    }
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A PostgreSQL to race on: DATABASE_URL, else a throwaway server when postgresql is installed. */
function postgresServer(): { url: string; stop(): void } | null {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop() {} };
  const dir = mkdtempSync(path.join(tmpdir(), "forecourt-bench-pg-"));
  const started = spawnSync("scripts/pg-test-server.sh", ["start", dir, String(PG_PORT)], { cwd: ROOT });
  const url = started.stdout.toString().trim().split("\n").at(-1) ?? "";
  if (started.status !== 0 || !url.startsWith("postgres")) return null;
  return {
    url,
    stop() {
      spawnSync("scripts/pg-test-server.sh", ["stop", dir], { cwd: ROOT });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  console.log(`reservation race: ${CARS} cars × ${CONCURRENCY} concurrent POST /api/reservations, ${SITE}`);
  const results: Outcome[] = [await race("PGlite")];
  const pg = postgresServer();
  if (pg) {
    const scratch = await createScratchDatabase(pg.url, "forecourt_bench_reserve");
    try {
      results.push(await race("PostgreSQL", scratch.url));
    } finally {
      await scratch.drop();
      pg.stop();
    }
  } else {
    console.log("no PostgreSQL (set DATABASE_URL or install postgresql): PGlite only");
  }
  console.log("backend      held  refused  other          captures  double-captured  p50 ms  p95 ms");
  for (const r of results) {
    console.log(
      `${r.backend.padEnd(11)} ${String(r.held).padStart(5)} ${String(r.refused).padStart(8)}  ${JSON.stringify(r.other).padEnd(14)} ${String(r.captures).padStart(8)} ${String(r.doubleCaptured).padStart(16)} ${r.p50.toFixed(0).padStart(7)} ${r.p95.toFixed(0).padStart(7)}`,
    );
  }
  const [lite, postgres] = results;
  if (lite && postgres) {
    console.log(
      `PostgreSQL p95 as a share of PGlite's: ${((postgres.p95 / lite.p95) * 100).toFixed(1)}% (p50 ${((postgres.p50 / lite.p50) * 100).toFixed(1)}%)`,
    );
  }
  const ok = results.every(
    (r) =>
      r.held === CARS &&
      r.refused === CARS * (CONCURRENCY - 1) &&
      r.doubleCaptured === 0 &&
      r.captures === CARS,
  );
  console.log(ok ? "goal met: one hold and one capture a car" : "GOAL MISSED");
  process.exitCode = ok ? 0 : 1;
}

await main();
