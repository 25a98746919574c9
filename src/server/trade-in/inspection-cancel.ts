import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { renderNotice } from "@/lib/notices/notice-render";
import { noticeTargets } from "@/lib/notices/shopper-notice";
import { bookedSlotWhen } from "@/lib/scheduling/booked-slot";
import type { Site } from "@/lib/tenancy/site";
import { tradeInVehicleTitle } from "@/lib/trade-in/dealer-offer";
import { inspectionCancelledNotice, type TradeInInspection } from "@/lib/trade-in/inspection";
import type { Database } from "../db/client";
import { tradeIns } from "../db/schema";
import { queueShopperNotice } from "../notices/shopper-notices";
import { wakeOutbox } from "../outbox/outbox-signal";
import { type AuditActor, recordAudit } from "../staff/audit";
import { tradeInNoticeFacts } from "./trade-in-notices";

/**
 * Staff cancel a booked inspection (decision 0084): the booking is marked cancelled, the change is
 * audit-logged and the shopper is told (with the way to book again) in one transaction, and only for
 * the booking the sender saw (`seen_count`), so a retry or a new booking meanwhile is refused (409).
 */
export const inspectionCancelSchema = z.object({
  action: z.literal("cancel-inspection"),
  seen_count: z.number().int().min(1),
  reason: z
    .string()
    .trim()
    .max(500, "The reason must be 500 characters or fewer.")
    .transform((value) => value || null)
    .nullish(),
});
export type InspectionCancelRequest = z.output<typeof inspectionCancelSchema>;

export type InspectionCancelResult =
  | { kind: "done"; inspection: TradeInInspection }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string };

const CHANGED = "The booking was changed meanwhile: reload to see it now.";

export async function cancelInspection(
  db: Database,
  site: Site,
  input: { id: string; request: InspectionCancelRequest; dealerName: string },
  deps: { actor: AuditActor; now?: () => Date },
): Promise<InspectionCancelResult> {
  const at = (deps.now ?? (() => new Date()))();
  const [row] = await db
    .select()
    .from(tradeIns)
    .where(and(eq(tradeIns.id, input.id), eq(tradeIns.siteId, site.id)));
  if (!row) return { kind: "not-found" };
  const booked = row.inspection;
  if (booked?.status !== "booked") {
    return { kind: "refused", reason: "There is no booked inspection to cancel." };
  }
  if (booked.count !== input.request.seen_count) return { kind: "refused", reason: CHANGED };
  const reason = input.request.reason ?? null;
  const inspection: TradeInInspection = {
    ...booked,
    status: "cancelled",
    cancelled: { at: at.toISOString(), reason },
  };
  const contact = row.contact;
  const told = contact
    ? await tradeInNoticeFacts(
        db,
        site,
        {
          id: row.id,
          carId: row.carId,
          locationId: booked.location.id,
          firstName: contact.name,
          vehicle: tradeInVehicleTitle(row.steps.vehicle),
        },
        at,
      )
    : null;
  const done = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(tradeIns)
      .set({ inspection, updatedAt: at })
      .where(
        and(
          eq(tradeIns.id, row.id),
          sql`${tradeIns.inspection} ->> 'status' = 'booked'`,
          sql`(${tradeIns.inspection} ->> 'count')::int = ${booked.count}`,
        ),
      )
      .returning({ id: tradeIns.id });
    if (!moved) return false;
    await recordAudit(tx, deps.actor, {
      siteId: site.id,
      action: "trade-in.cancel-inspection",
      targetType: "trade-in",
      targetId: row.id,
      before: { inspection: bookedSlotWhen(booked.slot), location: booked.location.name },
      after: { inspection: "cancelled", ...(reason ? { reason } : {}) },
    });
    if (contact && told) {
      await queueShopperNotice(
        tx,
        {
          siteId: site.id,
          subject: { type: "trade-in", id: row.id },
          event: `inspection:${booked.count}:cancelled`,
          targets: noticeTargets({
            email: contact.email,
            phone: contact.phone,
            preferred: contact.preferred_contact_method,
          }),
          message: renderNotice(
            inspectionCancelledNotice({ ...told.facts, dealerName: input.dealerName }, booked.slot, reason),
            told.brand,
          ),
        },
        at,
      );
    }
    return true;
  });
  if (!done) return { kind: "refused", reason: CHANGED };
  wakeOutbox();
  return { kind: "done", inspection };
}
