import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { reservations } from "./checkout";
import { sites } from "./tenancy";

/**
 * Every processor event we acted on, by the processor's own id (Stripe's `evt_…`, decision 0072):
 * inserted in the same transaction as the event's effect, so a delivery repeated (Stripe retries, a
 * replay) finds its id and changes nothing. Kept with what it did, for the reservation's history.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    /** The connected account the event happened on (Connect), or null for the platform's own. */
    account: text("account"),
    type: text("type").notNull(),
    /** The payment (or account) it is about: `pi_…`, `acct_…`. */
    objectId: text("object_id"),
    reservationId: text("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    /** What the event did: 'moved to refunded', 'recorded', 'ignored: …'. */
    outcome: text("outcome").notNull(),
    /** When the processor made the event (its `created`), and when it reached us. */
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index("payment_events_reservation").on(t.reservationId)],
);

/**
 * A site's own Stripe account (Stripe Connect, decision 0071): deposits of the site's reservations
 * are direct charges on it. Set up by the site's group admin through Stripe's hosted onboarding; its
 * state is what Stripe last said (account.updated, or a retrieve when the admin comes back).
 */
export const paymentAccounts = pgTable("payment_accounts", {
  siteId: integer("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  provider: text("provider").notNull().default("stripe"),
  /** Stripe's `acct_…`: not a secret (Stripe.js is given it in the shopper's browser). */
  accountId: text("account_id").notNull().unique(),
  chargesEnabled: boolean("charges_enabled").notNull().default(false),
  payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
  detailsSubmitted: boolean("details_submitted").notNull().default(false),
  /** Stripe's `requirements.currently_due`: what the dealer still has to tell Stripe. */
  requirementsDue: text("requirements_due").array().notNull().default([]),
  disabledReason: text("disabled_reason"),
  createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull(),
});
