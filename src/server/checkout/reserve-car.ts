import "server-only";
import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  ACTIVE_RESERVATION_STATUSES,
  type ReservationRequest,
  type ReservationStatus,
  reservability,
  reservationDepositCents,
} from "@/lib/checkout/reservation";
import { firstFree, referenceCandidates, referencePrefix } from "@/lib/checkout/reservation-reference";
import type { NextAction } from "@/lib/payments/payment-state";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { cars, reservationEvents, reservations } from "../db/schema";
import type { PaymentProvider } from "../payments/payment-provider";
import { siteStockWhere } from "../stock/listed-stock";
import { rowToDocument, searchFrom } from "../stock/search-documents";
import { type AdvanceDeps, advanceReservation } from "./advance-reservation";
import { findReservation, RESERVATION_LEASE_MS, type ReservationRow } from "./reservation-store";

export type ReservationView = {
  reservation_id: string;
  /** The short reference the receipt and the yard use ('MMG-4821'); null for one made before them. */
  reference: string | null;
  status: ReservationStatus;
  expires_at: string | null;
  /**
   * While pending on the shopper's bank (3-D Secure, decision 0072): what their browser must do next,
   * Stripe.js's `handleNextAction` with the intent's client secret, or the test bank's page.
   */
  next_action?: NextAction;
};

export type ReserveCarResult =
  /** The car is held for this shopper (201), or this key's reservation again (200). */
  | { kind: "held" | "replayed"; reservation: ReservationView }
  /** The shopper's bank wants them to confirm first (202): the car is kept for them meanwhile. */
  | { kind: "requires-action"; reservation: ReservationView }
  /** The card was declined (402): the reservation is cancelled and the car stays available. */
  | { kind: "declined"; reason: string }
  /** The processor failed (502): nothing was taken, the car stays available; try again. */
  | { kind: "payment-error"; reason: string }
  /** The car is held by someone else or cannot be reserved (409). */
  | { kind: "unavailable"; reason: string }
  /** No such car on this site (404). */
  | { kind: "not-found" }
  /** The same Idempotency-Key with a different request (409, a client bug or tampering). */
  | { kind: "key-reused" };

export type ReserveCarOptions = {
  /** The processor for new reservations, and by name for their later steps. */
  provider: PaymentProvider;
  providerNamed?: AdvanceDeps["provider"];
  /** Where the shopper's bank sends them back (3-D Secure), for the new reservation's id. */
  returnUrl?: (reservationId: string) => string;
  now?: () => Date;
  onHeld?: () => void;
};

/**
 * Reserves a car for a shopper (issue 18): check that the car is this site's and reservable, then
 * insert the pending reservation — the unique index on a car's active reservation decides a race, on
 * one server or many — and only then call the processor (advanceReservation), so a crash at any
 * point leaves a row that says what was about to happen, for the worker to finish or pay back.
 */
export async function reserveCar(
  db: Database,
  site: Site,
  request: ReservationRequest,
  idempotencyKey: string,
  options: ReserveCarOptions,
): Promise<ReserveCarResult> {
  const now = options.now ?? (() => new Date());
  const requestHash = hashRequest(request);
  const earlier = await byKey(db, site, idempotencyKey);
  if (earlier) return answerRepeat(earlier, requestHash);

  const [carRow] = await searchFrom(db).where(and(siteStockWhere(site), eq(cars.id, request.car_id)));
  if (!carRow) return { kind: "not-found" };
  const car = rowToDocument(carRow);
  // The car's dealership may switch reserving off or set its own deposit (decision 0032).
  const { config } = siteForDealership(site, car.dealershipId);
  const verdict = reservability(car, config);
  if (!verdict.ok) return { kind: "unavailable", reason: verdict.reason };

  const id = `res_${randomBytes(18).toString("base64url")}`;
  const at = now();
  // A reference taken by a reservation made in the same instant fails the insert too: try once more.
  let inserted = false;
  for (let attempt = 0; attempt < 2 && !inserted; attempt++) {
    inserted = await insertPending(db, site, {
      id,
      carId: car.id,
      request,
      amountCents: reservationDepositCents(car, config),
      provider: options.provider.name,
      account: options.provider.account ?? null,
      returnUrl: options.returnUrl?.(id) ?? null,
      idempotencyKey,
      requestHash,
      reference: await freeReference(db, site),
      at,
    });
    if (inserted) break;
    const same = await byKey(db, site, idempotencyKey);
    if (same) return answerRepeat(same, requestHash);
    if (await carHeld(db, car.id)) break;
  }
  if (!inserted) return { kind: "unavailable", reason: "This car is already reserved." };

  const providerNamed =
    options.providerNamed ?? ((name: string) => (name === options.provider.name ? options.provider : null));
  const row = await advanceReservation(db, id, { provider: providerNamed, now });
  // The request is done with the row: the worker may take whatever is left (a capture to retry); one
  // waiting on the shopper's bank stays leased until its time is up.
  await db
    .update(reservations)
    .set({ lockedUntil: null })
    .where(and(eq(reservations.id, id), isNull(reservations.nextAction)));
  if (!row) throw new Error(`reservation ${id} vanished`);
  if (row.status === "pending" && row.nextAction)
    return { kind: "requires-action", reservation: viewOf(row) };
  if (row.status === "held") {
    options.onHeld?.();
    return { kind: "held", reservation: viewOf(row) };
  }
  const reason = row.lastError ?? "The payment did not go through.";
  if (reason.startsWith("card declined")) return { kind: "declined", reason: "Your card was declined." };
  return {
    kind: "payment-error",
    reason: "The payment service is unavailable. Nothing was charged; please try again.",
  };
}

type PendingRow = {
  id: string;
  carId: number;
  request: ReservationRequest;
  amountCents: number;
  provider: string;
  account: string | null;
  returnUrl: string | null;
  idempotencyKey: string;
  requestHash: string;
  reference: string;
  at: Date;
};

/** The pending row and its first event, or false when a unique index refused it (see the caller). */
async function insertPending(db: Database, site: Site, row: PendingRow): Promise<boolean> {
  const { request, at } = row;
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(reservations)
      .values({
        id: row.id,
        siteId: site.id,
        carId: row.carId,
        status: "pending",
        firstName: request.first_name,
        lastName: request.last_name,
        email: request.email,
        phone: request.phone,
        postcode: request.postcode,
        amountCents: row.amountCents,
        paymentProvider: row.provider,
        paymentAccount: row.account,
        returnUrl: row.returnUrl,
        paymentToken: request.payment_token,
        idempotencyKey: row.idempotencyKey,
        requestHash: row.requestHash,
        reference: row.reference,
        // Until it is held, the row's end is its lease: a checkout that never comes back is abandoned.
        expiresAt: new Date(at.getTime() + RESERVATION_LEASE_MS),
        lockedUntil: new Date(at.getTime() + RESERVATION_LEASE_MS),
        createdAt: at,
        updatedAt: at,
      })
      // Any unique index: another active reservation of this car, this key already used, this reference taken.
      .onConflictDoNothing()
      .returning({ id: reservations.id });
    if (rows.length === 0) return false;
    await tx.insert(reservationEvents).values({
      reservationId: row.id,
      fromStatus: null,
      toStatus: "pending",
      reason: "reservation requested",
      at,
    });
    return true;
  });
}

/**
 * A short reference not yet taken on this site (lib/checkout/reservation-reference): eight random
 * four-digit ones are looked up at once, the first free is used; five digits once four are crowded.
 */
export async function freeReference(
  db: Database,
  site: Pick<Site, "id" | "name">,
  random: () => number = () => randomInt(0, 2 ** 30) / 2 ** 30,
): Promise<string> {
  const prefix = referencePrefix(site.name);
  for (let digits = 4; digits <= 8; digits++) {
    const candidates = referenceCandidates(prefix, random, digits);
    const taken = await db
      .select({ reference: reservations.reference })
      .from(reservations)
      .where(and(eq(reservations.siteId, site.id), inArray(reservations.reference, candidates)));
    const free = firstFree(candidates, new Set(taken.map((t) => t.reference ?? "")));
    if (free) return free;
  }
  throw new Error(`no free reservation reference for site ${site.id}`);
}

async function carHeld(db: Database, carId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.carId, carId), inArray(reservations.status, [...ACTIVE_RESERVATION_STATUSES])))
    .limit(1);
  return row !== undefined;
}

export function viewOf(
  row: Pick<ReservationRow, "id" | "status" | "expiresAt" | "heldAt" | "reference" | "nextAction">,
): ReservationView {
  return {
    reservation_id: row.id,
    reference: row.reference,
    status: row.status,
    // A pending row's end is only its lease; the shopper is shown the hold's end once there is one.
    expires_at: row.heldAt ? row.expiresAt.toISOString() : null,
    ...(row.status === "pending" && row.nextAction ? { next_action: row.nextAction } : {}),
  };
}

export async function reservationStatus(
  db: Database,
  site: Site,
  id: string,
): Promise<ReservationView | null> {
  const row = await findReservation(db, id);
  return row && row.siteId === site.id ? viewOf(row) : null;
}

async function byKey(db: Database, site: Site, key: string): Promise<ReservationRow | null> {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.siteId, site.id), eq(reservations.idempotencyKey, key)));
  return row ?? null;
}

function answerRepeat(row: ReservationRow, requestHash: string): ReserveCarResult {
  if (row.requestHash !== requestHash) return { kind: "key-reused" };
  return { kind: "replayed", reservation: viewOf(row) };
}

/** What makes two requests "the same" for the Idempotency-Key: what the shopper sent. */
function hashRequest(request: ReservationRequest): string {
  const fields = Object.entries(request).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash("sha256").update(JSON.stringify(fields)).digest("hex");
}
