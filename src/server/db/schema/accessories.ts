import { boolean, integer, numeric, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { models } from "./stock";

/**
 * Accessories per model (spec 02 §2 "/{model slug}/accessories"): content data under the
 * manufacturer's model, shared by every site showing the model, imported through the bundle's
 * `accessories` section (decision 0031). Text is plain and rendered as text, never as HTML.
 */
export const accessories = pgTable(
  "accessories",
  {
    id: serial("id").primaryKey(),
    modelId: integer("model_id")
      .notNull()
      .references(() => models.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    category: text("category"),
    description: text("description"),
    partNumber: text("part_number"),
    /** Recommended retail price in whole dollars, GST included; null: a parts enquiry for a price. */
    price: numeric("price", { precision: 12, scale: 2, mode: "number" }),
    priceIncludesFitting: boolean("price_includes_fitting").notNull().default(false),
    imageUrl: text("image_url"),
    position: integer("position"),
  },
  // The unique key leads with model_id, so it also serves "this model's accessories".
  (t) => [unique("accessories_model_slug").on(t.modelId, t.slug)],
);
