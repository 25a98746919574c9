import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { DealerOffer } from "../../../lib/trade-in/dealer-offer";
import type { TradeInInspection } from "../../../lib/trade-in/inspection";
import type { TradeInStatus, Valuation } from "../../../lib/trade-in/trade-in-types";
import type { ContactStep, TradeInSteps } from "../../../lib/trade-in/wizard";
import { leads } from "./leads";
import { phoneDigits } from "./phone-digits";
import { cars } from "./stock";
import { sites } from "./tenancy";

export type { TradeInStatus } from "../../../lib/trade-in/trade-in-types";

/**
 * One shopper's trade-in valuation (issue 20): the wizard's answers step by step, the valuation made
 * and the leads it filed. The id is the secret link a shopper comes back with, like a purchase
 * journey's. Open ones nobody finished are deleted after 30 days (the reservation worker's sweep).
 */
export const tradeIns = pgTable(
  "trade_ins",
  {
    /** `tv_` + 18 random bytes, base64url. */
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** The car the shopper wants to buy (spec 01 §2 `/cars/trade-in?car_id=`), if they came from one. */
    carId: integer("car_id").references(() => cars.id, { onDelete: "set null" }),
    steps: jsonb("steps").$type<TradeInSteps>().notNull().default({}),
    /** Kept apart from `steps`: written once, with the valuation, and read by the accepted-offer lead. */
    contact: jsonb("contact").$type<Omit<ContactStep, "form_token" | "website">>(),
    valuation: jsonb("valuation").$type<Valuation>(),
    status: text("status").$type<TradeInStatus>().notNull().default("open"),
    valuationLeadId: uuid("valuation_lead_id").references(() => leads.id, { onDelete: "set null" }),
    acceptedLeadId: uuid("accepted_lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull(),
    valuedAt: timestamp("valued_at", { withTimezone: true, precision: 3 }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true, precision: 3 }),
    /** The dealer's word on the offer (issue 31 §6): confirmed, or revised with a note; null: none yet. */
    dealerOffer: jsonb("dealer_offer").$type<DealerOffer>(),
    /** Counts the dealer's decisions: an action is done only at the revision its sender saw. */
    offerRevision: integer("offer_revision").notNull().default(0),
    /** The inspection the shopper booked (issue 34 item 2, decision 0084); null: none yet. */
    inspection: jsonb("inspection").$type<TradeInInspection>(),
    /**
     * When the shopper's details were taken out (decision 0070): the contact gone, the car's rego and
     * VIN and the offer's note emptied; the car's make and model, the valuation and the offer kept.
     */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index("trade_ins_site_created").on(t.siteId, t.createdAt),
    /** The garage's look for a signed-in shopper's valuations, by the contact phone's digits. */
    index("trade_ins_site_contact_phone").on(t.siteId, phoneDigits(sql`(${t.contact} ->> 'phone')`)),
  ],
);
