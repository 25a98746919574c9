import "server-only";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type pg from "pg";
import { endSpan, inSpan, startSpan } from "./tracing";

/**
 * A span for each statement the server sends (issue 36 item 3, decision 0068), made by wrapping the
 * database client's own `query` (and PGlite's `exec` and transactions) in place; db/client.ts does so
 * only while traces are exported, so an untraced server runs the clients as they are. Each span is
 * named `db <OPERATION>` and carries the statement's text as Drizzle sends it: its values travel apart,
 * as parameters, and are never recorded.
 */

const TRACED = Symbol.for("forecourt.traced-query");
const MAX_STATEMENT = 2_000;

type Method = (...args: unknown[]) => unknown;

function statementOf(first: unknown): string {
  if (typeof first === "string") return first;
  const text = (first as { text?: unknown } | null)?.text;
  return typeof text === "string" ? text : "";
}

function spanOf(statement: string): { name: string; attributes: Record<string, string> } {
  const operation = /^\s*([A-Za-z]+)/.exec(statement)?.[1]?.toUpperCase() ?? "QUERY";
  return {
    name: `db ${operation}`,
    attributes: {
      "db.system.name": "postgresql",
      "db.operation.name": operation,
      "db.query.text": statement.slice(0, MAX_STATEMENT),
    },
  };
}

/** Replaces `target[method]` with one that records a span around each call; twice is once. */
function traceMethod(target: object, method: "query" | "exec"): void {
  const holder = target as Record<string, unknown>;
  const original = holder[method] as (Method & { [TRACED]?: true }) | undefined;
  if (typeof original !== "function" || original[TRACED]) return;
  const traced: Method & { [TRACED]?: true } = (...args) => {
    const { name, attributes } = spanOf(statementOf(args[0]));
    const last = args.at(-1);
    // node-postgres's callback form (its pool's own `query` uses it): the span ends with the callback.
    if (typeof last === "function") {
      const span = startSpan(name, attributes);
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        endSpan(span, error);
        return (last as Method)(error, ...rest);
      };
      return original.apply(target, args);
    }
    return inSpan(name, attributes, async () => await original.apply(target, args));
  };
  traced[TRACED] = true;
  holder[method] = traced;
}

/** PGlite: its statements, and each transaction as a span holding its statements. */
export function tracePglite(client: PGlite): void {
  traceMethod(client, "query");
  traceMethod(client, "exec");
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    inSpan("db transaction", { "db.system.name": "postgresql" }, () =>
      transaction((tx) => {
        traceMethod(tx, "query");
        traceMethod(tx, "exec");
        return callback(tx);
      }),
    );
}

/** node-postgres: every pooled connection's statements, from the moment it connects. */
export function tracePgPool(pool: pg.Pool): void {
  pool.on("connect", (client) => traceMethod(client, "query"));
}
