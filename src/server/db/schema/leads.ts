import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { LeadDelivery } from "@/lib/leads/lead-delivery";
import type { LeadStatus } from "@/lib/leads/lead-status";
import { foldCaseSql } from "../../../lib/inbox/inbox-search";
import { locations } from "./locations";
import { outboxColumns } from "./outbox";
import { staffUsers } from "./staff";
import { cars } from "./stock";
import { dealerships, sites } from "./tenancy";

/**
 * The lead's own text for the inbox's search (issue 31 §4, migration lead_inbox_search): the shopper's
 * name, e-mail and phone and the car's stock number and VIN, normalised the way lib/inbox/inbox-search
 * reads a search, and indexed per site for prefix matches. The database computes them (GENERATED
 * ALWAYS … STORED) from the dealer's snapshot, or from the form's fields for a lead without one, so no
 * insert path can forget them and the migration filled every existing row.
 */
const customer = (key: string, field: string) =>
  `coalesce("delivery" #>> '{customer,${key}}', "fields" ->> '${field}')`;
const fullName = `btrim(coalesce("delivery" #>> '{customer,firstName}', "fields" ->> 'name', '') || ' ' || coalesce("delivery" #>> '{customer,lastName}', "fields" ->> 'last_name', ''))`;
const searchColumns = {
  searchName: text("search_name").generatedAlwaysAs(
    sql.raw(`nullif(${foldCaseSql(`regexp_replace(${fullName}, '[[:space:]]+', ' ', 'g')`)}, '')`),
  ),
  /** The name's last word: "Jo Anne Citizen" is found by "citi" as well as by "jo". */
  searchSurname: text("search_surname").generatedAlwaysAs(
    sql.raw(foldCaseSql(`substring(${fullName} from '[[:space:]]([^[:space:]]+)$')`)),
  ),
  searchEmail: text("search_email").generatedAlwaysAs(
    sql.raw(`nullif(${foldCaseSql(`btrim(${customer("email", "email")})`)}, '')`),
  ),
  /**
   * lib/inbox/inbox-search phoneSearchKey: digits, without 0061, +61 or the trunk 0. With the e-mail
   * column, also how a lead's page finds the shopper's other leads (server/leads/lead-page-read).
   */
  searchPhone: text("search_phone").generatedAlwaysAs(
    sql.raw(
      `nullif(regexp_replace(regexp_replace(${customer("phone", "phone")}, '[^0-9]', '', 'g'), '^(0061|610|61|0)', ''), '')`,
    ),
  ),
  searchStock: text("search_stock").generatedAlwaysAs(
    sql.raw(`nullif(upper(btrim("delivery" #>> '{vehicle,stocknum}')), '')`),
  ),
  searchVin: text("search_vin").generatedAlwaysAs(
    sql.raw(`nullif(upper(btrim("delivery" #>> '{vehicle,vin}')), '')`),
  ),
};

/**
 * A shopper's enquiry. Stored before the shopper sees success; delivery to the dealer runs from an
 * outbox (issue 5) so nothing is lost between the two.
 */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    carId: integer("car_id").references(() => cars.id, { onDelete: "set null" }),
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "set null" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    source: text("source").notNull().default("Website"),
    url: text("url"),
    userAgent: text("user_agent"),
    /** The form's own fields (name, email, phone, postcode, message, opt-ins …). */
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull().default({}),
    leadAttributes: jsonb("lead_attributes").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The form render's key: a shopper who presses Send twice, or whose connection drops after we
     * stored the lead, sends the same key again and gets the first answer instead of a second lead.
     */
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the validated submission, so a reused key with different content is refused. */
    requestHash: text("request_hash"),
    /** What the dealer is sent, fixed when the lead is stored (see LeadDelivery). */
    delivery: jsonb("delivery").$type<LeadDelivery>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The dealer's workflow (issue 31 §4, lib/leads/lead-status): new → contacted → appointment → sold | lost. */
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    /** Why a lead was sold or lost, in the staff member's words. */
    statusReason: text("status_reason"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    assignedStaffId: integer("assigned_staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The first status change or note after arrival: the dealer's first response. */
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    /**
     * When the shopper's details were taken out (decision 0070): at their request, or past the site's
     * `retention.leads_days`. The row stays, with its kind, source, car and dates, so the dealer's
     * counts hold; `fields`, the snapshot's customer and message, the page and browser are gone.
     */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    ...searchColumns,
  },
  (t) => [
    index().on(t.siteId, t.createdAt),
    index("leads_site_status_created").on(t.siteId, t.status, t.createdAt),
    index("leads_assigned_staff").on(t.assignedStaffId),
    check("leads_status_known", sql`${t.status} in ('new', 'contacted', 'appointment', 'sold', 'lost')`),
    uniqueIndex("leads_site_idempotency_key").on(t.siteId, t.idempotencyKey),
    /** The inbox's kind filter: a rare kind's newest leads without reading the site's others. */
    index("leads_site_category_created").on(t.siteId, t.category, t.createdAt),
    index("leads_search_name").on(t.siteId, t.searchName.op("text_pattern_ops")),
    index("leads_search_surname").on(t.siteId, t.searchSurname.op("text_pattern_ops")),
    index("leads_search_email").on(t.siteId, t.searchEmail.op("text_pattern_ops")),
    index("leads_search_phone").on(t.siteId, t.searchPhone.op("text_pattern_ops")),
    index("leads_search_stock").on(t.siteId, t.searchStock.op("text_pattern_ops")),
    index("leads_search_vin").on(t.siteId, t.searchVin.op("text_pattern_ops")),
  ],
);

/**
 * The delivery outbox: one row per lead and destination, written in the lead's own transaction, so
 * a lead that is stored is always a lead that will be delivered. A worker sends due rows, records the
 * outcome, and retries with backoff until the row is delivered or has used its attempts ("dead", kept
 * for an operator to see and retry).
 */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** 'email' (the dealer's readable e-mail), 'adf' (ADF XML e-mailed to a CRM) or 'webhook'. */
    channel: text("channel").$type<"email" | "adf" | "webhook">().notNull(),
    /** An e-mail address or a webhook URL; never a secret (that stays in the site's config). */
    target: text("target").notNull(),
    ...outboxColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.leadId, t.channel, t.target),
    index("lead_deliveries_due").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** A staff member's note on a lead (issue 31 §4): kept in order, never edited. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The author as shown, kept when the account is gone. */
    author: text("author").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.leadId, t.createdAt)],
);
