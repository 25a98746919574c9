import "server-only";
import type { DeliveryOutcome } from "@/lib/leads/retry";
import { type BackgroundLoop, startBackgroundLoop } from "../background-loop";
import { logger } from "../observability/log";
import { metrics } from "../observability/metrics";
import { inSpan } from "../observability/tracing";
import { queueLabel } from "./outbox-depth";
import { CLAIM_RENEW_MS, type OutboxClaim } from "./outbox-table";

const log = logger("outbox");

/**
 * One outbox table as the worker drains it: claim due rows (with what sending needs), send one,
 * record its outcome, renew the claims still being sent. The lead deliveries and the alert digests are
 * two such queues, drained by the same loop (decision 0038).
 */
export type OutboxQueue<Job extends OutboxClaim> = {
  /** For logs: `lead deliveries`, `alert digests`. */
  name: string;
  claim(now: Date, limit: number): Promise<Job[]>;
  /** Never expected to throw; a throw is recorded as a retryable failure. */
  send(job: Job): Promise<DeliveryOutcome>;
  record(job: Job, outcome: DeliveryOutcome, now: Date): Promise<void>;
  renew(jobs: Job[], now: Date): Promise<number>;
};

const BATCH = 10;

/**
 * Sends every due row of one queue once: claim a batch, send it concurrently, record each outcome,
 * and go on while full batches come back. While a batch is out, its unfinished claims are renewed
 * every `renewEveryMs`, so a slow send keeps its row and a killed worker's rows lapse within the short
 * lease (decision 0020). Returns how many rows were attempted.
 */
export async function drainQueue<Job extends OutboxClaim>(
  queue: OutboxQueue<Job>,
  now: () => Date = () => new Date(),
  renewEveryMs = CLAIM_RENEW_MS,
): Promise<number> {
  let attempted = 0;
  for (;;) {
    const batch = await queue.claim(now(), BATCH);
    const sending = new Set(batch);
    const heartbeat = startHeartbeat(queue, sending, now, renewEveryMs);
    try {
      await Promise.all(
        batch.map(async (job) => {
          const outcome = await sendTraced(queue, job);
          sending.delete(job);
          await queue.record(job, outcome, now());
        }),
      );
    } finally {
      await heartbeat.stop();
    }
    attempted += batch.length;
    if (batch.length < BATCH) return attempted;
  }
}

/**
 * One send, in its own span (`outbox.send`: the queue, the row, which attempt) and counted by outcome
 * in the metrics (decision 0068); a throw is a retryable failure, as the queue's contract says.
 */
async function sendTraced<Job extends OutboxClaim>(
  queue: OutboxQueue<Job>,
  job: Job,
): Promise<DeliveryOutcome> {
  const label = queueLabel(queue.name);
  const attributes = {
    "forecourt.outbox.queue": label,
    "forecourt.outbox.id": job.id,
    "forecourt.outbox.attempt": job.attempts,
  };
  const outcome = await inSpan("outbox.send", attributes, async (span) => {
    const sent = await queue.send(job).catch(
      (error: unknown): DeliveryOutcome => ({
        ok: false,
        retryable: true,
        reason: `unexpected error: ${error instanceof Error ? error.message : String(error)}`,
      }),
    );
    span.setAttribute("forecourt.outbox.outcome", outcomeOf(sent));
    return sent;
  });
  metrics().send(label, outcomeOf(outcome));
  return outcome;
}

function outcomeOf(outcome: DeliveryOutcome): "delivered" | "retry" | "failed" {
  if (outcome.ok) return "delivered";
  return outcome.retryable ? "retry" : "failed";
}

/** Renews the claims still in `sending` on a timer, one renewal at a time; a failed one is logged and the next tries again. */
function startHeartbeat<Job extends OutboxClaim>(
  queue: OutboxQueue<Job>,
  sending: Set<Job>,
  now: () => Date,
  everyMs: number,
): { stop(): Promise<void> } {
  let inFlight: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (inFlight || sending.size === 0) return;
    inFlight = queue
      .renew([...sending], now())
      .then(() => undefined)
      .catch((error: unknown) => {
        log.error(`renewing ${queue.name} claims failed`, { queue: queueLabel(queue.name), err: error });
      })
      .finally(() => {
        inFlight = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await inFlight;
    },
  };
}

export type OutboxWorker = BackgroundLoop;

/**
 * The background loop: drains each queue in turn every `intervalMs` and whenever kicked (a lead or a
 * digest was just stored), one pass at a time. A failing queue (the database briefly unavailable) is
 * logged and tried again at the next tick; it never holds up the others. `close` runs after the last
 * pass (the mailer's pool).
 */
export function startOutboxWorker(
  queues: readonly OutboxQueue<OutboxClaim>[],
  options: { intervalMs?: number; close?: () => Promise<void> } = {},
): OutboxWorker {
  const loop = startBackgroundLoop(async () => {
    for (const queue of queues) {
      await drainQueue(queue).catch((error: unknown) => {
        log.error(`draining ${queue.name} failed`, { queue: queueLabel(queue.name), err: error });
      });
    }
  }, options.intervalMs ?? 5_000);
  return {
    kick: loop.kick,
    async stop() {
      await loop.stop();
      await options.close?.();
    },
  };
}
