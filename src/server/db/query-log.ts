import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { appendFileSync } from "node:fs";
import type { Logger } from "drizzle-orm/logger";
import { processSingleton } from "../process-singleton";

/**
 * FORECOURT_QUERY_LOG=<file>: every statement the server sends, one JSON line each, with the time and,
 * for work no request is waiting on (the lead outbox worker, boot), the name of that work. A
 * diagnostic for counting what a page costs (the e2e query-count test reads it); off by default.
 */
export type QueryLogLine = { at: number; background: string | null; sql: string };

const backgroundWork = processSingleton<AsyncLocalStorage<string>>("background-work");

function storage(): AsyncLocalStorage<string> {
  return backgroundWork.get(() => new AsyncLocalStorage<string>());
}

/** Runs `work` (and every timer and promise it starts) marked as background work named `name`. */
export function runAsBackground<T>(name: string, work: () => T): T {
  return storage().run(name, work);
}

export function queryLogger(file: string): Logger {
  return {
    logQuery(sql) {
      const line: QueryLogLine = { at: Date.now(), background: storage().getStore() ?? null, sql };
      // Synchronous, so a line is on disk before the response that caused it is sent.
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
  };
}
