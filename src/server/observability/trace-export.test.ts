import http from "node:http";
import type { AddressInfo } from "node:net";
import { context, trace } from "@opentelemetry/api";
import { afterAll, describe, expect, it } from "vitest";
import { runInRequest } from "./request-context";
import { otlpHeaders, startTraceExport, tracesUrl } from "./trace-export";
import { inSpan, tracesRecorded } from "./tracing";

/**
 * Issue 36 item 3 (decision 0068): traces are off unless OTEL_EXPORTER_OTLP_ENDPOINT names a
 * collector; then they are posted to it over OTLP/HTTP. The collector here is a loopback HTTP server
 * in the test that keeps what it is sent; nothing leaves the machine.
 */

type Posted = { path: string; headers: http.IncomingHttpHeaders; body: string };
type OtlpValue = { stringValue?: string; intValue?: number | string; boolValue?: boolean };
type OtlpSpan = {
  name: string;
  spanId: string;
  parentSpanId?: string;
  attributes: { key: string; value: OtlpValue }[];
};

const posted: Posted[] = [];
const collector = http.createServer((request, response) => {
  let body = "";
  request.setEncoding("utf8");
  request.on("data", (chunk: string) => {
    body += chunk;
  });
  request.on("end", () => {
    posted.push({ path: request.url ?? "", headers: request.headers, body });
    response.writeHead(200, { "content-type": "application/json" });
    response.end("{}");
  });
});

afterAll(() => {
  collector.close();
  trace.disable();
  context.disable();
});

function spansOf(posts: Posted[]): OtlpSpan[] {
  return posts.flatMap((post) => {
    const doc = JSON.parse(post.body) as {
      resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
    };
    return doc.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
  });
}

const attribute = (span: OtlpSpan | undefined, key: string) => {
  const value = span?.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue ?? value?.boolValue;
};

describe("the collector's address", () => {
  it("takes the base endpoint or the traces path, and the headers as the exporter's own setting", () => {
    expect(tracesUrl("http://collector:4318")).toBe("http://collector:4318/v1/traces");
    expect(tracesUrl("http://collector:4318/")).toBe("http://collector:4318/v1/traces");
    expect(tracesUrl("https://otlp.example/v1/traces")).toBe("https://otlp.example/v1/traces");
    expect(otlpHeaders("x-api-key=abc%3D%3D, tenant = forecourt,broken")).toEqual({
      "x-api-key": "abc==",
      tenant: "forecourt",
    });
    expect(otlpHeaders(undefined)).toEqual({});
  });
});

describe("the trace export (issue 36 item 3)", () => {
  it("is off by default: nothing is registered and spans record nothing", async () => {
    expect(startTraceExport({ serviceName: "forecourt" })).toBeNull();
    expect(tracesRecorded()).toBe(false);
    await inSpan("import.feed", {}, async (span) => {
      expect(span.isRecording()).toBe(false);
    });
  });

  it("posts the server's spans, nested and named with the request, to a collector on loopback", async () => {
    await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
    const { port } = collector.address() as AddressInfo;
    const exported = startTraceExport({
      endpoint: `http://127.0.0.1:${port}`,
      headers: "x-api-key=collector-key",
      serviceName: "forecourt-test",
    });
    expect(exported).not.toBeNull();
    expect(tracesRecorded()).toBe(true);

    await runInRequest({ requestId: "req-trace-0001", route: "admin-api", site: "harbour" }, () =>
      inSpan("import.feed", { "forecourt.import.format": "json" }, async () => {
        await inSpan("outbox.send", { "forecourt.outbox.queue": "lead_deliveries" }, async () => undefined);
        // A span as Next makes one for a request: its target's query must not leave the server.
        trace
          .getTracer("next.js")
          .startSpan("GET /search", { attributes: { "http.target": "/search?q=ada%40example.com" } })
          .end();
      }),
    );
    await exported!.forceFlush();

    expect(posted.length).toBeGreaterThan(0);
    expect(posted[0]!.path).toBe("/v1/traces");
    expect(posted[0]!.headers["content-type"]).toMatch(/^application\/json/);
    expect(posted[0]!.headers["x-api-key"]).toBe("collector-key");
    const resource = (JSON.parse(posted[0]!.body) as { resourceSpans: { resource: OtlpSpan }[] })
      .resourceSpans[0]!.resource;
    expect(attribute(resource, "service.name")).toBe("forecourt-test");

    const spans = spansOf(posted);
    const feed = spans.find((s) => s.name === "import.feed");
    const send = spans.find((s) => s.name === "outbox.send");
    const next = spans.find((s) => s.name === "GET /search");
    expect(send?.parentSpanId).toBe(feed?.spanId);
    expect(attribute(feed, "forecourt.import.format")).toBe("json");
    for (const span of [feed, send, next]) {
      expect(attribute(span, "forecourt.request_id")).toBe("req-trace-0001");
      expect(attribute(span, "forecourt.site")).toBe("harbour");
      expect(attribute(span, "forecourt.route")).toBe("admin-api");
    }
    expect(attribute(next, "http.target")).toBe("/search");
    expect(posted.map((p) => p.body).join("")).not.toMatch(/ada(@|%40)example/);

    await exported!.shutdown();
    expect(tracesRecorded()).toBe(false);
  });
});
