import { date, index, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { locations } from "./locations";

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    /** The review's id at its source (e.g. Google), so re-imports update rather than duplicate. */
    sourceId: text("source_id").notNull(),
    customerName: text("customer_name").notNull(),
    text: text("text").notNull().default(""),
    rating: integer("rating").notNull(),
    reviewDate: date("review_date").notNull(),
    replyText: text("reply_text"),
    replyDate: date("reply_date"),
    imageUrl: text("image_url"),
  },
  (t) => [unique("reviews_location_source").on(t.locationId, t.sourceId), index().on(t.locationId)],
);
