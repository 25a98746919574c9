import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { sites } from "./tenancy";

export type OfferModel = { name?: string; slug?: string; override_url?: string };

export const offers = pgTable(
  "offers",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    disclaimer: text("disclaimer").notNull().default(""),
    category: text("category"),
    manufacturerName: text("manufacturer_name"),
    model: jsonb("model").$type<OfferModel>(),
    imageUrl: text("image_url"),
    excludedWebsiteIds: integer("excluded_website_ids").array().notNull().default([]),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("offers_site_slug").on(t.siteId, t.slug)],
);

export type PromoNodeContent = {
  title: string;
  body?: string;
  image_url?: string;
  link_url?: string;
  link_text?: string;
};

/** A promotional card placed among search results (spec 02 §4 "Promotional cards"). */
export const promoNodes = pgTable(
  "promo_nodes",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    display: text("display").array().notNull().default([]),
    strictDisplay: boolean("strict_display").notNull().default(false),
    start: timestamp("start", { withTimezone: true }),
    expiry: timestamp("expiry", { withTimezone: true }),
    node: jsonb("node").$type<PromoNodeContent>().notNull(),
  },
  (t) => [index().on(t.siteId)],
);
