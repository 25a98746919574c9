import { integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { sites } from "./tenancy";

/**
 * The site's promo popups (spec 02 §2 "Promo popup", §4): image, title, description and a button, each
 * shown inside its window (start, expiry) like the promotional cards. Imported through the bundle's
 * `promo_popups` section, which replaces the site's set (decision 0029).
 */
export const promoPopups = pgTable(
  "promo_popups",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** The popup's identity: the browser remembers a closed popup by it. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    buttonText: text("button_text"),
    buttonUrl: text("button_url"),
    start: timestamp("start", { withTimezone: true }),
    expiry: timestamp("expiry", { withTimezone: true }),
  },
  // The unique index leads with site_id, so it also serves "this site's popups".
  (t) => [unique("promo_popups_site_slug").on(t.siteId, t.slug)],
);
