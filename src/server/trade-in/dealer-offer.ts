import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { renderNotice } from "@/lib/notices/notice-render";
import { noticeTargets } from "@/lib/notices/shopper-notice";
import type { Site } from "@/lib/tenancy/site";
import {
  currentOffer,
  type DealerOffer,
  type OfferActionRequest,
  offerActions,
  offerNotice,
  tradeInVehicleTitle,
} from "@/lib/trade-in/dealer-offer";
import type { Database } from "../db/client";
import { tradeIns } from "../db/schema";
import { queueShopperNotice } from "../notices/shopper-notices";
import { wakeOutbox } from "../outbox/outbox-signal";
import { type AuditActor, recordAudit } from "../staff/audit";
import { tradeInNoticeFacts } from "./trade-in-notices";

/**
 * The dealer confirms or revises a trade-in offer (issue 31 §6): the decision is stored on the
 * valuation (the shopper's garage shows it), audit-logged and told to the shopper (with until when it
 * stands and the next step, issue 34), in one transaction, and only at the revision the sender saw, so a retry or a colleague's decision first is
 * refused (409), never applied twice.
 */
export type OfferDecisionResult =
  | { kind: "done"; dealerOffer: DealerOffer; revision: number }
  | { kind: "not-found" }
  | { kind: "refused"; reason: string };

export async function decideTradeInOffer(
  db: Database,
  site: Site,
  input: { id: string; request: OfferActionRequest; dealerName: string },
  deps: { actor: AuditActor; now?: () => Date },
): Promise<OfferDecisionResult> {
  const at = (deps.now ?? (() => new Date()))();
  const [row] = await db
    .select()
    .from(tradeIns)
    .where(and(eq(tradeIns.id, input.id), eq(tradeIns.siteId, site.id)));
  if (!row) return { kind: "not-found" };
  const { request } = input;
  if (row.offerRevision !== request.seen_revision)
    return { kind: "refused", reason: "The offer was changed meanwhile: reload to see it now." };
  const offered = offerActions({
    status: row.status,
    valuation: row.valuation,
    dealerOffer: row.dealerOffer,
  });
  const choice = offered.find((o) => o.action === request.action);
  if (!choice?.possible) return { kind: "refused", reason: choice?.reason ?? "That cannot be done." };
  const previous = currentOffer(row.valuation, row.dealerOffer);
  const dealerOffer: DealerOffer =
    request.action === "confirm"
      ? { kind: "confirmed", amount: previous ?? 0, previous, note: null, at: at.toISOString() }
      : { kind: "revised", amount: request.amount, previous, note: request.note, at: at.toISOString() };
  const revision = row.offerRevision + 1;
  const contact = row.contact;
  // Read before the transaction: the yard, the site's look, and until when the offer stands.
  const told = contact
    ? await tradeInNoticeFacts(
        db,
        site,
        {
          id: row.id,
          carId: row.carId,
          locationId: contact.location_id ?? null,
          firstName: contact.name,
          vehicle: tradeInVehicleTitle(row.steps.vehicle),
        },
        at,
      )
    : null;
  const done = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(tradeIns)
      .set({ dealerOffer, offerRevision: sql`${tradeIns.offerRevision} + 1`, updatedAt: at })
      .where(
        and(
          eq(tradeIns.id, row.id),
          eq(tradeIns.offerRevision, row.offerRevision),
          inArray(tradeIns.status, ["valued", "accepted"]),
        ),
      )
      .returning({ id: tradeIns.id });
    if (!moved) return false;
    await recordAudit(tx, deps.actor, {
      siteId: site.id,
      action: request.action === "confirm" ? "trade-in.confirm-offer" : "trade-in.revise-offer",
      targetType: "trade-in",
      targetId: row.id,
      before: { offer: previous, decision: row.dealerOffer?.kind ?? null },
      after: {
        offer: dealerOffer.amount,
        decision: dealerOffer.kind,
        ...(dealerOffer.note ? { note: dealerOffer.note } : {}),
      },
    });
    if (contact && told) {
      await queueShopperNotice(
        tx,
        {
          siteId: site.id,
          subject: { type: "trade-in", id: row.id },
          event: `offer:${revision}`,
          targets: noticeTargets({
            email: contact.email,
            phone: contact.phone,
            preferred: contact.preferred_contact_method,
          }),
          message: renderNotice(
            offerNotice({ ...told.facts, dealerName: input.dealerName, offer: dealerOffer }),
            told.brand,
          ),
        },
        at,
      );
    }
    return true;
  });
  if (!done) return { kind: "refused", reason: "The offer was changed meanwhile: reload to see it now." };
  wakeOutbox();
  return { kind: "done", dealerOffer, revision };
}
