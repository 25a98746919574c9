import "server-only";
import path from "node:path";
import type { Env } from "@/env";
import { alertDigestQueue } from "../alerts/digest-outbox";
import type { Database } from "../db/client";
import { leadDeliveryQueue } from "../leads/delivery/delivery-worker";
import { leadDeliveryDeps } from "../leads/delivery/lead-delivery-deps";
import { createMailer } from "../leads/delivery/mailer";
import { processSingleton } from "../process-singleton";
import { serverSmsSender } from "../sms/sms-senders";
import { type OutboxWorker, startOutboxWorker } from "./outbox-worker";

/**
 * The server's one outbox worker, shared by every bundle like the database handle (Next's route
 * handlers and instrumentation are separate bundles, and a lead stored by a route handler should kick
 * the worker the boot started). It drains the lead deliveries, then the alert digests, with one mailer.
 */
const worker = processSingleton<OutboxWorker>("outbox-worker");

export function startServerOutboxWorker(db: Database, env: Env): OutboxWorker {
  return worker.get(() => {
    const mailer = createMailer({ smtpUrl: env.SMTP_URL, spoolDir: path.join(env.DATA_DIR, "mail") });
    return startOutboxWorker(
      [
        leadDeliveryQueue(db, leadDeliveryDeps(db, env, mailer)),
        alertDigestQueue(db, { sms: serverSmsSender(), mailer, fromAddress: env.ALERT_MAIL_FROM }),
      ],
      { close: () => mailer.close() },
    );
  });
}

/** Send now rather than at the next tick (a lead or a digest was just stored); a no-op where no worker runs (CLI, tests). */
export function kickOutboxWorker(): void {
  worker.peek()?.kick();
}

export async function stopOutboxWorker(): Promise<void> {
  await worker.clear()?.stop();
}
