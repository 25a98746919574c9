import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  anonymisedDealerOffer,
  anonymisedDelivery,
  anonymisedTradeInSteps,
  redactedAuditValues,
} from "@/lib/privacy/anonymise";
import type { Executor } from "../db/client";
import {
  auditLog,
  leadDeliveries,
  leadNotes,
  leads,
  purchaseJourneys,
  reservations,
  shopperNotices,
  tradeIns,
} from "../db/schema";

/**
 * Taking a person out of a site's records (decision 0070), shared by a privacy request's deletion and
 * the retention purge. Each step takes ids already chosen for one site, works in the caller's
 * transaction, skips what is already done (so a retry or a second server changes nothing more), and
 * answers how many records it changed. The table of what each keeps is in the decision record.
 */

const NOT_SENT = "Not sent: the shopper's details were deleted (privacy request or retention).";

/**
 * Leads keep their kind, source, dealership, car, status and dates (the dealer's counts and response
 * times); the form's fields, the page, the browser and the snapshot's shopper are taken out (the
 * search columns the database computes from them go with them), the dealer's notes deleted, and a
 * delivery still waiting is not sent.
 */
export async function anonymiseLeads(tx: Executor, ids: string[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  const rows = await tx
    .select({ id: leads.id, delivery: leads.delivery })
    .from(leads)
    .where(and(inArray(leads.id, ids), isNull(leads.anonymisedAt)));
  for (const row of rows) {
    await tx
      .update(leads)
      .set({
        fields: {},
        leadAttributes: {},
        delivery: row.delivery ? anonymisedDelivery(row.delivery) : null,
        url: null,
        userAgent: null,
        requestHash: null,
        statusReason: null,
        anonymisedAt: now,
      })
      .where(eq(leads.id, row.id));
  }
  const done = rows.map((r) => r.id);
  if (!done.length) return 0;
  await tx.delete(leadNotes).where(inArray(leadNotes.leadId, done));
  await tx
    .update(leadDeliveries)
    .set({ status: "dead", lastError: NOT_SENT, lockedUntil: null })
    .where(and(inArray(leadDeliveries.leadId, done), eq(leadDeliveries.status, "pending")));
  await redactAudit(tx, "lead", done);
  return done.length;
}

/**
 * Reservations keep the money: amount, currency, processor and its reference, status, reference and
 * dates (and the car); the shopper's name, e-mail, phone, postcode and the card's digits go.
 */
export async function anonymiseReservations(tx: Executor, ids: string[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  const done = await tx
    .update(reservations)
    .set({
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      postcode: "",
      cardLast4: null,
      anonymisedAt: now,
      updatedAt: now,
    })
    .where(and(inArray(reservations.id, ids), isNull(reservations.anonymisedAt)))
    .returning({ id: reservations.id });
  await redactAudit(
    tx,
    "reservation",
    done.map((r) => r.id),
  );
  return done.length;
}

/** Valuations keep the car's make, model, year, kms, the figures and the offer; contact, rego, VIN and notes go. */
export async function anonymiseTradeIns(tx: Executor, ids: string[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  const rows = await tx
    .select({ id: tradeIns.id, steps: tradeIns.steps, offer: tradeIns.dealerOffer })
    .from(tradeIns)
    .where(and(inArray(tradeIns.id, ids), isNull(tradeIns.anonymisedAt)));
  for (const row of rows) {
    await tx
      .update(tradeIns)
      .set({
        steps: anonymisedTradeInSteps(row.steps),
        contact: null,
        dealerOffer: anonymisedDealerOffer(row.offer),
        anonymisedAt: now,
        updatedAt: now,
      })
      .where(eq(tradeIns.id, row.id));
  }
  await redactAudit(
    tx,
    "trade-in",
    rows.map((r) => r.id),
  );
  return rows.length;
}

/** Purchase journeys are deleted whole (their reservation and lead stay, anonymised on their own). */
export async function deleteJourneys(tx: Executor, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const gone = await tx
    .delete(purchaseJourneys)
    .where(inArray(purchaseJourneys.id, ids))
    .returning({ id: purchaseJourneys.id });
  return gone.length;
}

/** Messages to the shopper (confirmations, notices) are deleted, sent or not. */
export async function deleteNotices(tx: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const gone = await tx
    .delete(shopperNotices)
    .where(inArray(shopperNotices.id, ids))
    .returning({ id: shopperNotices.id });
  return gone.length;
}

/**
 * The audit log's entries about these records keep who did what and when; their free text (a note,
 * a reason), which may name the shopper, becomes "(deleted)".
 */
async function redactAudit(tx: Executor, targetType: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const entries = await tx
    .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), inArray(auditLog.targetId, ids)));
  for (const entry of entries) {
    const before = redactedAuditValues(entry.before);
    const after = redactedAuditValues(entry.after);
    if (!before && !after) continue;
    await tx
      .update(auditLog)
      .set({ ...(before ? { before } : {}), ...(after ? { after } : {}) })
      .where(eq(auditLog.id, entry.id));
  }
}
