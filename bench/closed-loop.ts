/**
 * Closed-loop load for bench/pages.ts and bench/mixed-load.ts (issue 35 §1): `clients` clients, each
 * sending its next request as soon as the last one is answered, for `seconds`; every answer's kind,
 * status and time. A closed loop measures what a fixed number of shoppers see, as the issue's outside
 * load test did, rather than what a fixed arrival rate would queue up.
 */
import http from "node:http";

export type Sent = { method: "GET" | "POST"; path: string; body?: string; headers?: Record<string, string> };
export type Answer = { kind: string; status: number; ms: number };

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One request to the server on loopback with the site's Host; resolves with its status and time. */
export function send(port: number, host: string, sent: Sent): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        method: sent.method,
        path: sent.path,
        agent,
        headers: { host, ...sent.headers },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
    req.end(sent.body);
  });
}

/** Runs the closed loop; `next(n)` names the n-th request (shared across clients) and its kind. */
export async function closedLoop(options: {
  port: number;
  host: string;
  clients: number;
  seconds: number;
  next: (n: number) => { kind: string; sent: Sent };
}): Promise<{ answers: Answer[]; seconds: number }> {
  const answers: Answer[] = [];
  const started = performance.now();
  const until = started + options.seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (performance.now() < until) {
        const { kind, sent } = options.next(n++);
        const { status, ms } = await send(options.port, options.host, sent);
        answers.push({ kind, status, ms });
      }
    }),
  );
  return { answers, seconds: (performance.now() - started) / 1000 };
}

/** The q-quantile (0..1) of some times, nearest rank. */
export function quantile(times: readonly number[], q: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
}

/** One line of figures for some answers: rate, its ratio to the static file's, p50, p95, errors. */
export function summarise(answers: readonly Answer[], seconds: number, staticRate: number): string {
  const times = answers.map((a) => a.ms);
  const rate = answers.length / seconds;
  const errors = answers.filter((a) => a.status === 0 || a.status >= 500).length;
  const refused = answers.filter((a) => a.status >= 400 && a.status < 500).length;
  return [
    `${rate.toFixed(1).padStart(7)} req/s`,
    `${((rate / staticRate) * 100).toFixed(2).padStart(6)}% of static`,
    `p50 ${quantile(times, 0.5).toFixed(0).padStart(5)} ms`,
    `p95 ${quantile(times, 0.95).toFixed(0).padStart(5)} ms`,
    `errors ${errors}${refused ? `, 4xx ${refused}` : ""}`,
  ].join("  ");
}
