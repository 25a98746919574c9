import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { AlertChannel, AlertEventKind, DigestMessage } from "@/lib/alerts/alert-types";
import { users } from "./accounts";
import { outboxColumns } from "./outbox";
import { cars } from "./stock";
import { sites } from "./tenancy";

/**
 * Saved searches and alerts (issue 21 §6, decision 0038). A signed-in shopper saves searches and
 * watches cars (`watchlist_entries`); an import that adds a car matching a saved search, or lowers a
 * watched car's price, records an alert event; once a day, at the site's digest hour, a shopper's
 * events become one digest, which the outbox sends by SMS or e-mail.
 */

/** A search a shopper saved: its canonical query string (lib/alerts/saved-search) and how to alert. */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The canonical query string, without '?': `make=Toyota&price=%3A30000` (filters only, no page or sort). */
    query: text("query").notNull(),
    channel: text("channel").$type<AlertChannel>().notNull(),
    /** The shopper's on/off switch; the unsubscribe link turns it off. */
    alertsOn: boolean("alerts_on").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One search is one saved search however its values are capitalised: the engines compare them
    // case aside, and search words are read lower-case.
    uniqueIndex("saved_searches_user_query").on(t.userId, sql`lower(${t.query})`),
    index().on(t.siteId),
  ],
);

/**
 * A shopper's price-drop alerts for the cars on their watchlist: on by SMS unless they say otherwise,
 * so a shopper without a row has them on (the watchlist page says so, and every alert can stop them).
 */
export const priceAlertSettings = pgTable("price_alert_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  alertsOn: boolean("alerts_on").notNull().default(true),
  channel: text("channel").$type<AlertChannel>().notNull().default("sms"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Something a shopper is to hear about in their next digest: a new car matching a saved search, or a
 * watched car's lower price. Recorded by the import; `digest_id` is set when a digest takes it.
 */
export const alertEvents = pgTable(
  "alert_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AlertEventKind>().notNull(),
    /** The saved search a new car matched; null for a price drop. */
    savedSearchId: integer("saved_search_id").references(() => savedSearches.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    /** A price drop's shown price before and after the import. */
    oldPrice: numeric("old_price", { precision: 12, scale: 2, mode: "number" }),
    newPrice: numeric("new_price", { precision: 12, scale: 2, mode: "number" }),
    digestId: bigint("digest_id", { mode: "number" }).references(() => alertDigests.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A car is news to a saved search once: an import that runs twice records it once.
    uniqueIndex("alert_events_new_match").on(t.savedSearchId, t.carId).where(sql`${t.kind} = 'new_match'`),
    index("alert_events_undigested").on(t.siteId, t.userId).where(sql`${t.digestId} is null`),
    index().on(t.digestId),
    index().on(t.carId),
  ],
);

/**
 * One shopper's digest of one local day (`local_date` on the site's clock): the unique key is the
 * "at most one a day" rule, held by the database, so a second server composing at the same moment
 * makes nothing. The message is rendered when the digest is made, so a retry sends the same text; the
 * row is an outbox row, sent by the outbox worker.
 */
export const alertDigests = pgTable(
  "alert_digests",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** `YYYY-MM-DD` on the site's clock. */
    localDate: text("local_date").notNull(),
    channel: text("channel").$type<AlertChannel>().notNull(),
    /** The phone (E.164) or e-mail address it goes to. */
    target: text("target").notNull(),
    message: jsonb("message").$type<DigestMessage>().notNull(),
    ...outboxColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("alert_digests_user_day").on(t.userId, t.localDate),
    index("alert_digests_due").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index().on(t.siteId, t.createdAt),
  ],
);
