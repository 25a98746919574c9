import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { locations } from "./locations";
import { cars } from "./stock";
import { dealerships, sites } from "./tenancy";

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.siteId, t.createdAt)],
);
