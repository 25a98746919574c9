import "server-only";
import { blogArticlePath, blogCategoryPath, siteBlogCategories } from "@/lib/content/blog-categories";
import { contentPagePath } from "@/lib/content/content-pages";
import type { SitemapEntry } from "@/lib/seo/sitemap";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { listBlogArticles, listContentPages } from "./queries";

/** Spec 02 §2 "/parts/search: parts search": every site has the parts enquiry there. */
export const PARTS_SEARCH_PATH = "/parts/search";

/**
 * The sitemap's content URLs (issue 19 item 4 §4): each published page at its one URL, the blog, each
 * category with articles and each article with its last change, and the parts search. Kept here so
 * the sitemap route only adds this source to its list.
 */
export async function contentSitemapEntries(
  db: Database,
  site: Site,
  origin: string,
  now = new Date(),
): Promise<SitemapEntry[]> {
  const categories = siteBlogCategories(site.template.blogCategory).map((c) => c.slug);
  const [pages, articles] = await Promise.all([
    listContentPages(db, site, now),
    listBlogArticles(db, site, { categories }, now),
  ]);
  const entries: SitemapEntry[] = pages.map((p) => ({
    loc: `${origin}${contentPagePath(p.slug)}`,
    lastmod: p.updatedAt.toISOString(),
  }));
  if (articles.length) {
    entries.push({ loc: `${origin}/blog` });
    for (const category of categories.filter((c) => articles.some((a) => a.category === c)))
      entries.push({ loc: `${origin}${blogCategoryPath(category)}` });
    for (const a of articles)
      entries.push({
        loc: `${origin}${blogArticlePath(a.category, a.slug)}`,
        lastmod: (a.modifiedAt ?? a.updatedAt).toISOString(),
      });
  }
  entries.push({ loc: `${origin}${PARTS_SEARCH_PATH}` });
  return entries;
}
