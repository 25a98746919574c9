import "server-only";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import {
  GARAGE_LIST_MAX,
  type GarageReservationFacts,
  type GarageTradeInFacts,
  isGarageReservation,
  isShoppersPhone,
  phoneDigitVariants,
} from "@/lib/garage/garage";
import type { Site } from "@/lib/tenancy/site";
import type { Executor } from "../db/client";
import { cars, reservations, tradeIns } from "../db/schema";
import { phoneDigits } from "../db/schema/phone-digits";

/**
 * The garage's valuations and reservations (issue 21 §5, decision 0039). Neither table names a user:
 * a valuation keeps the contact details typed into its last step, a reservation the shopper's details.
 * They are the signed-in shopper's when the phone typed there is the session's (proven by the code
 * texted to it), on this site only. The database looks by the phone's digits (the same expression its
 * indexes are built on), and each row found is confirmed by the lib rule before it is shown.
 */

/** The contact phone of a valuation (written with its valuation; an unfinished one has none). */
const tradeInPhoneDigits = phoneDigits(sql`(${tradeIns.contact} ->> 'phone')`);

/**
 * A site's valuations whose contact phone has one of these digit strings: by `trade_ins_site_contact_phone`
 * (exported for the test that the index serves it).
 */
export function tradeInPhoneWhere(site: Site, variants: readonly string[]): SQL {
  return and(eq(tradeIns.siteId, site.id), inArray(tradeInPhoneDigits, [...variants])) as SQL;
}

/** The same for reservations, by `reservations_site_phone`. */
export function reservationPhoneWhere(site: Site, variants: readonly string[]): SQL {
  return and(
    eq(reservations.siteId, site.id),
    inArray(phoneDigits(reservations.phone), [...variants]),
  ) as SQL;
}

/** The database's look for a phone's valuations on a site, newest first. */
export function tradeInsByPhoneDigits(db: Executor, site: Site, variants: readonly string[]) {
  return (
    db
      .select({
        id: tradeIns.id,
        status: tradeIns.status,
        steps: tradeIns.steps,
        contact: tradeIns.contact,
        valuation: tradeIns.valuation,
        valuedAt: tradeIns.valuedAt,
        dealerOffer: tradeIns.dealerOffer,
        carName: cars.name,
        carSlug: cars.slug,
      })
      .from(tradeIns)
      // The car it was traded towards, while it is still one of this site's dealerships' cars.
      .leftJoin(
        cars,
        and(
          eq(cars.id, tradeIns.carId),
          site.dealershipIds.length ? inArray(cars.dealershipId, site.dealershipIds) : sql`false`,
        ),
      )
      .where(tradeInPhoneWhere(site, variants))
      .orderBy(desc(tradeIns.createdAt), desc(tradeIns.id))
      .limit(GARAGE_LIST_MAX)
  );
}

/** The shopper's valuations on this site, newest first: finished ones (only those carry a phone). */
export async function garageTradeIns(db: Executor, site: Site, phone: string): Promise<GarageTradeInFacts[]> {
  const variants = phoneDigitVariants(phone);
  if (!variants.length) return [];
  const rows = await tradeInsByPhoneDigits(db, site, variants);
  return rows
    .filter((row) => isShoppersPhone(phone, row.contact?.phone))
    .map((row) => ({
      id: row.id,
      status: row.status,
      vehicle: row.steps.vehicle
        ? {
            year: row.steps.vehicle.year,
            make: row.steps.vehicle.make,
            model: row.steps.vehicle.model,
            badge: row.steps.vehicle.badge ?? null,
          }
        : null,
      valuation: row.valuation,
      valuedAt: row.valuedAt,
      dealerOffer: row.dealerOffer,
      car: row.carName !== null && row.carSlug !== null ? { name: row.carName, slug: row.carSlug } : null,
    }));
}

/**
 * The shopper's reservations on this site, newest first: those that held a car or are being paid for
 * now (a declined or abandoned checkout is not one, lib `isGarageReservation`).
 */
export async function garageReservations(
  db: Executor,
  site: Site,
  phone: string,
): Promise<GarageReservationFacts[]> {
  const variants = phoneDigitVariants(phone);
  if (!variants.length) return [];
  const rows = await reservationsByPhoneDigits(db, site, variants);
  return rows
    .filter((row) => isShoppersPhone(phone, row.phone))
    .map((row) => ({
      id: row.id,
      status: row.status,
      amountCents: row.amountCents,
      expiresAt: row.expiresAt,
      heldAt: row.heldAt,
      car: { name: row.carName, slug: row.carSlug },
    }))
    .filter(isGarageReservation);
}

/** The database's look for a phone's reservations on a site, newest first. */
export function reservationsByPhoneDigits(db: Executor, site: Site, variants: readonly string[]) {
  return db
    .select({
      id: reservations.id,
      status: reservations.status,
      phone: reservations.phone,
      amountCents: reservations.amountCents,
      expiresAt: reservations.expiresAt,
      heldAt: reservations.heldAt,
      carName: cars.name,
      carSlug: cars.slug,
    })
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .where(
      and(
        reservationPhoneWhere(site, variants),
        // isGarageReservation, here so that the limit counts only rows the garage lists.
        sql`(${reservations.status} = 'pending' or ${reservations.heldAt} is not null)`,
      ),
    )
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(GARAGE_LIST_MAX);
}
