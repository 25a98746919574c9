import { index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { cars } from "./stock";
import { sites } from "./tenancy";

/** A signed-in shopper, identified by phone number (spec 01 §6). */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    name: text("name"),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("users_site_phone").on(t.siteId, t.phone)],
);

export const watchlistEntries = pgTable(
  "watchlist_entries",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("watchlist_user_car").on(t.userId, t.carId), index().on(t.carId)],
);
