import "server-only";
import { eq } from "drizzle-orm";
import { type ReservationNoticeKind, reservationNotice } from "@/lib/checkout/reservation-notice";
import { openingTimeZone } from "@/lib/locations/time-zones";
import { noticeTargets } from "@/lib/notices/shopper-notice";
import type { Database, Executor } from "../db/client";
import { cars, dealerships, sites } from "../db/schema";
import { queueShopperNotice } from "../notices/shopper-notices";
import type { AuditActor } from "../staff/audit";
import { recordAudit } from "../staff/audit";
import type { ReservationRow } from "./reservation-store";

/**
 * A dealer's change to a reservation, as the rest of the house hears of it (issue 31 §5): the audit
 * entry and the shopper's notice (e-mail, and a text to a mobile), both written in the change's own
 * transaction, so neither is stored without the change nor the change without them.
 */
export type ReservationNoticeContext = { dealerName: string; carName: string; timeZone: string };

/** The names and clock a notice needs, read before the change's transaction. */
export async function reservationNoticeContext(
  db: Database,
  row: Pick<ReservationRow, "carId" | "siteId">,
): Promise<ReservationNoticeContext> {
  const [found] = await db
    .select({ carName: cars.name, state: cars.state, dealerName: dealerships.name, siteName: sites.name })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .innerJoin(sites, eq(sites.id, row.siteId))
    .where(eq(cars.id, row.carId));
  return {
    dealerName: found?.dealerName ?? found?.siteName ?? "The dealer",
    carName: found?.carName ?? "car",
    timeZone: openingTimeZone(found?.state ?? null),
  };
}

/**
 * The hold ran out (the worker's step, no one's action, so no audit entry): the shopper is told it
 * ended and their deposit is on its way back, in the expiry's own transaction.
 */
export async function tellShopperHoldEnded(
  tx: Executor,
  row: ReservationRow,
  context: ReservationNoticeContext,
): Promise<void> {
  await queueShopperNotice(tx, {
    siteId: row.siteId,
    subject: { type: "reservation", id: row.id },
    event: "expired",
    targets: noticeTargets({ email: row.email, phone: row.phone }),
    message: reservationNotice({
      kind: "expired",
      firstName: row.firstName,
      dealerName: context.dealerName,
      carName: context.carName,
      depositCents: row.amountCents,
      captured: row.capturedAt !== null,
      expiresAt: row.expiresAt,
      timeZone: context.timeZone,
    }),
  });
}

export type DealerChange = {
  actor: AuditActor;
  action: "complete" | "cancel" | "extend";
  kind: ReservationNoticeKind;
  /** What changed, for the audit log. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Unique per event of this reservation (the notice is queued once). */
  event: string;
};

export async function recordDealerChange(
  tx: Executor,
  row: ReservationRow,
  change: DealerChange,
  context: ReservationNoticeContext,
  expiresAt: Date,
): Promise<void> {
  await recordAudit(tx, change.actor, {
    siteId: row.siteId,
    action: `reservation.${change.action}`,
    targetType: "reservation",
    targetId: row.id,
    before: change.before,
    after: change.after,
  });
  await queueShopperNotice(tx, {
    siteId: row.siteId,
    subject: { type: "reservation", id: row.id },
    event: change.event,
    targets: noticeTargets({ email: row.email, phone: row.phone }),
    message: reservationNotice({
      kind: change.kind,
      firstName: row.firstName,
      dealerName: context.dealerName,
      carName: context.carName,
      depositCents: row.amountCents,
      captured: row.capturedAt !== null,
      expiresAt,
      timeZone: context.timeZone,
    }),
  });
}
