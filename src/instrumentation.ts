import type { Instrumentation } from "next";

/**
 * Runs once when the server starts, before it answers requests. The Node-only work lives in its own
 * modules so the edge compilation of this file never sees Node APIs.
 *
 * First the observability (issue 36 item 3, decision 0068): the trace export when configured, the
 * metrics, and the watch on the HTTP server that gives each request its id and log line; then the boot.
 * A boot that fails ends the process with a non-zero code (`npm start` passes it on): Next would
 * otherwise go on answering every request, `/api/health` included, with a 500, and a supervisor or
 * load balancer would keep a server that can never work (decision 0020).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startObservability } = await import("./server/observability/start-observability");
    startObservability();
    try {
      const { bootServer } = await import("./server/boot-server");
      await bootServer();
    } catch (error) {
      const { logger } = await import("./server/observability/log");
      const { message, code } = (error ?? {}) as { message?: string; code?: string };
      // Written at once (the log's destination is synchronous), before the exit.
      logger("boot").fatal(
        `the server could not start, so it stops (exit 1): ${message || code || String(error)}${code ? ` (${code})` : ""}`,
        { err: error },
      );
      process.exit(1);
    }
  }
}

/**
 * An error Next caught while serving a request (a page, a route handler, a server action, the proxy):
 * counted, logged as one line with the request's id and the error's digest, and handed to an error
 * reporter if one is set (server/observability/error-reporting.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("./server/observability/error-reporting");
  await reportRequestError(error, request, context);
};
