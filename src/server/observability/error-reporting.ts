import "server-only";
import { loggablePath } from "@/lib/observability/loggable-path";
import { scrubText } from "@/lib/observability/scrub-text";
import { REQUEST_ID_HEADER } from "../../../scripts/request-id.mjs";
import { processSingleton } from "../process-singleton";
import { logger } from "./log";
import { metrics } from "./metrics";
import { currentRequest } from "./request-context";

/**
 * What happens to an error Next caught while serving a request (issue 36 item 3, decision 0068):
 * Next calls `onRequestError` (src/instrumentation.ts) with the error, the request and what was
 * running; it becomes one report, without personal data, handed to the process's error reporter. The
 * local reporter, the default, writes it as an `error` line (component `errors`), with the request id
 * and the error's digest, the reference a shopper's error page shows. An error-tracking service plugs
 * in with `setErrorReporter`; the line is written and the error counted whatever it does.
 */

export type RequestErrorReport = {
  requestId: string | null;
  site: string | null;
  method: string;
  /** The request's path as a log shows it: no query, personal data masked. */
  path: string;
  /** What was running: `render`, `route`, `action` or `proxy`, and the route's file-system path. */
  routeType: string;
  routePath: string;
  routerKind: string;
  renderSource?: string;
  error: { type: string; message: string; digest?: string; stack?: string };
};

export type ErrorReporter = { name: string; report(report: RequestErrorReport): void | Promise<void> };

/** The request as Next hands it to onRequestError. */
export type ErroredRequest = {
  path: string;
  method: string;
  headers: Record<string, string | string[] | undefined>;
};
/** What Next says was running. */
export type ErrorContext = {
  routerKind: string;
  routePath: string;
  routeType: string;
  renderSource?: string;
};

const log = logger("errors");

/** Writes the report as a log line: the default reporter. */
export const localErrorReporter: ErrorReporter = {
  name: "local",
  report(report) {
    const { error, ...request } = report;
    log.error(`${request.routeType} ${request.routePath} failed: ${error.message}`, { ...request, error });
  },
};

const extra = processSingleton<{ reporter: ErrorReporter | null }>("error-reporter");

/** Hands reports to `reporter` besides the local one (an error-tracking service); returns how to undo it. */
export function setErrorReporter(reporter: ErrorReporter): () => void {
  const held = extra.get(() => ({ reporter: null }));
  const previous = held.reporter;
  held.reporter = reporter;
  return () => {
    held.reporter = previous;
  };
}

/** The report of one error, its texts scrubbed of personal data. */
export function requestErrorReport(
  error: unknown,
  request: ErroredRequest,
  context: ErrorContext,
): RequestErrorReport {
  const header = request.headers[REQUEST_ID_HEADER];
  const ongoing = currentRequest();
  const digest = (error as { digest?: unknown } | null)?.digest;
  return {
    requestId: typeof header === "string" ? header : (ongoing?.requestId ?? null),
    site: ongoing?.site ?? null,
    method: request.method,
    path: loggablePath(request.path),
    routeType: context.routeType,
    routePath: context.routePath,
    routerKind: context.routerKind,
    ...(context.renderSource ? { renderSource: context.renderSource } : {}),
    error: {
      type: error instanceof Error ? error.name : typeof error,
      message: scrubText(error instanceof Error ? error.message : String(error)),
      ...(typeof digest === "string" ? { digest } : {}),
      ...(error instanceof Error && error.stack ? { stack: scrubText(error.stack) } : {}),
    },
  };
}

/** onRequestError's work: count, log, and hand the report to a reporter set up besides the local one. */
export async function reportRequestError(
  error: unknown,
  request: ErroredRequest,
  context: ErrorContext,
): Promise<void> {
  const report = requestErrorReport(error, request, context);
  metrics().requestError(context.routeType);
  localErrorReporter.report(report);
  const reporter = extra.peek()?.reporter;
  if (!reporter) return;
  try {
    await reporter.report(report);
  } catch (failure) {
    log.warn(`the error reporter "${reporter.name}" failed`, { err: failure, requestId: report.requestId });
  }
}
