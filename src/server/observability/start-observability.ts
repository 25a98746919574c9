import "server-only";
import { env } from "@/env";
import { observeHttpRequests } from "./http-observation";
import { metrics } from "./metrics";
import { startTraceExport } from "./trace-export";

/**
 * What the server process sets up before its boot (src/instrumentation.ts, issue 36 item 3): the trace
 * export when OTEL_EXPORTER_OTLP_ENDPOINT is set, the metrics, and the watch on its HTTP server that
 * gives every request its id, context, log line and counts.
 */
export function startObservability(): void {
  startTraceExport({
    endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    headers: env.OTEL_EXPORTER_OTLP_HEADERS,
    serviceName: env.OTEL_SERVICE_NAME,
  });
  observeHttpRequests({ metrics: metrics(), consoleHost: env.CONSOLE_HOST });
}
