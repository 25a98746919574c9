import "server-only";

export type { JourneyView } from "@/lib/checkout/purchase-journey";

import { randomBytes } from "node:crypto";
import { and, eq, lt, type SQL, sql } from "drizzle-orm";
import {
  type DataStep,
  isComplete,
  type JourneyView,
  journeySummary,
  nextStep,
  ONLINE_PURCHASE_LEAD,
  OPEN_JOURNEY_RETENTION_DAYS,
  stepSchema,
} from "@/lib/checkout/purchase-journey";
import { systemLead } from "@/lib/leads/system-lead";
import { openingTimeZone } from "@/lib/locations/time-zones";
import type { SearchDocument } from "@/lib/search/search-document";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import type { Site } from "@/lib/tenancy/site";
import { parseRecordId } from "@/lib/text/record-id";
import { hasNul } from "@/lib/text/well-formed";
import { canPurchaseOnline } from "@/lib/vehicle/detail-actions";
import type { Database } from "../db/client";
import { cars, purchaseJourneys } from "../db/schema";
import { firstIssuePerKey, type RecordResult, zodIssues } from "../http/api";
import { submitLead } from "../leads/intake/submit-lead";
import { siteStockWhere } from "../stock/listed-stock";
import { rowToDocument, searchFrom } from "../stock/search-documents";
import { findReservation, type ReservationRow } from "./reservation-store";

type JourneyRow = typeof purchaseJourneys.$inferSelect;

export type JourneyResult = RecordResult<JourneyView>;

/**
 * The car on this site by its slug (the page's `car_id`) or its numeric id: another site's car or an
 * unknown one is none.
 */
export async function journeyCar(
  db: Database,
  site: Site,
  carRef: string | number,
): Promise<SearchDocument | null> {
  let match: SQL;
  if (typeof carRef === "number" || /^\d+$/.test(carRef)) {
    // An id past int4's range is no car, not a database error (issue 29).
    const id = parseRecordId(carRef);
    if (id === null) return null;
    match = eq(cars.id, id);
  } else {
    if (hasNul(carRef)) return null;
    match = eq(cars.slug, carRef);
  }
  const [row] = await searchFrom(db).where(and(siteStockWhere(site), match));
  return row ? rowToDocument(row) : null;
}

/** A reservation that holds this journey's car for its shopper right now. */
function holdsCar(reservation: ReservationRow | null, row: Pick<JourneyRow, "siteId" | "carId">, now: Date) {
  return (
    reservation !== null &&
    reservation.status === "held" &&
    reservation.siteId === row.siteId &&
    reservation.carId === row.carId &&
    reservation.expiresAt.getTime() > now.getTime()
  );
}

/**
 * canPurchaseOnline, with the journey's own hold not counting against it: a car the shopper reserved
 * in step 1 is `reserved`, and that is the point, not a reason to stop.
 */
export function purchasableForJourney(car: SearchDocument, site: Site, ownHold: boolean): boolean {
  return canPurchaseOnline(
    ownHold ? { ...car, reserved: false } : car,
    siteForDealership(site, car.dealershipId).config,
  );
}

async function viewOf(db: Database, row: JourneyRow): Promise<JourneyView> {
  const reservation = row.reservationId ? await findReservation(db, row.reservationId) : null;
  return {
    id: row.id,
    car_id: row.carId,
    status: row.status,
    steps: row.steps,
    next_step: nextStep(row.steps),
    complete: isComplete(row.steps),
    reservation: reservation
      ? {
          id: reservation.id,
          status: reservation.status,
          expires_at: reservation.heldAt ? reservation.expiresAt.toISOString() : null,
        }
      : null,
    lead_id: row.leadId,
  };
}

async function findJourney(db: Database, site: Site, id: string): Promise<JourneyRow | null> {
  const [row] = await db
    .select()
    .from(purchaseJourneys)
    .where(and(eq(purchaseJourneys.id, id), eq(purchaseJourneys.siteId, site.id)));
  return row ?? null;
}

/** POST /api/purchase-journeys: a new, empty journey for a car that can be bought online. */
export async function startJourney(
  db: Database,
  site: Site,
  carRef: string | number,
  now: Date,
): Promise<JourneyResult> {
  const car = await journeyCar(db, site, carRef);
  if (!car) return { kind: "not-found" };
  if (!canPurchaseOnline(car, siteForDealership(site, car.dealershipId).config)) {
    return {
      kind: "conflict",
      reason: car.reserved ? "This car is already reserved." : "This car can't be bought online.",
    };
  }
  const [row] = await db
    .insert(purchaseJourneys)
    .values({
      id: `pj_${randomBytes(18).toString("base64url")}`,
      siteId: site.id,
      carId: car.id,
      steps: {},
      status: "open",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { kind: "created", view: await viewOf(db, row!) };
}

/** GET /api/purchase-journeys/{id}: whoever holds the id may read it, on its own site only. */
export async function readJourney(db: Database, site: Site, id: string): Promise<JourneyView | null> {
  const row = await findJourney(db, site, id);
  return row ? viewOf(db, row) : null;
}

/**
 * PUT /api/purchase-journeys/{id}/{step}: one step's answers, checked by the step's schema on the
 * dealer's clock (the car's location's zone); the reserve step's reservation must hold this car.
 */
export async function saveStep(
  db: Database,
  site: Site,
  id: string,
  step: DataStep,
  body: unknown,
  now: Date,
): Promise<JourneyResult> {
  const row = await findJourney(db, site, id);
  if (!row) return { kind: "not-found" };
  if (row.status === "submitted")
    return { kind: "conflict", reason: "This purchase has already been submitted." };
  const car = await journeyCar(db, site, row.carId);
  if (!car) return { kind: "conflict", reason: "This car is no longer for sale." };
  const parsed = stepSchema(step, { now, timeZone: openingTimeZone(car.state) }).safeParse(body);
  if (!parsed.success) return { kind: "invalid", issues: firstIssuePerKey(zodIssues(parsed.error)) };

  let reservationId = row.reservationId;
  if (step === "reserve") {
    const { reservation_id } = parsed.data as { reservation_id: string };
    const reservation = await findReservation(db, reservation_id);
    if (!holdsCar(reservation, row, now)) {
      return {
        kind: "invalid",
        issues: [
          { key: "reservation_id", message: "reservation_id: that reservation does not hold this car." },
        ],
      };
    }
    reservationId = reservation_id;
  }
  const ownHold = holdsCar(reservationId ? await findReservation(db, reservationId) : null, row, now);
  if (!purchasableForJourney(car, site, ownHold)) {
    return { kind: "conflict", reason: "This car can no longer be bought online." };
  }

  // One step's answers replace that step's only (jsonb ||), and only while the journey is open.
  const [updated] = await db
    .update(purchaseJourneys)
    .set({
      steps: sql`${purchaseJourneys.steps} || ${JSON.stringify({ [step]: parsed.data })}::jsonb`,
      reservationId,
      updatedAt: now,
    })
    .where(and(eq(purchaseJourneys.id, row.id), eq(purchaseJourneys.status, "open")))
    .returning();
  if (!updated) return { kind: "conflict", reason: "This purchase has already been submitted." };
  return { kind: "ok", view: await viewOf(db, updated) };
}

/**
 * POST /api/purchase-journeys/{id}/submit: files one 'Online Purchase' lead through the outbox (its
 * idempotency key is the journey's, so a repeat or a race finds the same lead) and marks the journey
 * submitted. Refused until every step is answered and the reservation still holds the car.
 */
export async function submitJourney(db: Database, site: Site, id: string, now: Date): Promise<JourneyResult> {
  const row = await findJourney(db, site, id);
  if (!row) return { kind: "not-found" };
  if (row.status === "submitted") return { kind: "ok", view: await viewOf(db, row) };
  if (!isComplete(row.steps)) {
    return { kind: "conflict", reason: `Please finish the ${nextStep(row.steps)} step first.` };
  }
  const reservation = row.reservationId ? await findReservation(db, row.reservationId) : null;
  if (!reservation || !holdsCar(reservation, row, now)) {
    return {
      kind: "conflict",
      reason: "Your reservation no longer holds this car. Please reserve it again.",
    };
  }
  const summary = journeySummary(row.steps);
  const result = await submitLead(
    db,
    site,
    systemLead({
      ...ONLINE_PURCHASE_LEAD,
      carId: row.carId,
      customer: {
        firstName: reservation.firstName,
        lastName: reservation.lastName,
        email: reservation.email,
        phone: reservation.phone,
        postcode: reservation.postcode,
      },
      message: `Bought online: ${Object.entries(summary)
        .map(([label, value]) => `${label}: ${value}`)
        .join("; ")}.`,
      extra: { Journey: row.id, ...summary },
      fields: { purchase_journey_id: row.id, steps: row.steps },
      idempotencyKey: `purchase-journey:${row.id}`,
    }),
    now,
    { kind: "received" },
  );
  if (result.kind !== "created" && result.kind !== "replayed") {
    return { kind: "conflict", reason: "We couldn't file your purchase just now. Please try again." };
  }
  const [updated] = await db
    .update(purchaseJourneys)
    .set({ status: "submitted", leadId: result.id, submittedAt: now, updatedAt: now })
    .where(eq(purchaseJourneys.id, row.id))
    .returning();
  return { kind: "ok", view: await viewOf(db, updated!) };
}

/**
 * Deletes open journeys nobody saved for OPEN_JOURNEY_RETENTION_DAYS (lib/checkout/purchase-journey
 * `isStaleJourney`): the shopper's address and payment answers are not kept for a purchase that never
 * happened. Submitted journeys stay with their lead. Returns how many went.
 */
export async function purgeStaleJourneys(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - OPEN_JOURNEY_RETENTION_DAYS * 86_400_000);
  const gone = await db
    .delete(purchaseJourneys)
    .where(and(eq(purchaseJourneys.status, "open"), lt(purchaseJourneys.updatedAt, cutoff)))
    .returning({ id: purchaseJourneys.id });
  return gone.length;
}
