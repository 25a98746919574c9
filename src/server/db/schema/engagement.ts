import { index, integer, pgTable, serial, timestamp } from "drizzle-orm/pg-core";
import { cars } from "./stock";
import { dealerships, sites } from "./tenancy";

/**
 * A shopper revealed a car's phone number on its page (spec 01 §4 "Phone reveal", §7 "Phone-reveal
 * event: car_id, dealership_id, website_id"): the dealer's measure of call intent.
 */
export const phoneReveals = pgTable(
  "phone_reveals",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.carId, t.createdAt), index().on(t.siteId, t.createdAt)],
);
