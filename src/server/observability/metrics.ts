import "server-only";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { RouteKind } from "@/lib/observability/route-kind";
import { processSingleton } from "../process-singleton";
import { logger } from "./log";
import { isReady, readiness } from "./readiness";

/**
 * The server's Prometheus metrics (issue 36 item 3, decision 0068), served at `/metrics` to the
 * operator's token. Per process: each app server answers for itself (a scrape of two servers sees two
 * sets of series), except the outbox's depth and oldest age, which are the shared database's and read
 * the same from every server (take their max, not their sum). What only the boot knows how to read (the
 * outbox's tables, the search indexes) is handed in as a source (`observeOutbox`, `observeSearch`).
 */

export type OutboxDepth = { queue: string; pending: number; oldestCreatedAt: Date | null };
export type SearchIndexes = {
  budgetBytes: number;
  sites: readonly { slug: string; cars: number; bytes: number }[];
};
export type MetricSources = {
  outbox?: () => Promise<readonly OutboxDepth[]>;
  search?: () => SearchIndexes | undefined;
};

export type ImportOutcome = "imported" | "refused" | "unreadable" | "failed";
export type SendOutcome = "delivered" | "retry" | "failed";

const log = logger("metrics");
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const IMPORT_SECONDS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900];

export type Metrics = ReturnType<typeof createMetrics>;

/** A registry with every series, the process's default ones (CPU, memory, event-loop lag, GC) included. */
export function createMetrics(now: () => number = Date.now) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const sources: MetricSources = {};

  const requests = new Counter({
    name: "forecourt_http_requests_total",
    help: "Requests answered, by route kind, method and status (499: the client went away first).",
    labelNames: ["route", "method", "status"] as const,
    registers,
  });
  const latency = new Histogram({
    name: "forecourt_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route kind.",
    labelNames: ["route"] as const,
    buckets: SECONDS,
    registers,
  });
  const rateLimited = new Counter({
    name: "forecourt_rate_limit_refusals_total",
    help: "Requests refused with 429 by a rate limit, by route kind.",
    labelNames: ["route"] as const,
    registers,
  });
  const requestErrors = new Counter({
    name: "forecourt_request_errors_total",
    help: "Errors Next reported while serving a request (onRequestError), by what was running.",
    labelNames: ["route_type"] as const,
    registers,
  });
  const imports = new Histogram({
    name: "forecourt_import_duration_seconds",
    help: "Feed imports taken by this server, from the first byte read to the report, by format and outcome.",
    labelNames: ["format", "outcome"] as const,
    buckets: IMPORT_SECONDS,
    registers,
  });
  const importRefusals = new Counter({
    name: "forecourt_import_refusals_total",
    help: "What imports refused: a whole feed (unreadable, or its site refused) or single records.",
    labelNames: ["reason"] as const,
    registers,
  });
  const sends = new Counter({
    name: "forecourt_outbox_sends_total",
    help: "Outbox messages sent by this server's worker, by queue and outcome.",
    labelNames: ["queue", "outcome"] as const,
    registers,
  });

  stateGauges(registers, sources, now);

  return {
    registry,
    /** Hands in what the boot knows how to read (replacing an earlier source of the same kind). */
    observe(more: MetricSources): void {
      Object.assign(sources, more);
    },
    request(route: RouteKind, method: string, status: number, seconds: number): void {
      requests.inc({ route, method: knownMethod(method), status: String(status) });
      latency.observe({ route }, seconds);
      if (status === 429) rateLimited.inc({ route });
    },
    requestError(routeType: string): void {
      requestErrors.inc({ route_type: routeType });
    },
    import(format: string, outcome: ImportOutcome, seconds: number, refusedRecords = 0): void {
      imports.observe({ format, outcome }, seconds);
      if (outcome === "refused") importRefusals.inc({ reason: "site" });
      if (outcome === "unreadable") importRefusals.inc({ reason: "unreadable" });
      if (refusedRecords > 0) importRefusals.inc({ reason: "records" }, refusedRecords);
    },
    send(queue: string, outcome: SendOutcome): void {
      sends.inc({ queue, outcome });
    },
  };
}

/**
 * The gauges read when scraped: the outbox's depth and oldest age (one query for both per scrape), the
 * search indexes' sizes, and the warm and ready states.
 */
function stateGauges(registers: Registry[], sources: MetricSources, now: () => number): void {
  let outboxRead: { at: number; rows: Promise<readonly OutboxDepth[]> } | null = null;
  const outboxRows = (): Promise<readonly OutboxDepth[]> => {
    if (!sources.outbox) return Promise.resolve([]);
    if (!outboxRead || now() - outboxRead.at > 1_000) {
      // A database that does not answer leaves the outbox's series out of this scrape, not the others.
      const rows = sources.outbox().catch((error: unknown) => {
        log.warn("reading the outbox's depth failed", { err: error });
        return [];
      });
      outboxRead = { at: now(), rows };
    }
    return outboxRead.rows;
  };
  new Gauge({
    name: "forecourt_outbox_depth",
    help: "Messages waiting in each outbox queue (pending, due or backing off), in the shared database.",
    labelNames: ["queue"] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await outboxRows()) this.set({ queue: row.queue }, row.pending);
    },
  });
  new Gauge({
    name: "forecourt_outbox_oldest_age_seconds",
    help: "Age of the oldest message still waiting in each outbox queue (0 when none waits).",
    labelNames: ["queue"] as const,
    registers,
    async collect() {
      this.reset();
      const at = now();
      for (const row of await outboxRows()) {
        const age = row.oldestCreatedAt ? Math.max(0, (at - row.oldestCreatedAt.getTime()) / 1000) : 0;
        this.set({ queue: row.queue }, age);
      }
    },
  });
  new Gauge({
    name: "forecourt_search_index_bytes",
    help: "Estimated size of each site's search index held by this server.",
    labelNames: ["site"] as const,
    registers,
    collect() {
      this.reset();
      for (const site of sources.search?.()?.sites ?? []) this.set({ site: site.slug }, site.bytes);
    },
  });
  new Gauge({
    name: "forecourt_search_index_cars",
    help: "Cars in each site's search index held by this server.",
    labelNames: ["site"] as const,
    registers,
    collect() {
      this.reset();
      for (const site of sources.search?.()?.sites ?? []) this.set({ site: site.slug }, site.cars);
    },
  });
  new Gauge({
    name: "forecourt_search_index_budget_bytes",
    help: "Memory the search indexes may hold together on this server (SEARCH_INDEX_BUDGET_MB).",
    registers,
    collect() {
      const budget = sources.search?.()?.budgetBytes;
      if (budget !== undefined && Number.isFinite(budget)) this.set(budget);
    },
  });
  new Gauge({
    name: "forecourt_search_indexes_warm",
    help: "1 once the boot's warm-up of the search indexes has finished, else 0.",
    registers,
    collect() {
      this.set(readiness().searchIndexes === "warm" ? 1 : 0);
    },
  });
  new Gauge({
    name: "forecourt_ready",
    help: "1 while /api/ready answers 200 (migrated, search indexes warm), else 0.",
    registers,
    collect() {
      this.set(isReady() ? 1 : 0);
    },
  });
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A method outside the usual ones is counted as `other`, so a client cannot add series. */
function knownMethod(method: string): string {
  return METHODS.has(method) ? method : "other";
}

const processMetrics = processSingleton<Metrics>("metrics");

/** This process's metrics, made on first use. */
export function metrics(): Metrics {
  return processMetrics.get(() => createMetrics());
}

/**
 * Forgets this process's metrics: the next `metrics()` starts every count from zero, as a new process
 * would. For a test file that counts (the integration tests share a process, decision 0058 addendum).
 */
export function forgetMetrics(): void {
  processMetrics.clear();
}
