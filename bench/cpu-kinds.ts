/**
 * What kind of work a process is, from its command line, for `bench:cpu-by-kind` (decision 0058,
 * sixth-session addendum): Chromium by its process type, the app server, the test runners, the
 * `forecourt` command, PostgreSQL.
 */
export function processKind(commandLine: string): string {
  if (/(^|\/)chrom(e|ium)[\w-]*( |$)|chromium-headless-shell/.test(commandLine)) {
    const type = /--type=([a-z-]+)/.exec(commandLine)?.[1];
    return `chromium ${type ?? "browser"}`;
  }
  if (/^next-server\b|\bnext\/dist\/bin\/next start\b|\bnext start\b/.test(commandLine)) return "next server";
  if (/\bscripts\/start\.mjs\b/.test(commandLine)) return "front door (start.mjs)";
  if (/\bcli\/main\.ts\b/.test(commandLine)) return "forecourt command";
  if (/\bplaywright\b/.test(commandLine)) return "playwright";
  if (/\bvitest\b/.test(commandLine)) return "vitest";
  if (/^postgres\b|\/postgres\b/.test(commandLine)) return "postgres";
  if (/\btsc\b|typescript\/bin/.test(commandLine)) return "typecheck";
  if (/\bnext\/dist\/bin\/next build\b|\bnext build\b/.test(commandLine)) return "next build";
  if (/\bbiome\b/.test(commandLine)) return "lint";
  return "other";
}

export type ProcessSample = { key: string; kind: string; cpuSeconds: number };

/** CPU seconds by kind from successive samples: each process counts once, its last sample's CPU. */
export function cpuByKind(samples: Iterable<ProcessSample>): Map<string, number> {
  const last = new Map<string, ProcessSample>();
  for (const sample of samples) last.set(sample.key, sample);
  const byKind = new Map<string, number>();
  for (const { kind, cpuSeconds } of last.values()) {
    byKind.set(kind, (byKind.get(kind) ?? 0) + cpuSeconds);
  }
  return new Map([...byKind].sort((a, b) => b[1] - a[1]));
}
