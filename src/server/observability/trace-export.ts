import "server-only";
import { hostname } from "node:os";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BatchSpanProcessor,
  type ReadableSpan,
  type Span,
  type SpanExporter,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { processSingleton } from "../process-singleton";
import { currentRequest } from "./request-context";
import { markTracesRecorded } from "./tracing";

/**
 * Sending traces to an OpenTelemetry collector (issue 36 item 3, decision 0068): off unless
 * OTEL_EXPORTER_OTLP_ENDPOINT names one. Then a tracer provider is registered for the process, so
 * Next's own spans (each request, render, route handler, outgoing fetch) and the server's (tracing.ts:
 * imports, outbox sends, database statements) are recorded and sent in batches over OTLP/HTTP (JSON) to
 * `<endpoint>/v1/traces`, with OTEL_EXPORTER_OTLP_HEADERS (`key=value,…`) on each post. Each span gets
 * the request's id, route kind and site; a URL's query is cut from the attributes Next and fetch set.
 */

export type TraceExportSettings = {
  endpoint?: string;
  /** `key=value` pairs, comma-separated, values percent-encoded (the OTLP exporter's own format). */
  headers?: string;
  serviceName: string;
};

export type TraceExport = { forceFlush(): Promise<void>; shutdown(): Promise<void> };

/** The OTLP/HTTP traces URL of a collector's base endpoint (`http://collector:4318` → `…/v1/traces`). */
export function tracesUrl(endpoint: string): string {
  const base = endpoint.replace(/\/+$/, "");
  return base.endsWith("/v1/traces") ? base : `${base}/v1/traces`;
}

/** OTEL_EXPORTER_OTLP_HEADERS as the exporter takes them; a pair without `=` or a key is left out. */
export function otlpHeaders(text: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of (text ?? "").split(",")) {
    const at = pair.indexOf("=");
    const key = pair.slice(0, at).trim();
    if (at < 1 || !key) continue;
    headers[key] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return headers;
}

/** Attributes that hold a URL or a target: their query is cut (a search's words, a token, an e-mail in a link). */
const URL_ATTRIBUTES = ["http.target", "http.url", "url.full", "next.url"];

/** Names each span's request and cuts queries from its URLs, as the span starts. */
export class RequestSpanProcessor implements SpanProcessor {
  onStart(span: Span): void {
    const request = currentRequest();
    if (request) {
      span.setAttribute("forecourt.request_id", request.requestId);
      span.setAttribute("forecourt.route", request.route);
      if (request.site) span.setAttribute("forecourt.site", request.site);
    }
    for (const key of URL_ATTRIBUTES) {
      const value = span.attributes[key];
      if (typeof value === "string" && /[?#]/.test(value))
        span.setAttribute(key, value.split(/[?#]/, 1)[0] ?? "");
    }
    if (typeof span.attributes["url.query"] === "string") span.setAttribute("url.query", "");
  }
  onEnd(_span: ReadableSpan): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

const started = processSingleton<TraceExport>("trace-export");

/**
 * Registers the process's tracer provider when `settings.endpoint` is set (or a test brings its own
 * exporter); null, with nothing registered, otherwise. Once per process.
 */
export function startTraceExport(settings: TraceExportSettings, exporter?: SpanExporter): TraceExport | null {
  if (!settings.endpoint && !exporter) return null;
  return started.get(() => {
    const provider = new NodeTracerProvider({
      resource: resourceFromAttributes({
        "service.name": settings.serviceName,
        "service.instance.id": `${hostname()}:${process.pid}`,
      }),
      spanProcessors: [
        new RequestSpanProcessor(),
        new BatchSpanProcessor(
          exporter ??
            new OTLPTraceExporter({
              url: tracesUrl(settings.endpoint ?? ""),
              headers: otlpHeaders(settings.headers),
            }),
        ),
      ],
    });
    provider.register();
    markTracesRecorded(true);
    return {
      forceFlush: () => provider.forceFlush(),
      shutdown: async () => {
        started.clear();
        markTracesRecorded(false);
        await provider.shutdown();
      },
    };
  });
}
