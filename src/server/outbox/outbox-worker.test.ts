import { context, trace } from "@opentelemetry/api";
import { InMemorySpanExporter } from "@opentelemetry/sdk-trace-base";
import { afterAll, describe, expect, it } from "vitest";
import type { DeliveryOutcome } from "@/lib/leads/retry";
import { metrics } from "../observability/metrics";
import { startTraceExport } from "../observability/trace-export";
import { drainQueue, type OutboxQueue } from "./outbox-worker";

/**
 * Issue 36 item 3 (decision 0068): each outbox send is a span (`outbox.send`: queue, row, attempt,
 * outcome) and counted by queue and outcome in the metrics; a sender that throws counts as a retry.
 */
const exporter = new InMemorySpanExporter();
const exported = startTraceExport({ serviceName: "forecourt-test" }, exporter)!;
afterAll(async () => {
  await exported.shutdown();
  trace.disable();
  context.disable();
});

type Job = { id: number; attempts: number };

function queue(outcomes: Record<number, DeliveryOutcome | "throw">): OutboxQueue<Job> {
  let claimed = false;
  return {
    name: "test deliveries",
    claim: async () => {
      if (claimed) return [];
      claimed = true;
      return Object.keys(outcomes).map((id) => ({ id: Number(id), attempts: 2 }));
    },
    send: async (job) => {
      const outcome = outcomes[job.id]!;
      if (outcome === "throw") throw new Error("socket hang up");
      return outcome;
    },
    record: async () => undefined,
    renew: async () => 0,
  };
}

describe("an outbox send in the traces and the metrics", () => {
  it("is a span per row with its outcome, and a count per queue and outcome", async () => {
    await drainQueue(
      queue({
        1: { ok: true },
        2: { ok: false, retryable: true, reason: "421 try later" },
        3: { ok: false, retryable: false, reason: "550 no such mailbox" },
        4: "throw",
      }),
    );
    await exported.forceFlush();
    const sends = exporter.getFinishedSpans().filter((s) => s.name === "outbox.send");
    expect(
      sends
        .map((s) => [s.attributes["forecourt.outbox.id"], s.attributes["forecourt.outbox.outcome"]])
        .sort(),
    ).toEqual([
      [1, "delivered"],
      [2, "retry"],
      [3, "failed"],
      [4, "retry"],
    ]);
    expect(sends.every((s) => s.attributes["forecourt.outbox.queue"] === "test_deliveries")).toBe(true);
    const text = await metrics().registry.metrics();
    expect(text).toMatch(/forecourt_outbox_sends_total\{queue="test_deliveries",outcome="delivered"\} 1/);
    expect(text).toMatch(/forecourt_outbox_sends_total\{queue="test_deliveries",outcome="retry"\} 2/);
    expect(text).toMatch(/forecourt_outbox_sends_total\{queue="test_deliveries",outcome="failed"\} 1/);
  });
});
