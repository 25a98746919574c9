import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { JourneyStatus, JourneySteps } from "../../../lib/checkout/purchase-journey";
import type { ReservationStatus } from "../../../lib/checkout/reservation";
import type { NextAction, PaymentState } from "../../../lib/payments/payment-state";
import { leads } from "./leads";
import { phoneDigits } from "./phone-digits";
import { cars } from "./stock";
import { sites } from "./tenancy";

/**
 * A shopper's reservation of one car (issue 18, spec 02 §4 "a refundable deposit holds a car for 48
 * hours"). The row is written before every call to the payment processor, so a crash between steps
 * leaves a row a worker can finish or pay back (server/checkout/advance-reservation.ts).
 */
export const reservations = pgTable(
  "reservations",
  {
    /** Random and unguessable: `GET /api/reservations/{id}` answers to whoever holds it. */
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    status: text("status").$type<ReservationStatus>().notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    postcode: text("postcode").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("aud"),
    /** Which processor holds the payment ('local' or 'stripe'), and its reference for it. */
    paymentProvider: text("payment_provider").notNull(),
    paymentToken: text("payment_token").notNull(),
    paymentRef: text("payment_ref"),
    /**
     * The Stripe connected account the payment lives on (a dealer's own, decision 0071), so its later
     * steps go to the same account; null: the platform's own account, or the local processor.
     */
    paymentAccount: text("payment_account"),
    /**
     * The payment's state as the processor last reported it in a signed event (decision 0072), and
     * when: what the console shows as confirmed. Null until an event arrives (our own calls' answers
     * are provisional and do not set it).
     */
    paymentStatus: text("payment_status").$type<PaymentState>(),
    paymentStatusAt: timestamp("payment_status_at", { withTimezone: true, precision: 3 }),
    /**
     * While pending on the shopper's bank (3-D Secure): what the browser must do next (Stripe.js
     * `handleNextAction` with the intent's client secret, or the local test bank's page). Cleared
     * once the payment is authorised or fails.
     */
    nextAction: jsonb("next_action").$type<NextAction>(),
    /** Where the shopper's bank sends them back after its page (3-D Secure): the page they reserved on. */
    returnUrl: text("return_url"),
    /** A chargeback on the deposit: Stripe's dispute status ('needs_response' … 'won', 'lost'). */
    disputeStatus: text("dispute_status"),
    /** The client's Idempotency-Key header, unique per site; with a hash of what it sent. */
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    /** When the hold ends (set when it is held; until then, when the pending row is abandoned). */
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    heldAt: timestamp("held_at", { withTimezone: true, precision: 3 }),
    capturedAt: timestamp("captured_at", { withTimezone: true, precision: 3 }),
    /** An authorisation that was never captured, released (voided) when the hold ended. */
    releasedAt: timestamp("released_at", { withTimezone: true, precision: 3 }),
    refundedAt: timestamp("refunded_at", { withTimezone: true, precision: 3 }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /**
     * The short reference the shopper and staff read ('MMG-4821', lib/checkout/reservation-reference),
     * unique per site; null for reservations made before references (decision 0062).
     */
    reference: text("reference"),
    /** The card as the processor described it once authorised ('visa', '4242'), when it did. */
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** The hold end the shopper was last reminded of ("ends soon"); a later end is reminded again. */
    remindedFor: timestamp("reminded_for", { withTimezone: true, precision: 3 }),
    /** Held by the process advancing the row until then; a dead process's lease lapses. */
    lockedUntil: timestamp("locked_until", { withTimezone: true, precision: 3 }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /**
     * When the shopper's details were taken out (decision 0070): names, e-mail, phone, postcode and
     * the card's last digits emptied; the money (amount, currency, processor and its reference, status
     * and dates) kept, as the dealer's books need it.
     */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true, precision: 3 }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    /** Exactly one active hold per car, decided by the database, so every server agrees. */
    uniqueIndex("reservations_one_active_per_car").on(t.carId).where(sql`${t.status} in ('pending', 'held')`),
    uniqueIndex("reservations_site_idempotency_key").on(t.siteId, t.idempotencyKey),
    /**
     * A reservation's short reference, unique per site (decision 0062). Partial: reservations made
     * before references have none, and an index of every row by site alone would be the smallest
     * index starting with site_id, which PostgreSQL then prefers to the phone's for the garage's look.
     */
    uniqueIndex("reservations_site_reference")
      .on(t.siteId, t.reference)
      .where(sql`${t.reference} is not null`),
    index("reservations_site_created").on(t.siteId, t.createdAt),
    /** A processor's event finds its reservation by the payment's id (decision 0072). */
    index("reservations_payment_ref")
      .on(t.paymentProvider, t.paymentRef)
      .where(sql`${t.paymentRef} is not null`),
    /** The garage's look for a signed-in shopper's reservations, by the phone's digits. */
    index("reservations_site_phone").on(t.siteId, phoneDigits(t.phone)),
    /** The worker's look for unfinished work: anything not yet final. */
    index("reservations_open")
      .on(t.updatedAt)
      .where(sql`${t.status} in ('pending', 'held', 'cancelled', 'expired')`),
  ],
);

/** Every transition and payment step of a reservation, with when and why (its audit trail). */
export const reservationEvents = pgTable(
  "reservation_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    reservationId: text("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    /** null for the first event and for payment steps that change no status (capture, release). */
    fromStatus: text("from_status").$type<ReservationStatus>(),
    toStatus: text("to_status").$type<ReservationStatus>().notNull(),
    reason: text("reason").notNull(),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index("reservation_events_reservation").on(t.reservationId, t.id)],
);

/**
 * The local test processor's ledger (server/payments/local-provider.ts): one row per payment it
 * authorised or declined, by idempotency key, so a retried call is answered the same and tests can
 * count captures.
 */
export const localPayments = pgTable("local_payments", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  token: text("token").notNull(),
  /** requires_action | authorised | declined | captured | voided | refunded */
  status: text("status").notNull(),
  /** Where the test bank's page sends the shopper back to (a card that asks for 3-D Secure). */
  returnUrl: text("return_url"),
  capturedCents: integer("captured_cents").notNull().default(0),
  refundedCents: integer("refunded_cents").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shopper's online purchase of one car (decision 0028): the answers to each step as they are saved
 * (`steps`, keyed by step), the reservation that holds the car, and once submitted the dealer's lead.
 */
export const purchaseJourneys = pgTable(
  "purchase_journeys",
  {
    /** `pj_` + 18 random bytes, base64url: the id is the secret (GET /api/purchase-journeys/{id}). */
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    reservationId: text("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    steps: jsonb("steps").$type<JourneySteps>().notNull().default({}),
    status: text("status").$type<JourneyStatus>().notNull().default("open"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [index("purchase_journeys_site_created").on(t.siteId, t.createdAt)],
);
