/**
 * What the platform-scale bench reads of the processes it runs (issue 35 §3): the resident memory and
 * CPU time of a process and its descendants (an app server is start.mjs's front door and Next's
 * server; PostgreSQL is its postmaster and backends), from /proc; and an app server's own figures
 * from its Prometheus metrics (heap, its search indexes' sizes by estimate).
 */
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";

/** Linux's clock ticks a second, which /proc/<pid>/stat counts CPU time in (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** Resident bytes and CPU milliseconds (user + system, so far) of a process and its descendants. */
export function treeUsage(rootPid: number): { rssBytes: number; cpuMs: number } {
  const children = childrenByParent();
  let rssBytes = 0;
  let cpuMs = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      rssBytes += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime are fields 14 and 15 of stat, 12 and 13 after the pid and name.
      cpuMs += ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return { rssBytes, cpuMs };
}

/** The postmaster's pid, from the first line of its data directory's postmaster.pid. */
export function postmasterPid(dataDir: string): number {
  return Number(readFileSync(`${dataDir}/postmaster.pid`, "utf8").split("\n")[0]);
}

export type ServerFigures = {
  /** V8's heap in use and Next's process's resident bytes, as prom-client reads them. */
  heapUsedBytes: number;
  nextRssBytes: number;
  /** The search indexes this server holds: their estimated bytes and cars, summed over sites. */
  indexBytes: number;
  indexCars: number;
  indexSites: number;
};

/** Reads an app server's /metrics with the operator's token. */
export async function serverFigures(port: number, token: string): Promise<ServerFigures> {
  const text = await new Promise<string>((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port, path: "/metrics", headers: { authorization: `Bearer ${token}` } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          res.statusCode === 200 ? resolve(body) : reject(new Error(`/metrics ${res.statusCode}`)),
        );
      },
    );
    req.on("error", reject);
  });
  const series = (name: string) =>
    text
      .split("\n")
      .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`))
      .map((line) => Number(line.slice(line.lastIndexOf(" ") + 1)));
  const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
  return {
    heapUsedBytes: sum(series("nodejs_heap_size_used_bytes")),
    nextRssBytes: sum(series("process_resident_memory_bytes")),
    indexBytes: sum(series("forecourt_search_index_bytes")),
    indexCars: sum(series("forecourt_search_index_cars")),
    indexSites: series("forecourt_search_index_cars").length,
  };
}
