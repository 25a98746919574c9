import "server-only";
import type { Database } from "../../db/client";
import { CLAIM_RENEW_MS } from "../../outbox/outbox-table";
import { drainQueue, type OutboxQueue } from "../../outbox/outbox-worker";
import { type ClaimedDelivery, claimDueDeliveries, recordDeliveryOutcome, renewClaims } from "./outbox";
import { type DeliveryDeps, sendDelivery } from "./send-delivery";

/** The lead deliveries as one queue of the server's outbox worker (server/outbox/outbox-worker). */
export function leadDeliveryQueue(db: Database, deps: DeliveryDeps): OutboxQueue<ClaimedDelivery> {
  return {
    name: "lead deliveries",
    claim: (now, limit) => claimDueDeliveries(db, now, limit),
    send: (job) => sendDelivery(job, deps),
    record: (job, outcome, now) => recordDeliveryOutcome(db, job, outcome, now),
    renew: (jobs, now) => renewClaims(db, jobs, now),
  };
}

/**
 * Sends every due lead delivery once (claim a batch, send, record, renew the claims of slow sends,
 * decision 0020). Returns how many deliveries were attempted.
 */
export async function drainOutbox(
  db: Database,
  deps: DeliveryDeps,
  now = () => new Date(),
  renewEveryMs = CLAIM_RENEW_MS,
): Promise<number> {
  return drainQueue(leadDeliveryQueue(db, deps), now, renewEveryMs);
}
