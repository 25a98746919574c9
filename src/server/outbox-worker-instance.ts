import "server-only";
import path from "node:path";
import type { Env } from "@/env";
import { alertDigestQueue } from "./alerts/digest-outbox";
import { cachePurgerFor } from "./cdn/cache-purger";
import { cdnPurgeQueue } from "./cdn/cdn-purges";
import type { Database } from "./db/client";
import { leadDeliveryQueue } from "./leads/delivery/delivery-worker";
import { leadDeliveryDeps } from "./leads/delivery/lead-delivery-deps";
import { createMailer } from "./leads/delivery/mailer";
import { shopperNoticeQueue } from "./notices/shopper-notices";
import { onOutboxWake } from "./outbox/outbox-signal";
import type { OutboxClaim } from "./outbox/outbox-table";
import { type OutboxQueue, type OutboxWorker, startOutboxWorker } from "./outbox/outbox-worker";
import { processSingleton } from "./process-singleton";
import { serverSmsSender } from "./sms/sms-senders";

/**
 * The server's one outbox worker, shared by every bundle like the database handle (Next's route
 * handlers and instrumentation are separate bundles, and a lead stored by a route handler should wake
 * the worker the boot started). It drains the lead deliveries, the alert digests, then the shopper notices, with one mailer,
 * and, with a shared cache in front of the servers (CDN_PROVIDER), its purges (decision 0076).
 * It lives beside the boot, which starts it, because it wires every queue's area together; the areas
 * that store outbox rows wake it through server/outbox/outbox-signal.ts.
 */
const worker = processSingleton<{ worker: OutboxWorker; unsubscribe: () => void }>("outbox-worker");

export function startServerOutboxWorker(db: Database, env: Env): OutboxWorker {
  return worker.get(() => {
    const mailer = createMailer({ smtpUrl: env.SMTP_URL, spoolDir: path.join(env.DATA_DIR, "mail") });
    const purger = cachePurgerFor(env);
    const purges: OutboxQueue<OutboxClaim>[] = purger ? [cdnPurgeQueue(db, purger)] : [];
    const started = startOutboxWorker(
      [
        leadDeliveryQueue(db, leadDeliveryDeps(db, env, mailer)),
        alertDigestQueue(db, { sms: serverSmsSender(), mailer, fromAddress: env.ALERT_MAIL_FROM }),
        // What the dealer's staff did to a shopper's reservation or trade-in offer (issue 31 §5–6),
        // from the shoppers' address under the site's name, like their alerts.
        shopperNoticeQueue(db, { sms: serverSmsSender(), mailer, fromAddress: env.ALERT_MAIL_FROM }),
        ...purges,
      ],
      { close: () => mailer.close() },
    );
    return { worker: started, unsubscribe: onOutboxWake(() => started.kick()) };
  }).worker;
}

export async function stopOutboxWorker(): Promise<void> {
  const running = worker.clear();
  running?.unsubscribe();
  await running?.worker.stop();
}
