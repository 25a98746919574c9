import "server-only";
import type { Database } from "../../db/client";
import { claimDueDeliveries, recordDeliveryOutcome } from "./outbox";
import { type DeliveryDeps, sendDelivery } from "./send-delivery";

const BATCH = 10;

/**
 * Sends every due delivery once: claim a batch, send it concurrently, record each outcome, and go on
 * while full batches come back. Returns how many deliveries were attempted.
 */
export async function drainOutbox(db: Database, deps: DeliveryDeps, now = () => new Date()): Promise<number> {
  let attempted = 0;
  for (;;) {
    const batch = await claimDueDeliveries(db, now(), BATCH);
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
        await recordDeliveryOutcome(db, job, outcome.ok ? { ok: true } : outcome, now());
      }),
    );
    attempted += batch.length;
    if (batch.length < BATCH) return attempted;
  }
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
