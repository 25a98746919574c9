import "server-only";
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { ReservationStatus } from "@/lib/checkout/reservation";
import type { Database } from "../db/client";
import { cars, reservationEvents, reservations, sites } from "../db/schema";

/**
 * What a dealer sees of a reservation (`forecourt reservations`, `GET /admin/api/reservations`): who,
 * which car, how much, where it stands and until when. Shaped for JSON: times are ISO strings.
 */
export type ReservationListItem = {
  id: string;
  status: ReservationStatus;
  site: string;
  car: { id: number; slug: string; stocknum: string | null; name: string };
  customer: { name: string; email: string; phone: string; postcode: string };
  amount_cents: number;
  currency: string;
  payment_provider: string;
  created_at: string;
  held_at: string | null;
  expires_at: string;
  captured_at: string | null;
  refunded_at: string | null;
  last_error: string | null;
};

export type ReservationDetail = ReservationListItem & {
  payment_ref: string | null;
  lead_id: string | null;
  events: { from: ReservationStatus | null; to: ReservationStatus; reason: string; at: string }[];
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const listColumns = {
  row: reservations,
  siteSlug: sites.slug,
  carSlug: cars.slug,
  carStocknum: cars.stocknum,
  carName: cars.name,
};

type ListRow = {
  row: typeof reservations.$inferSelect;
  siteSlug: string;
  carSlug: string;
  carStocknum: string | null;
  carName: string;
};

function itemOf({ row, siteSlug, carSlug, carStocknum, carName }: ListRow): ReservationListItem {
  return {
    id: row.id,
    status: row.status,
    site: siteSlug,
    car: { id: row.carId, slug: carSlug, stocknum: carStocknum, name: carName },
    customer: {
      name: `${row.firstName} ${row.lastName}`,
      email: row.email,
      phone: row.phone,
      postcode: row.postcode,
    },
    amount_cents: row.amountCents,
    currency: row.currency,
    payment_provider: row.paymentProvider,
    created_at: row.createdAt.toISOString(),
    held_at: iso(row.heldAt),
    expires_at: row.expiresAt.toISOString(),
    captured_at: iso(row.capturedAt),
    refunded_at: iso(row.refundedAt),
    last_error: row.lastError,
  };
}

/** A site's reservations, newest first; only one status when asked. */
export async function listReservations(
  db: Database,
  siteId: number,
  options: { status?: ReservationStatus; limit: number },
): Promise<ReservationListItem[]> {
  const where: SQL[] = [eq(reservations.siteId, siteId)];
  if (options.status) where.push(eq(reservations.status, options.status));
  const rows = await db
    .select(listColumns)
    .from(reservations)
    .innerJoin(sites, eq(sites.id, reservations.siteId))
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .where(and(...where))
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(options.limit);
  return rows.map(itemOf);
}

/** One reservation with its payment reference, its lead and every step it went through. */
export async function getReservationDetail(db: Database, id: string): Promise<ReservationDetail | null> {
  const [found] = await db
    .select(listColumns)
    .from(reservations)
    .innerJoin(sites, eq(sites.id, reservations.siteId))
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .where(eq(reservations.id, id));
  if (!found) return null;
  const events = await db
    .select()
    .from(reservationEvents)
    .where(eq(reservationEvents.reservationId, id))
    .orderBy(asc(reservationEvents.id));
  return {
    ...itemOf(found),
    payment_ref: found.row.paymentRef,
    lead_id: found.row.leadId,
    events: events.map((e) => ({
      from: e.fromStatus,
      to: e.toStatus,
      reason: e.reason,
      at: e.at.toISOString(),
    })),
  };
}
