/**
 * The platform-scale bench's load (issue 35 §3): closed-loop clients over both app servers, the n-th
 * request to server n % 2 for a random platform site, first a static file through the same front
 * doors (the baseline), then searches with filter combinations no cache has seen
 * (bench/search-combos.ts), with the CPU time the servers' and PostgreSQL's processes spent meanwhile.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { AppServer } from "../test/app-process";
import { type Answer, quantile, send } from "./closed-loop";
import { platformSiteSlug } from "./platform-sites";
import { treeUsage } from "./processes";
import { distinctSearch } from "./search-combos";

const ROOT = path.resolve(import.meta.dirname, "..");
const f0 = (n: number) => Math.round(n).toLocaleString("en-AU");
const f1 = (n: number) => n.toFixed(1);

/** A built static file of the app, served by the front door (its chunks' median by size). */
function staticFile(): string {
  const dir = path.join(ROOT, ".next/static/chunks");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ f, size: statSync(path.join(dir, f)).size }))
    .sort((a, b) => a.size - b.size);
  return `/_next/static/chunks/${files[files.length >> 1]!.f}`;
}

// ── load ────────────────────────────────────────────────────────────────────────────────────────────

/** Closed loop over both servers: the n-th request goes to server n % 2, for a random site. */
async function loop(
  servers: AppServer[],
  siteCount: number,
  seconds: number,
  clients: number,
  pathOf: (n: number) => string,
) {
  const answers: Answer[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const i = n++;
        const server = servers[i % servers.length]!;
        const site = platformSiteSlug(Math.floor(Math.random() * siteCount));
        const answer = await send(server.port, `${site}.localhost:${server.port}`, {
          method: "GET",
          path: pathOf(i),
        });
        answers.push({ kind: "x", ...answer });
      }
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

export type Round = {
  staticRate: number;
  staticP95: number;
  rate: number;
  p50: number;
  p95: number;
  errors: number;
  appCpuMs: number;
  pgCpuMs: number;
};

export async function loadRound(
  servers: AppServer[],
  load: { sites: number; seconds: number; clients: number; postgresPid: number },
  base: string,
  offset: number,
) {
  const file = staticFile();
  const baseline = await loop(servers, load.sites, load.seconds / 2, load.clients, () => file);
  const cpu = () => ({
    app: servers.reduce((sum, s) => sum + treeUsage(s.child.pid!).cpuMs, 0),
    pg: treeUsage(load.postgresPid).cpuMs,
  });
  const before = cpu();
  const searched = await loop(servers, load.sites, load.seconds, load.clients, (n) =>
    distinctSearch(offset + n, base),
  );
  const after = cpu();
  const times = searched.answers.map((a) => a.ms);
  const count = searched.answers.length;
  return {
    staticRate: baseline.answers.length / baseline.seconds,
    staticP95: quantile(
      baseline.answers.map((a) => a.ms),
      0.95,
    ),
    rate: count / searched.seconds,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    errors: searched.answers.filter((a) => a.status === 0 || a.status >= 400).length,
    appCpuMs: (after.app - before.app) / count,
    pgCpuMs: (after.pg - before.pg) / count,
  } satisfies Round;
}

export function roundLine(label: string, r: Round): string {
  return `  ${label.padEnd(12)} ${f1(r.rate).padStart(7)} req/s = ${((r.rate / r.staticRate) * 100).toFixed(2).padStart(6)}% of static (${f0(r.staticRate)} req/s)  p50 ${f1(r.p50).padStart(6)} ms  p95 ${f1(r.p95).padStart(7)} ms (static p95 ${f1(r.staticP95)} ms, ${f1(r.p95 / r.staticP95)}×)  CPU/search: app ${f1(r.appCpuMs)} ms, PostgreSQL ${f1(r.pgCpuMs)} ms  errors ${r.errors}`;
}
