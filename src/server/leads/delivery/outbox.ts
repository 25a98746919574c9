import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { LeadDelivery } from "@/lib/leads/lead-delivery";
import { type DeliveryOutcome, MAX_DELIVERY_ATTEMPTS } from "@/lib/leads/retry";
import type { Database, Executor } from "../../db/client";
import { leadDeliveries, leads } from "../../db/schema";
import {
  claimOutboxRows,
  type OutboxClaim,
  recordOutboxOutcome,
  releaseStaleOutboxClaims,
  renewOutboxClaims,
  reviveDeadOutboxRows,
} from "../../outbox/outbox-table";

export { CLAIM_MS, CLAIM_RENEW_MS } from "../../outbox/outbox-table";

/**
 * The lead deliveries' outbox (decision 0010): `lead_deliveries` drained by the shared outbox code
 * (server/outbox), each claim carrying the lead's snapshot, so what the dealer is sent is what the
 * shopper sent however late a retry comes.
 */

/** One due delivery, claimed by this worker until its lease ends, with the lead's snapshot. */
export type ClaimedDelivery = OutboxClaim & {
  leadId: string;
  siteId: number;
  channel: "email" | "adf" | "webhook";
  target: string;
  lead: LeadDelivery;
};

/**
 * Claims up to `limit` due deliveries and counts the attempt before sending, so a worker killed
 * mid-send has still used one attempt and a delivery that crashes the process cannot loop forever.
 * `FOR UPDATE SKIP LOCKED` lets several workers (PostgreSQL) share the outbox without sending a row
 * twice; the claim's expiry hands a dead worker's rows to the next.
 */
export async function claimDueDeliveries(db: Database, now: Date, limit = 10): Promise<ClaimedDelivery[]> {
  return claimOutboxRows(db, leadDeliveries, now, limit, async (tx, claims) => {
    const rows = await tx
      .select({
        id: leadDeliveries.id,
        leadId: leadDeliveries.leadId,
        channel: leadDeliveries.channel,
        target: leadDeliveries.target,
        siteId: leads.siteId,
        delivery: leads.delivery,
      })
      .from(leadDeliveries)
      .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
      .where(
        inArray(
          leadDeliveries.id,
          claims.map((claim) => claim.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return claims.flatMap((claim): ClaimedDelivery[] => {
      const row = byId.get(claim.id);
      // Every lead the outbox knows was stored with its snapshot (createLead writes both at once).
      if (!row?.delivery) return [];
      const { delivery, ...rest } = row;
      return [{ ...rest, attempts: claim.attempts, lead: delivery }];
    });
  });
}

/**
 * Records one attempt's outcome: delivered, due again after the backoff, or dead with its reason,
 * only while the claim is still this attempt's.
 */
export async function recordDeliveryOutcome(
  db: Database,
  delivery: OutboxClaim,
  outcome: DeliveryOutcome,
  now: Date,
  maxAttempts = MAX_DELIVERY_ATTEMPTS,
): Promise<void> {
  await recordOutboxOutcome(db, leadDeliveries, delivery, outcome, now, maxAttempts);
}

/** Extends this worker's claims on deliveries it is still sending (the heartbeat); returns how many. */
export async function renewClaims(db: Database, claims: OutboxClaim[], now: Date): Promise<number> {
  return renewOutboxClaims(db, leadDeliveries, claims, now);
}

/**
 * An operator's retry of dead deliveries (all of a site's, one lead's, or one delivery of it): due now,
 * attempts reset. `db` may be the caller's transaction (the console's retry is audit-logged in it).
 */
export async function retryDeadDeliveries(
  db: Executor,
  where: { siteId: number; leadId?: string; deliveryId?: number },
  now: Date,
): Promise<number> {
  const leadIds = db
    .select({ id: leads.id })
    .from(leads)
    .where(
      where.leadId
        ? and(eq(leads.siteId, where.siteId), eq(leads.id, where.leadId))
        : eq(leads.siteId, where.siteId),
    );
  const ofLeads = inArray(leadDeliveries.leadId, leadIds);
  return reviveDeadOutboxRows(
    db,
    leadDeliveries,
    where.deliveryId === undefined ? ofLeads : and(ofLeads, eq(leadDeliveries.id, where.deliveryId)),
    now,
  );
}

/**
 * Frees every delivery claim at once: only for a database this process holds alone (embedded PGlite),
 * where any claim left is a previous, dead process's. Returns how many were freed.
 */
export async function releaseStaleClaims(db: Database, now: Date): Promise<number> {
  return releaseStaleOutboxClaims(db, leadDeliveries, now);
}
