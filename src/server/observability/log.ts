import "server-only";
import pino, { type DestinationStream, type Logger } from "pino";
import { env } from "@/env";
import { scrubText } from "@/lib/observability/scrub-text";
import { processSingleton } from "../process-singleton";
import { currentRequest } from "./request-context";
import { currentTraceId } from "./tracing";

/**
 * The server's logs (issue 36 item 3, decision 0068): one JSON object a line on standard output, made
 * by pino. Each line has `level`, `time`, `pid`, `component` (`search`, `outbox`, `http` …) and `msg`,
 * the fields its caller adds, and, while a request is being served, `requestId`, `site` and `route`
 * (request-context.ts), and `traceId` while a trace is recorded. No personal data: callers log ids, counts and slugs, never a shopper's or a
 * staff member's contact details; fields named like personal data or secrets are redacted whatever
 * their value, and an error's message and stack are scrubbed of e-mail addresses, phone numbers and IP
 * addresses (lib/observability/scrub-text.ts). LOG_LEVEL sets the least level written (`info`).
 */

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
export type LogFields = Record<string, unknown>;
export type Log = Record<
  "debug" | "info" | "warn" | "error" | "fatal",
  (message: string, fields?: LogFields) => void
>;

const PERSONAL_OR_SECRET = [
  "email",
  "phone",
  "mobile",
  "firstName",
  "lastName",
  "surname",
  "ip",
  "clientAddress",
  "authorization",
  "cookie",
  "password",
  "token",
  "secret",
];
const REDACT_PATHS = [...PERSONAL_OR_SECRET, ...PERSONAL_OR_SECRET.map((key) => `*.${key}`)];

/**
 * The fields of the request being served, on every line written while it is, and the trace's id while
 * one is recorded (a new object each time: pino mutates it).
 */
function requestFields(): LogFields {
  const request = currentRequest();
  const fields: LogFields = request
    ? { requestId: request.requestId, site: request.site, route: request.route }
    : {};
  const traceId = currentTraceId();
  if (traceId) fields.traceId = traceId;
  return fields;
}

/** An error as a line shows it: its type, code, message and stack, scrubbed; none of its other properties (a database error's `detail` quotes the row). */
function errorFields(error: unknown): LogFields {
  if (!(error instanceof Error)) return { message: scrubText(String(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    message: scrubText(error.message),
    ...(error.stack ? { stack: scrubText(error.stack) } : {}),
  };
}

/** A pino logger with the server's line format, writing to `destination`. */
export function createLogger(level: LogLevel, destination: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: requestFields,
      serializers: { err: errorFields },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    },
    destination,
  );
}

/** The process's logger: one per process, shared by Next's bundles; standard output, written as each line is made. */
const rootLogger = processSingleton<{ logger: Logger }>("logger");

function root(): Logger {
  return rootLogger.get(() => ({ logger: createLogger(env.LOG_LEVEL, pino.destination(1)) })).logger;
}

/**
 * Writes the process's lines through `logger` instead until the returned function is called: for tests
 * that read what was logged (test/log-capture.ts).
 */
export function replaceLogger(logger: Logger): () => void {
  const previous = rootLogger.peek()?.logger;
  rootLogger.get(() => ({ logger })).logger = logger;
  return () => {
    if (previous) rootLogger.get(() => ({ logger: previous })).logger = previous;
    else rootLogger.clear();
  };
}

/**
 * The logger of one part of the server, named in each of its lines' `component`. Cheap to make and to
 * keep in a module's scope: every call goes to the process's logger as it is then.
 */
export function logger(component: string): Log {
  const write =
    (level: keyof Log) =>
    (message: string, fields?: LogFields): void => {
      root()[level]({ component, ...fields }, message);
    };
  return {
    debug: write("debug"),
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
    fatal: write("fatal"),
  };
}
