import "server-only";
import { type Attributes, type Span, SpanStatusCode, trace } from "@opentelemetry/api";
import { scrubText } from "@/lib/observability/scrub-text";
import { processSingleton } from "../process-singleton";

/**
 * The server's own spans (issue 36 item 3, decision 0068): feed imports, outbox sends and database
 * queries, beside the ones Next makes of each request and render. Written against OpenTelemetry's API
 * alone: with no tracer provider registered (OTEL_EXPORTER_OTLP_ENDPOINT unset, the default) every span
 * is a no-op that costs a function call; trace-export.ts registers one when an endpoint is set.
 */
const TRACER = "forecourt";

/**
 * Runs `work` inside a span named `name` (the current span's child), ending it when `work` settles and
 * marking it failed, with the exception, when `work` throws.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return trace.getTracer(TRACER).startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A span started by hand (for work that reports its end through a callback); end it with `endSpan`. */
export function startSpan(name: string, attributes: Attributes): Span {
  return trace.getTracer(TRACER).startSpan(name, { attributes });
}

export function endSpan(span: Span, error?: unknown): void {
  if (error) failed(span, error);
  span.end();
}

/** Marks the span failed, with the exception scrubbed like a log line's: a mail server or a database may quote personal data in it. */
function failed(span: Span, error: unknown): void {
  span.recordException(
    error instanceof Error
      ? { name: error.name, message: scrubText(error.message), stack: scrubText(error.stack ?? "") }
      : scrubText(String(error)),
  );
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : "error" });
}

/** The id of the trace being recorded here, for a log line to name; undefined when nothing records. */
export function currentTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  return span?.isRecording() ? span.spanContext().traceId : undefined;
}

const recording = processSingleton<{ on: boolean }>("traces-recorded");

/** Whether this process records and sends spans (db/client.ts wraps the database client only then). */
export function tracesRecorded(): boolean {
  return recording.peek()?.on === true;
}

/** Said by trace-export.ts when it registers the tracer provider, and when it shuts it down. */
export function markTracesRecorded(on: boolean): void {
  recording.get(() => ({ on })).on = on;
}
