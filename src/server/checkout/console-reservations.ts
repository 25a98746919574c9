import "server-only";
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import { journeySummary } from "@/lib/checkout/purchase-journey";
import type { JourneyStatus } from "@/lib/checkout/purchase-journey-steps";
import type { ReservationStatus } from "@/lib/checkout/reservation";
import { CONSOLE_PAGE_SIZE } from "@/lib/checkout/reservation-console";
import type { PaymentState } from "@/lib/payments/payment-state";
import type { DealershipVisibility } from "@/lib/staff/dealership-visibility";
import type { Database } from "../db/client";
import { cars, dealerships, purchaseJourneys, reservationEvents, reservations } from "../db/schema";
import { type NoticeView, noticesAbout } from "../notices/shopper-notices";
import { dealershipWhere } from "../staff/dealership-where";

/**
 * Reservations and online purchases as the dealer console reads them (issue 31 §5): a site's, of the
 * dealerships the member may see (`dealershipVisibility`, the same rule as `may`), newest first, a page
 * at a time. Another site's record, or one of a dealership the member does not have, is not found.
 */
export type ConsoleReservation = {
  id: string;
  /** The short reference the shopper quotes ('MMG-4821'); null for one made before references. */
  reference: string | null;
  /** The card as the processor described it ('visa', '4242'). */
  card: { brand: string; last4: string } | null;
  status: ReservationStatus;
  createdAt: Date;
  heldAt: Date | null;
  expiresAt: Date;
  capturedAt: Date | null;
  refundedAt: Date | null;
  releasedAt: Date | null;
  amountCents: number;
  paymentProvider: string;
  paymentRef: string | null;
  /** The dealer's connected account the deposit is on (decision 0071); null: the platform's. */
  paymentAccount: string | null;
  /** The payment as the processor's last signed event said, and when (decision 0072); null: none yet. */
  paymentStatus: PaymentState | null;
  paymentStatusAt: Date | null;
  disputeStatus: string | null;
  lastError: string | null;
  leadId: string | null;
  car: { id: number; name: string; slug: string; stocknum: string | null };
  dealership: { id: number; name: string };
  shopper: { firstName: string; lastName: string; email: string; phone: string; postcode: string };
};

export type Page<T> = { rows: T[]; page: number; hasMore: boolean };

const columns = {
  row: reservations,
  carName: cars.name,
  carSlug: cars.slug,
  stocknum: cars.stocknum,
  dealershipId: dealerships.id,
  dealershipName: dealerships.name,
};

type Joined = {
  row: typeof reservations.$inferSelect;
  carName: string;
  carSlug: string;
  stocknum: string | null;
  dealershipId: number;
  dealershipName: string;
};

function reservationOf({ row, ...car }: Joined): ConsoleReservation {
  return {
    id: row.id,
    reference: row.reference,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    status: row.status,
    createdAt: row.createdAt,
    heldAt: row.heldAt,
    expiresAt: row.expiresAt,
    capturedAt: row.capturedAt,
    refundedAt: row.refundedAt,
    releasedAt: row.releasedAt,
    amountCents: row.amountCents,
    paymentProvider: row.paymentProvider,
    paymentRef: row.paymentRef,
    paymentAccount: row.paymentAccount,
    paymentStatus: row.paymentStatus,
    paymentStatusAt: row.paymentStatusAt,
    disputeStatus: row.disputeStatus,
    lastError: row.lastError,
    leadId: row.leadId,
    car: { id: row.carId, name: car.carName, slug: car.carSlug, stocknum: car.stocknum },
    dealership: { id: car.dealershipId, name: car.dealershipName },
    shopper: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      postcode: row.postcode,
    },
  };
}

function joined(db: Database) {
  return db
    .select(columns)
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId));
}

const offset = (page: number) => (page - 1) * CONSOLE_PAGE_SIZE;

function paged<T>(rows: T[], page: number): Page<T> {
  return { rows: rows.slice(0, CONSOLE_PAGE_SIZE), page, hasMore: rows.length > CONSOLE_PAGE_SIZE };
}

/** A site's reservations in `statuses`, newest first, one page (`CONSOLE_PAGE_SIZE`). */
export async function listConsoleReservations(
  db: Database,
  siteId: number,
  visibility: DealershipVisibility,
  options: { statuses: readonly ReservationStatus[]; page: number },
): Promise<Page<ConsoleReservation>> {
  const where: (SQL | undefined)[] = [
    eq(reservations.siteId, siteId),
    inArray(reservations.status, [...options.statuses]),
    dealershipWhere(visibility, cars.dealershipId),
  ];
  const rows = await joined(db)
    .where(and(...where))
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(CONSOLE_PAGE_SIZE + 1)
    .offset(offset(options.page));
  return paged(rows.map(reservationOf), options.page);
}

/** One reservation of the site, if the member may see its dealership's; else null (the page's 404). */
export async function findConsoleReservation(
  db: Database,
  siteId: number,
  visibility: DealershipVisibility,
  id: string,
): Promise<ConsoleReservation | null> {
  if (!/^res_[\w-]{8,64}$/.test(id)) return null;
  const [row] = await joined(db).where(
    and(
      eq(reservations.id, id),
      eq(reservations.siteId, siteId),
      dealershipWhere(visibility, cars.dealershipId),
    ),
  );
  return row ? reservationOf(row) : null;
}

export type ConsoleJourneyFacts = {
  id: string;
  status: JourneyStatus;
  submittedAt: Date | null;
  summary: Record<string, string>;
};

export type ConsoleReservationDetail = ConsoleReservation & {
  events: { from: ReservationStatus | null; to: ReservationStatus; reason: string; at: Date }[];
  /** The online purchase this reservation is the first step of, if any. */
  journey: ConsoleJourneyFacts | null;
  notices: NoticeView[];
};

export async function consoleReservationDetail(
  db: Database,
  siteId: number,
  visibility: DealershipVisibility,
  id: string,
): Promise<ConsoleReservationDetail | null> {
  const found = await findConsoleReservation(db, siteId, visibility, id);
  if (!found) return null;
  const events = await db
    .select()
    .from(reservationEvents)
    .where(eq(reservationEvents.reservationId, id))
    .orderBy(asc(reservationEvents.id));
  const [journey] = await db
    .select()
    .from(purchaseJourneys)
    .where(and(eq(purchaseJourneys.reservationId, id), eq(purchaseJourneys.siteId, siteId)))
    .orderBy(desc(purchaseJourneys.updatedAt))
    .limit(1);
  return {
    ...found,
    events: events.map((e) => ({ from: e.fromStatus, to: e.toStatus, reason: e.reason, at: e.at })),
    journey: journey
      ? {
          id: journey.id,
          status: journey.status,
          submittedAt: journey.submittedAt,
          summary: journeySummary(journey.steps),
        }
      : null,
    notices: await noticesAbout(db, siteId, { type: "reservation", id }),
  };
}

/** An online purchase as the console lists it: its car, its shopper (from its reservation), its steps. */
export type ConsolePurchase = ConsoleJourneyFacts & {
  createdAt: Date;
  updatedAt: Date;
  car: { id: number; name: string; stocknum: string | null };
  dealershipName: string;
  reservation: { id: string; reference: string | null; status: ReservationStatus; shopper: string } | null;
};

/** A site's purchase journeys, newest first, one page; open ones are those not yet submitted. */
export async function listConsolePurchases(
  db: Database,
  siteId: number,
  visibility: DealershipVisibility,
  page: number,
): Promise<Page<ConsolePurchase>> {
  const rows = await db
    .select({
      journey: purchaseJourneys,
      carName: cars.name,
      stocknum: cars.stocknum,
      dealershipName: dealerships.name,
      reservationStatus: reservations.status,
      reference: reservations.reference,
      firstName: reservations.firstName,
      lastName: reservations.lastName,
    })
    .from(purchaseJourneys)
    .innerJoin(cars, eq(cars.id, purchaseJourneys.carId))
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .leftJoin(reservations, eq(reservations.id, purchaseJourneys.reservationId))
    .where(and(eq(purchaseJourneys.siteId, siteId), dealershipWhere(visibility, cars.dealershipId)))
    .orderBy(desc(purchaseJourneys.createdAt), desc(purchaseJourneys.id))
    .limit(CONSOLE_PAGE_SIZE + 1)
    .offset(offset(page));
  return paged(
    rows.map(({ journey, ...row }) => ({
      id: journey.id,
      status: journey.status,
      submittedAt: journey.submittedAt,
      summary: journeySummary(journey.steps),
      createdAt: journey.createdAt,
      updatedAt: journey.updatedAt,
      car: { id: journey.carId, name: row.carName, stocknum: row.stocknum },
      dealershipName: row.dealershipName,
      reservation:
        journey.reservationId && row.reservationStatus
          ? {
              id: journey.reservationId,
              reference: row.reference,
              status: row.reservationStatus,
              shopper: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
            }
          : null,
    })),
    page,
  );
}
