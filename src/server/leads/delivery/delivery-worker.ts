import "server-only";
import type { Database } from "../../db/client";
import {
  CLAIM_RENEW_MS,
  type ClaimedDelivery,
  claimDueDeliveries,
  recordDeliveryOutcome,
  renewClaims,
} from "./outbox";
import { type DeliveryDeps, sendDelivery } from "./send-delivery";

const BATCH = 10;

/**
 * Sends every due delivery once: claim a batch, send it concurrently, record each outcome, and go on
 * while full batches come back. While a batch is out, its unfinished claims are renewed every
 * `renewEveryMs`, so a slow send keeps its row and a killed worker's rows lapse within the short lease
 * (decision 0020). Returns how many deliveries were attempted.
 */
export async function drainOutbox(
  db: Database,
  deps: DeliveryDeps,
  now = () => new Date(),
  renewEveryMs = CLAIM_RENEW_MS,
): Promise<number> {
  let attempted = 0;
  for (;;) {
    const batch = await claimDueDeliveries(db, now(), BATCH);
    const sending = new Set(batch);
    const heartbeat = startHeartbeat(db, sending, now, renewEveryMs);
    try {
      await Promise.all(
        batch.map(async (job) => {
          const outcome = await sendDelivery(job, deps).catch(
            (error: unknown) =>
              ({
                ok: false,
                retryable: true,
                reason: `unexpected error: ${error instanceof Error ? error.message : String(error)}`,
              }) as const,
          );
          sending.delete(job);
          await recordDeliveryOutcome(db, job, outcome.ok ? { ok: true } : outcome, now());
        }),
      );
    } finally {
      await heartbeat.stop();
    }
    attempted += batch.length;
    if (batch.length < BATCH) return attempted;
  }
}

/** Renews the claims still in `sending` on a timer, one renewal at a time; a failed one is logged and the next tries again. */
function startHeartbeat(
  db: Database,
  sending: Set<ClaimedDelivery>,
  now: () => Date,
  everyMs: number,
): { stop(): Promise<void> } {
  let inFlight: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (inFlight || sending.size === 0) return;
    inFlight = renewClaims(db, [...sending], now())
      .then(() => undefined)
      .catch((error: unknown) => {
        console.error(
          "[leads] renewing delivery claims failed:",
          error instanceof Error ? error.message : error,
        );
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

export type DeliveryWorker = {
  /** Drain now (a lead was just stored) instead of at the next tick. */
  kick(): void;
  stop(): Promise<void>;
};

/**
 * The background loop: drains the outbox every `intervalMs` and whenever kicked, one drain at a
 * time. A failing drain (the database briefly unavailable) is logged and tried again at the next tick.
 */
export function startDeliveryWorker(db: Database, deps: DeliveryDeps, intervalMs = 5_000): DeliveryWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drainOutbox(db, deps)
      .then(() => undefined)
      .catch((error: unknown) => {
        console.error("[leads] outbox drain failed:", error instanceof Error ? error.message : error);
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  run();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await deps.mailer.close();
    },
  };
}
