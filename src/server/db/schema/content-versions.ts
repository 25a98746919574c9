import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { staffUsers } from "./staff";
import { sites } from "./tenancy";

/*
 * Content edited in the console (issue 32 item 2, decision 0053): every save of an offer, page or blog
 * article is a version of it here: its editable fields as the editor sent them, what it did (a draft,
 * a publish, an unpublish), who made it and which fields changed. The site still reads the live tables
 * (offers, content_pages, blog_articles); a publish writes the version's fields there in the same
 * transaction. An import is a version too (source "import"). `revision` counts an item's versions from
 * 1; the unique key makes a stale or repeated save fail instead of landing twice.
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** "offer" | "page" | "blog" (lib/content/content-kinds.ts). */
    kind: text("kind").notNull(),
    /** The item's slug: its identity on the site, fixed once made. */
    itemKey: text("item_key").notNull(),
    revision: integer("revision").notNull(),
    /** "draft" | "published" | "unpublished": what the version did to the site. */
    state: text("state").notNull(),
    /** "console" | "import" | "rollback". */
    source: text("source").notNull(),
    /** For a rollback: the revision whose fields it brought back. */
    rollbackOf: integer("rollback_of"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** The fields that differ from the previous version (all of them for the first). */
    changed: text("changed").array().notNull().default([]),
    staffId: integer("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** Who, as text that reads the same after an account is gone ("Import" for a bundle). */
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("content_versions_item_revision").on(t.siteId, t.kind, t.itemKey, t.revision),
    index("content_versions_site_kind").on(t.siteId, t.kind, t.createdAt),
  ],
);
