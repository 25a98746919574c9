/**
 * Issue 35 §1's goal, in rounds (bench/pages.ts --uncached-rounds): the uncached search page's rate
 * at --connections as a share of the static file's in the same round (goal ≥ 2.5%), and its p95 with
 * 8 closed-loop clients (goal ≤ 150 ms). The machine is shared, so the rounds' median and spread are
 * what to judge.
 */
import { closedLoop, quantile } from "./closed-loop";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export async function uncachedRounds(options: {
  rounds: number;
  seconds: number;
  port: number;
  host: string;
  /** The static file's rate now (autocannon at --connections). */
  staticRate: () => Promise<number>;
  /** The uncached search page's rate now, a distinct filter combination per request. */
  uncachedRate: () => Promise<{ rps: number; errors: number }>;
  /** The next distinct search's path. */
  nextSearch: () => string;
}): Promise<void> {
  const shares: number[] = [];
  const p95s: number[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    const staticRps = await options.staticRate();
    const uncached = await options.uncachedRate();
    const { answers } = await closedLoop({
      port: options.port,
      host: options.host,
      clients: 8,
      seconds: options.seconds,
      next: () => ({ kind: "search", sent: { method: "GET", path: options.nextSearch() } }),
    });
    const share = (uncached.rps / staticRps) * 100;
    const p95 = quantile(
      answers.map((a) => a.ms),
      0.95,
    );
    const failed = answers.filter((a) => a.status !== 200).length + uncached.errors;
    shares.push(share);
    p95s.push(p95);
    console.log(
      `uncached round ${round}: static ${staticRps.toFixed(0)} req/s, uncached search ${uncached.rps.toFixed(1)} req/s = ${share.toFixed(2)}%; 8 clients p95 ${p95.toFixed(0)} ms (${answers.length} pages, ${failed} failed)`,
    );
  }
  const spread = (xs: number[], digits: number) =>
    `median ${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;
  console.log(
    `uncached search page: ${spread(shares, 2)}% of the static file (goal ≥ 2.5%); p95 at 8 clients ${spread(p95s, 0)} ms (goal ≤ 150)`,
  );
}
