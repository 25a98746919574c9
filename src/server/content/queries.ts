import "server-only";
import { and, asc, desc, eq, gt, isNull, lte, or, type SQL } from "drizzle-orm";
import type {
  BlogArticle,
  BlogArticleSummary,
  ContentPage,
  GuaranteeIcon,
  GuaranteeItem,
} from "@/lib/content/content-pages";
import { DEFAULT_HOME_PAGE, type HomePageView, isHomeSection } from "@/lib/content/home-page";
import type { Site } from "@/lib/tenancy/site";
import { hasNul } from "@/lib/text/well-formed";
import type { Database } from "../db/client";
import { blogArticles, contentPages, guaranteeItems, homePages } from "../db/schema";

/**
 * Reads of the content store (issue 19 item 4, decision 0033). Every read takes the site: a site only
 * ever sees its own pages, articles and strip.
 */

/** A page's publishing window holds at `now`. */
function pageLive(now: Date): SQL {
  return and(
    or(isNull(contentPages.publishedFrom), lte(contentPages.publishedFrom, now)),
    or(isNull(contentPages.publishedUntil), gt(contentPages.publishedUntil, now)),
  ) as SQL;
}

const pageColumns = {
  slug: contentPages.slug,
  title: contentPages.title,
  summary: contentPages.summary,
  body: contentPages.body,
  blocks: contentPages.blocks,
  seoDescription: contentPages.seoDescription,
  imageUrl: contentPages.imageUrl,
  imageAlt: contentPages.imageAlt,
  callToAction: contentPages.callToAction,
  updatedAt: contentPages.updatedAt,
};

/**
 * The site's published content page with this slug, or null. The seam for routes that fall back to
 * content (the named routes, /pages/{slug}, and the catch-all's `/{slug}` rule for a slug that is not a
 * model: issue 19 item 4 §3).
 */
export async function findContentPage(
  db: Database,
  site: Pick<Site, "id">,
  slug: string,
  now = new Date(),
): Promise<ContentPage | null> {
  // A NUL names nothing and would fail the query (issue 29): not asked of the database.
  if (hasNul(slug)) return null;
  const [row] = await db
    .select(pageColumns)
    .from(contentPages)
    .where(and(eq(contentPages.siteId, site.id), eq(contentPages.slug, slug), pageLive(now)))
    .limit(1);
  return row ?? null;
}

/** Every published page of the site (slug and last change), for the sitemap. */
export async function listContentPages(
  db: Database,
  site: Pick<Site, "id">,
  now = new Date(),
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(and(eq(contentPages.siteId, site.id), pageLive(now)))
    .orderBy(asc(contentPages.slug));
}

const summaryColumns = {
  slug: blogArticles.slug,
  category: blogArticles.category,
  title: blogArticles.title,
  summary: blogArticles.summary,
  author: blogArticles.author,
  imageUrl: blogArticles.imageUrl,
  imageAlt: blogArticles.imageAlt,
  seoDescription: blogArticles.seoDescription,
  publishedAt: blogArticles.publishedAt,
  modifiedAt: blogArticles.modifiedAt,
  updatedAt: blogArticles.updatedAt,
};

/** The site's published articles, newest first: of one category, or all; at most `limit`. */
export async function listBlogArticles(
  db: Database,
  site: Pick<Site, "id">,
  options: { category?: string; limit?: number; categories?: readonly string[] } = {},
  now = new Date(),
): Promise<BlogArticleSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogArticles)
    .where(
      and(
        eq(blogArticles.siteId, site.id),
        lte(blogArticles.publishedAt, now),
        options.category ? eq(blogArticles.category, options.category) : undefined,
      ),
    )
    .orderBy(desc(blogArticles.publishedAt), asc(blogArticles.slug))
    .limit(options.limit ?? 1000);
  // An article filed under a category the site no longer has (its template changed) is not listed.
  return options.categories ? rows.filter((r) => options.categories!.includes(r.category)) : rows;
}

/** The site's published article with this slug, whichever category it is filed under, or null. */
export async function findBlogArticle(
  db: Database,
  site: Pick<Site, "id">,
  slug: string,
  now = new Date(),
): Promise<BlogArticle | null> {
  // A NUL names nothing and would fail the query (issue 29): not asked of the database.
  if (hasNul(slug)) return null;
  const [row] = await db
    .select({ ...summaryColumns, body: blogArticles.body, blocks: blogArticles.blocks })
    .from(blogArticles)
    .where(
      and(eq(blogArticles.siteId, site.id), eq(blogArticles.slug, slug), lte(blogArticles.publishedAt, now)),
    )
    .limit(1);
  return row ?? null;
}

/** The site's guarantee strip, in order; empty when the site has none. */
export async function listGuaranteeItems(db: Database, site: Pick<Site, "id">): Promise<GuaranteeItem[]> {
  const rows = await db
    .select({
      title: guaranteeItems.title,
      detail: guaranteeItems.detail,
      icon: guaranteeItems.icon,
      linkUrl: guaranteeItems.linkUrl,
    })
    .from(guaranteeItems)
    .where(eq(guaranteeItems.siteId, site.id))
    .orderBy(asc(guaranteeItems.position));
  return rows.map((r) => ({ ...r, icon: r.icon as GuaranteeIcon | null }));
}

/**
 * The site's home page as staff edited it (decision 0060), else the template's. A section key a later
 * release no longer has is skipped, never shown as an error.
 */
export async function findHomePage(db: Database, site: Pick<Site, "id">): Promise<HomePageView> {
  const [row] = await db.select().from(homePages).where(eq(homePages.siteId, site.id)).limit(1);
  if (!row) return DEFAULT_HOME_PAGE;
  const sections = (row.sections ?? []).filter(isHomeSection);
  return {
    hero: {
      heading: row.heroHeading,
      text: row.heroText,
      imageUrl: row.heroImageUrl,
      imageAlt: row.heroImageAlt,
      buttonText: row.heroButtonText,
      buttonLink: row.heroButtonLink,
    },
    sections: sections.length ? sections : DEFAULT_HOME_PAGE.sections,
  };
}
