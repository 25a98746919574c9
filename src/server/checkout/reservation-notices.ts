import "server-only";
import { eq } from "drizzle-orm";
import { type ReservationNoticeKind, reservationNotice } from "@/lib/checkout/reservation-notice";
import { openingTimeZone } from "@/lib/locations/time-zones";
import type { NoticeBrand, NoticeYard } from "@/lib/notices/notice-content";
import { renderNotice } from "@/lib/notices/notice-render";
import { noticeTargets } from "@/lib/notices/shopper-notice";
import type { YardHours } from "@/lib/scheduling/slots";
import type { Database, Executor } from "../db/client";
import { cars, dealerships, sites } from "../db/schema";
import { noticeBrandFor, noticeYardFor, siteLocationById } from "../notices/notice-yards";
import { queueShopperNotice } from "../notices/shopper-notices";
import { bookingYard } from "../scheduling/booking-yards";
import type { AuditActor } from "../staff/audit";
import { recordAudit } from "../staff/audit";
import { readSite, siteOrigin } from "../tenancy/sites";
import type { ReservationRow } from "./reservation-store";

/**
 * What a shopper is told of their reservation, as the rest of the house hears of it (issue 31 §5,
 * issue 34 item 1): the receipt when the car is held, every change after it, each in that step's own
 * transaction (with the audit entry, for a dealer's change), so neither is stored without the other.
 */
export type ReservationNoticeContext = {
  dealerName: string;
  carName: string;
  carUrl: string | null;
  /** The yard's clock (its state's), else the car's. */
  timeZone: string;
  yard: NoticeYard | null;
  brand: NoticeBrand;
  /**
   * The car's yard's sales hours on its clock, for where a hold may end (issue 34 item 2, decision
   * 0063); null when its hours do not say.
   */
  holdYard: YardHours | null;
};

/** The names, yard, look and clock a notice needs, read before the change's transaction. */
export async function reservationNoticeContext(
  db: Database,
  row: Pick<ReservationRow, "carId" | "siteId">,
  now: Date = new Date(),
): Promise<ReservationNoticeContext> {
  const [found] = await db
    .select({
      carName: cars.name,
      slug: cars.slug,
      state: cars.state,
      locationId: cars.locationId,
      dealershipId: cars.dealershipId,
      dealerName: dealerships.name,
      siteSlug: sites.slug,
      siteName: sites.name,
    })
    .from(cars)
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .innerJoin(sites, eq(sites.id, row.siteId))
    .where(eq(cars.id, row.carId));
  const site = found ? await readSite(db, found.siteSlug) : null;
  const dealerName = found?.dealerName ?? found?.siteName ?? "The dealer";
  if (!site || !found) {
    return {
      dealerName,
      carName: found?.carName ?? "car",
      carUrl: null,
      timeZone: openingTimeZone(found?.state ?? null),
      yard: null,
      holdYard: null,
      brand: {
        siteName: found?.siteName ?? dealerName,
        siteUrl: "",
        colour: "#1d4ed8",
        onColour: "#ffffff",
        logoUrl: null,
        legal: [],
      },
    };
  }
  const location = found.locationId === null ? null : await siteLocationById(db, site, found.locationId);
  const [brand, yard, holdYard] = await Promise.all([
    noticeBrandFor(db, site),
    noticeYardFor(db, site, { location, dealershipId: found.dealershipId, desk: "sales" }, now),
    location ? bookingYard(db, site, location, "reservation", now) : null,
  ]);
  return {
    dealerName,
    carName: found.carName,
    carUrl: `${siteOrigin(site)}/cars/${found.slug}`,
    timeZone: openingTimeZone(location?.address.state ?? found.state),
    yard,
    brand,
    holdYard,
  };
}

/**
 * Queues one notice about a reservation in the caller's transaction: `event` is unique for the
 * reservation (`receipt`, `cancelled`, `expiring:<end>` …), so it is told once however often the
 * step runs. `expiresAt` is the end the notice names (an extension's new end).
 */
export async function tellShopper(
  tx: Executor,
  row: ReservationRow,
  kind: ReservationNoticeKind,
  context: ReservationNoticeContext,
  options: { event?: string; expiresAt?: Date; now?: Date; holdMoved?: boolean } = {},
): Promise<void> {
  const content = reservationNotice({
    kind,
    firstName: row.firstName,
    dealerName: context.dealerName,
    carName: context.carName,
    carUrl: context.carUrl,
    reference: row.reference,
    depositCents: row.amountCents,
    captured: row.capturedAt !== null,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    expiresAt: options.expiresAt ?? row.expiresAt,
    holdMoved: options.holdMoved ?? false,
    timeZone: context.timeZone,
    yard: context.yard,
  });
  await queueShopperNotice(
    tx,
    {
      siteId: row.siteId,
      subject: { type: "reservation", id: row.id },
      event: options.event ?? kind,
      targets: noticeTargets({ email: row.email, phone: row.phone }),
      message: renderNotice(content, context.brand),
    },
    options.now,
  );
}

/**
 * The hold ran out (the worker's step, no one's action, so no audit entry): the shopper is told it
 * ended and their deposit is on its way back, in the expiry's own transaction.
 */
export function tellShopperHoldEnded(
  tx: Executor,
  row: ReservationRow,
  context: ReservationNoticeContext,
): Promise<void> {
  return tellShopper(tx, row, "expired", context);
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
  await tellShopper(tx, row, change.kind, context, { event: change.event, expiresAt });
}
