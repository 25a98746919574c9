/**
 * What the platform-scale bench reads of the processes it runs (issue 35 §3), beside their memory and
 * CPU (bench/processes.ts): PostgreSQL's postmaster, and an app server's own figures from its
 * Prometheus metrics (heap, its search indexes' sizes by estimate).
 */
import { readFileSync } from "node:fs";
import http from "node:http";

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
