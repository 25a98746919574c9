import "server-only";
import { and, asc, eq } from "drizzle-orm";
import {
  type ContentData,
  type ContentKind,
  STRIP_KEY,
  STRIP_SLOTS,
  stripItems,
} from "@/lib/content/content-kinds";
import { chosenHomeSections, HOME_KEY, homeSectionSlots } from "@/lib/content/home-page";
import type { Executor } from "../db/client";
import { blogArticles, contentPages, guaranteeItems, homePages, offers, promoPopups } from "../db/schema";

/**
 * The live side of content edited in the console (decision 0053): what the site reads (offers,
 * content_pages, blog_articles), read as a version's fields and written from them. Only the fields the
 * editor has are written: an imported offer's model and excluded sites, a page's blocks when no body is
 * given, stay as the import left them.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (s: string | null | undefined) => (s ? new Date(s) : null);

/** Every live item of the site of one kind, by slug, as editor fields. */
export async function readLiveItems(
  db: Executor,
  siteId: number,
  kind: ContentKind,
  slug?: string,
): Promise<Map<string, ContentData>> {
  const out = new Map<string, ContentData>();
  if (kind === "offers") {
    const rows = await db
      .select()
      .from(offers)
      .where(and(eq(offers.siteId, siteId), slug === undefined ? undefined : eq(offers.slug, slug)));
    for (const r of rows) {
      out.set(r.slug, {
        name: r.name,
        category: r.category,
        manufacturerName: r.manufacturerName,
        description: r.description || null,
        disclaimer: r.disclaimer || null,
        imageUrl: r.imageUrl,
        startsAt: iso(r.startsAt),
        expiresAt: iso(r.expiresAt),
      });
    }
  } else if (kind === "pages") {
    const rows = await db
      .select()
      .from(contentPages)
      .where(
        and(eq(contentPages.siteId, siteId), slug === undefined ? undefined : eq(contentPages.slug, slug)),
      );
    for (const r of rows) {
      out.set(r.slug, {
        title: r.title,
        summary: r.summary,
        body: r.body,
        seoDescription: r.seoDescription,
        imageUrl: r.imageUrl,
        imageAlt: r.imageAlt,
        publishedFrom: iso(r.publishedFrom),
        publishedUntil: iso(r.publishedUntil),
      });
    }
  } else if (kind === "strip") {
    const rows = await db
      .select()
      .from(guaranteeItems)
      .where(eq(guaranteeItems.siteId, siteId))
      .orderBy(asc(guaranteeItems.position));
    if (rows.length && (slug === undefined || slug === STRIP_KEY)) out.set(STRIP_KEY, stripData(rows));
  } else if (kind === "home") {
    const [row] = await db.select().from(homePages).where(eq(homePages.siteId, siteId));
    if (row && (slug === undefined || slug === HOME_KEY)) out.set(HOME_KEY, homeData(row));
  } else if (kind === "popups") {
    const rows = await db
      .select()
      .from(promoPopups)
      .where(
        and(eq(promoPopups.siteId, siteId), slug === undefined ? undefined : eq(promoPopups.slug, slug)),
      );
    for (const r of rows) {
      out.set(r.slug, {
        title: r.title,
        description: r.description,
        imageUrl: r.imageUrl,
        imageAlt: r.imageAlt,
        buttonText: r.buttonText,
        buttonUrl: r.buttonUrl,
        start: iso(r.start),
        expiry: iso(r.expiry),
      });
    }
  } else {
    const rows = await db
      .select()
      .from(blogArticles)
      .where(
        and(eq(blogArticles.siteId, siteId), slug === undefined ? undefined : eq(blogArticles.slug, slug)),
      );
    for (const r of rows) {
      out.set(r.slug, {
        title: r.title,
        category: r.category,
        summary: r.summary,
        body: r.body,
        author: r.author,
        seoDescription: r.seoDescription,
        imageUrl: r.imageUrl,
        imageAlt: r.imageAlt,
        publishedAt: iso(r.publishedAt),
      });
    }
  }
  return out;
}

/** Puts a version's fields on the site (insert, or update of the editor's fields only). */
export async function writeLiveItem(
  db: Executor,
  siteId: number,
  kind: ContentKind,
  slug: string,
  data: ContentData,
  now: Date,
): Promise<void> {
  if (kind === "offers") {
    const values = {
      name: data.name ?? slug,
      category: data.category ?? null,
      manufacturerName: data.manufacturerName ?? null,
      description: data.description ?? "",
      disclaimer: data.disclaimer ?? "",
      imageUrl: data.imageUrl ?? null,
      startsAt: date(data.startsAt),
      expiresAt: date(data.expiresAt),
    };
    await db
      .insert(offers)
      .values({ siteId, slug, ...values })
      .onConflictDoUpdate({ target: [offers.siteId, offers.slug], set: values });
  } else if (kind === "pages") {
    const values = {
      title: data.title ?? slug,
      summary: data.summary ?? null,
      body: data.body ?? null,
      // A body written here replaces an imported page's blocks; without one the blocks stay.
      ...(data.body ? { blocks: null } : {}),
      seoDescription: data.seoDescription ?? null,
      imageUrl: data.imageUrl ?? null,
      imageAlt: data.imageAlt ?? null,
      publishedFrom: date(data.publishedFrom),
      publishedUntil: date(data.publishedUntil),
      updatedAt: now,
    };
    await db
      .insert(contentPages)
      .values({ siteId, slug, ...values })
      .onConflictDoUpdate({ target: [contentPages.siteId, contentPages.slug], set: values });
  } else if (kind === "strip") {
    await db.delete(guaranteeItems).where(eq(guaranteeItems.siteId, siteId));
    const rows = stripItems(data).map((item, position) => ({ siteId, position, ...item }));
    if (rows.length) await db.insert(guaranteeItems).values(rows);
  } else if (kind === "home") {
    const values = {
      heroHeading: data.heroHeading ?? null,
      heroText: data.heroText ?? null,
      heroImageUrl: data.heroImageUrl ?? null,
      heroImageAlt: data.heroImageAlt ?? null,
      heroButtonText: data.heroButtonText ?? null,
      heroButtonLink: data.heroButtonLink ?? null,
      // Stored as chosen (none chosen: null, the template's order), read back through the same rule.
      sections: chosenHomeSections(data),
      updatedAt: now,
    };
    await db
      .insert(homePages)
      .values({ siteId, ...values })
      .onConflictDoUpdate({ target: homePages.siteId, set: values });
  } else if (kind === "popups") {
    const values = {
      title: data.title ?? slug,
      description: data.description ?? null,
      imageUrl: data.imageUrl ?? null,
      imageAlt: data.imageAlt ?? null,
      buttonText: data.buttonText ?? null,
      buttonUrl: data.buttonUrl ?? null,
      start: date(data.start),
      expiry: date(data.expiry),
    };
    await db
      .insert(promoPopups)
      .values({ siteId, slug, ...values })
      .onConflictDoUpdate({ target: [promoPopups.siteId, promoPopups.slug], set: values });
  } else {
    const values = {
      title: data.title ?? slug,
      category: data.category ?? "",
      summary: data.summary ?? null,
      body: data.body ?? null,
      ...(data.body ? { blocks: null } : {}),
      author: data.author ?? null,
      seoDescription: data.seoDescription ?? null,
      imageUrl: data.imageUrl ?? null,
      imageAlt: data.imageAlt ?? null,
      publishedAt: date(data.publishedAt) ?? now,
      updatedAt: now,
    };
    await db
      .insert(blogArticles)
      .values({ siteId, slug, ...values })
      .onConflictDoUpdate({
        target: [blogArticles.siteId, blogArticles.slug],
        set: { ...values, modifiedAt: now },
      });
  }
}

/** Takes the item off the site (its versions stay). */
export async function removeLiveItem(db: Executor, siteId: number, kind: ContentKind, slug: string) {
  if (kind === "offers") await db.delete(offers).where(and(eq(offers.siteId, siteId), eq(offers.slug, slug)));
  else if (kind === "pages") {
    await db.delete(contentPages).where(and(eq(contentPages.siteId, siteId), eq(contentPages.slug, slug)));
  } else if (kind === "strip") {
    await db.delete(guaranteeItems).where(eq(guaranteeItems.siteId, siteId));
  } else if (kind === "home") {
    await db.delete(homePages).where(eq(homePages.siteId, siteId));
  } else if (kind === "popups") {
    await db.delete(promoPopups).where(and(eq(promoPopups.siteId, siteId), eq(promoPopups.slug, slug)));
  } else {
    await db.delete(blogArticles).where(and(eq(blogArticles.siteId, siteId), eq(blogArticles.slug, slug)));
  }
}

/** The strip's rows as the editor's slots (title1, detail1, icon1, link1, …), past the bundle's limit left out. */
function stripData(rows: (typeof guaranteeItems.$inferSelect)[]): ContentData {
  const data: ContentData = {};
  rows.slice(0, STRIP_SLOTS).forEach((row, i) => {
    data[`title${i + 1}`] = row.title;
    data[`detail${i + 1}`] = row.detail;
    data[`icon${i + 1}`] = row.icon;
    data[`link${i + 1}`] = row.linkUrl;
  });
  return data;
}

/** The home page's row as the editor's fields: the hero's, and the order in slots. */
function homeData(row: typeof homePages.$inferSelect): ContentData {
  return {
    heroHeading: row.heroHeading,
    heroText: row.heroText,
    heroImageUrl: row.heroImageUrl,
    heroImageAlt: row.heroImageAlt,
    heroButtonText: row.heroButtonText,
    heroButtonLink: row.heroButtonLink,
    ...homeSectionSlots(row.sections),
  };
}
