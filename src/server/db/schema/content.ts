import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import type { ContentBlock } from "../../../lib/content/rich-text";
import { sites } from "./tenancy";

/*
 * The content store (issue 19 item 4, decision 0033): a site's pages, blog articles and guarantee
 * strip, imported through the bundle like its offers. Bodies are kept as the feed sent them (Markdown
 * or blocks) and sanitised when rendered, so a better sanitiser protects old content too.
 */

export type CallToAction = { label: string; url: string };

/** A content page: /pages/{slug}, or a named route (/about-us, /fleet, …) when its slug is one. */
export const contentPages = pgTable(
  "content_pages",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary"),
    body: text("body"),
    blocks: jsonb("blocks").$type<ContentBlock[]>(),
    seoDescription: text("seo_description"),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    callToAction: jsonb("call_to_action").$type<CallToAction>(),
    publishedFrom: timestamp("published_from", { withTimezone: true }),
    publishedUntil: timestamp("published_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("content_pages_site_slug").on(t.siteId, t.slug)],
);

/** A blog article, at /blog/{category}/{slug}. */
export const blogArticles = pgTable(
  "blog_articles",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    summary: text("summary"),
    body: text("body"),
    blocks: jsonb("blocks").$type<ContentBlock[]>(),
    author: text("author"),
    imageUrl: text("image_url"),
    imageAlt: text("image_alt"),
    seoDescription: text("seo_description"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("blog_articles_site_slug").on(t.siteId, t.slug),
    index("blog_articles_site_category_published").on(t.siteId, t.category, t.publishedAt),
  ],
);

/** One promise of the site's guarantee strip (spec 02 §2), in `position` order. */
export const guaranteeItems = pgTable(
  "guarantee_items",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    detail: text("detail"),
    icon: text("icon"),
    linkUrl: text("link_url"),
  },
  (t) => [index().on(t.siteId, t.position)],
);

/**
 * The home page as staff edited it (issue 32 item 2, decision 0060): the hero's words, picture and
 * button, and the sections' order (keys of lib/content/home-page's HOME_SECTIONS, top first; null: the
 * template's order). No row: the template's home page. Null fields fall back to the template's words.
 */
export const homePages = pgTable("home_pages", {
  siteId: integer("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  heroHeading: text("hero_heading"),
  heroText: text("hero_text"),
  heroImageUrl: text("hero_image_url"),
  heroImageAlt: text("hero_image_alt"),
  heroButtonText: text("hero_button_text"),
  heroButtonLink: text("hero_button_link"),
  sections: text("sections").array(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
