// backend-independent: it opens in-memory PGlite itself, whatever DATABASE_URL says.
import { context, trace } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { prepareDatabase } from "../db/migrate";
import { rateCounters } from "../db/schema";
import { startTraceExport, type TraceExport } from "./trace-export";
import { inSpan } from "./tracing";

/**
 * Issue 36 item 3 (decision 0068): while traces are sent, each statement the server sends is a span
 * (`db SELECT` …) under the work that sent it, a transaction a span holding its statements, and a
 * statement's values never in it (Drizzle sends them apart, as parameters).
 */

const exporter = new InMemorySpanExporter();
let exported: TraceExport;
let handle: DatabaseHandle;

beforeAll(async () => {
  exported = startTraceExport({ serviceName: "forecourt-test" }, exporter)!;
  handle = await openDatabase({ kind: "memory" });
  await prepareDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
  await exported?.shutdown();
  trace.disable();
  context.disable();
});

/** The span's parent's id (`parentSpanContext` in the SDK's 2.x spans, `parentSpanId` before). */
function parentOf(span: ReadableSpan): string | undefined {
  const seen = span as unknown as { parentSpanId?: string; parentSpanContext?: { spanId: string } };
  return seen.parentSpanContext?.spanId ?? seen.parentSpanId;
}

async function spans(): Promise<ReadableSpan[]> {
  await exported.forceFlush();
  return exporter.getFinishedSpans();
}

describe("database statements in the traces", () => {
  it("records each statement under the work that sent it, with its text and without its values", async () => {
    await exported.forceFlush();
    exporter.reset();
    await inSpan("import.feed", {}, async () => {
      await handle.db
        .insert(rateCounters)
        .values({ key: "ada@example.com", windowStart: new Date(), expiresAt: new Date(), hits: 1 });
      await handle.db.select().from(rateCounters).where(eq(rateCounters.key, "ada@example.com"));
    });
    const finished = await spans();
    const feed = finished.find((s) => s.name === "import.feed")!;
    const insert = finished.find((s) => s.name === "db INSERT")!;
    const select = finished.find((s) => s.name === "db SELECT")!;
    for (const span of [insert, select]) {
      expect(parentOf(span)).toBe(feed.spanContext().spanId);
      expect(span.attributes["db.system.name"]).toBe("postgresql");
    }
    expect(select.attributes["db.operation.name"]).toBe("SELECT");
    expect(String(select.attributes["db.query.text"])).toMatch(
      /^select .* from "rate_counters" where "rate_counters"\."key" = \$1/,
    );
    expect(JSON.stringify(finished.map((s) => s.attributes))).not.toContain("ada@example.com");
  });

  it("records a transaction as one span holding its statements", async () => {
    await exported.forceFlush();
    exporter.reset();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    });
    const finished = await spans();
    const transaction = finished.find((s) => s.name === "db transaction")!;
    const inside = finished.filter((s) => parentOf(s) === transaction.spanContext().spanId);
    expect(inside.map((s) => s.attributes["db.query.text"])).toEqual(
      expect.arrayContaining(["select 1", "select 2"]),
    );
  });
});
