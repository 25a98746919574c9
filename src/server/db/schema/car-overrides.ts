import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { staffUsers } from "./staff";
import { dealerships } from "./tenancy";

/**
 * Staff changes over a car's feed values (issue 32 §1, decision 0051): one row per car, keyed by the
 * car's feed identity within its dealership (`car_key`: `stocknum:X`, else `vin:Y`, as
 * lib/import/validate/car-identity `carKey` without the dealership), never by the car row's id, so a
 * re-import, or a car row deleted and created again, still finds them. A null field means "as the
 * feed sent it"; the feed's own columns on `cars` are never written by staff.
 */
export const carOverrides = pgTable(
  "car_overrides",
  {
    id: serial("id").primaryKey(),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    carKey: text("car_key").notNull(),
    /** True: the car is shown nowhere a shopper or an advertising feed could see it. */
    hidden: boolean("hidden"),
    /** True: first in the site's default order and marked "Featured". */
    featured: boolean("featured"),
    /** Shown as the car's reduced price between `special_from` and `special_until`. */
    specialPrice: numeric("special_price", { precision: 12, scale: 2, mode: "number" }),
    specialFrom: timestamp("special_from", { withTimezone: true }),
    specialUntil: timestamp("special_until", { withTimezone: true }),
    /** Replaces the feed's dealer comments; "" shows none. */
    dealerComments: text("dealer_comments"),
    /** Replaces the feed's tag; "" shows none. */
    tag: text("tag"),
    /** Replaces the feed's video: a YouTube video's address; "" shows none (decision 0057). */
    video: text("video"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("car_overrides_dealership_car").on(t.dealershipId, t.carKey),
    index("car_overrides_hidden").on(t.dealershipId).where(sql`${t.hidden}`),
  ],
);
