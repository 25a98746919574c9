import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** A website: one slug, one template, the domains it answers on, and its config overrides. */
export const sites = pgTable("sites", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  template: text("template").notNull().default("default"),
  domains: text("domains").array().notNull().default(sql`'{}'::text[]`),
  url: text("url"),
  logoUrl: text("logo_url"),
  /** Overrides only; parsed over the shared defaults by lib/tenancy/site-config. */
  config: jsonb("config").notNull().default({}),
  /**
   * Bumped, in the same transaction, by every write that changes which cars the site lists: its
   * config, or the dealerships it shows. Part of the site's stock version (with its dealerships'
   * `stock_version`), so every server's search index sees the change within a version check, however
   * long its cached copy of the site lives.
   */
  listingVersion: bigint("listing_version", { mode: "number" }).notNull().default(0),
  /**
   * When an operator archived the site (issue 32 §6, decision 0056): every address of it answers 410
   * Gone, its data is kept, and its console is read-only. Null: the site is live.
   */
  archivedAt: timestamp("archived_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const dealerships = pgTable("dealerships", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  manufacturerName: text("manufacturer_name"),
  phone: text("phone"),
  email: text("email"),
  youtubeUrl: text("youtube_url"),
  autograb: boolean("autograb").notNull().default(false),
  config: jsonb("config").notNull().default({}),
  /**
   * Bumped, in the same transaction, by every write that changes what search shows of this
   * dealership: its cars, its locations' names, its own name. A site's stock version is derived from
   * its dealerships' versions, so an in-process search index can tell cheaply whether it is stale.
   */
  stockVersion: bigint("stock_version", { mode: "number" }).notNull().default(0),
  /**
   * The bumps of `stock_version` made by writes of car rows alone (a feed's car batches, a complete
   * feed marking cars sold), bumped with it. While a site's two sums move together, every change since
   * a server's index was built is in the car rows themselves, and the index reloads only the cars
   * written since (decision 0086); any other bump (a location's or dealership's name, a staff
   * change, a photo, config) moves `stock_version` alone and the index is rebuilt whole.
   */
  carsVersion: bigint("cars_version", { mode: "number" }).notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Which dealerships a site shows: a group site lists several, a single-make site one. */
export const siteDealerships = pgTable(
  "site_dealerships",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.dealershipId] })],
);

/**
 * Who holds each custom domain (issue 29 item 1, decision 0041): one row per claim, the domain
 * lower-cased without a trailing dot or a leading `www.` (lib/tenancy/domains `domainClaim`), so the
 * primary key lets one site hold a domain and refuses a second. Kept in step with `sites.domains` by
 * the database itself (trigger `sites_domains_claim`, migration 0015): every write of a site's
 * domains rewrites its claims in the same statement, and fails there when another site holds one.
 */
export const siteDomains = pgTable(
  "site_domains",
  {
    domain: text("domain").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
  },
  (t) => [
    check(
      "site_domains_claim_form",
      sql`${t.domain} = lower(${t.domain}) and ${t.domain} <> '' and ${t.domain} not like 'www.%' and ${t.domain} not like '%.'`,
    ),
    check("site_domains_not_local", sql`${t.domain} <> 'localhost' and ${t.domain} not like '%.localhost'`),
  ],
);
