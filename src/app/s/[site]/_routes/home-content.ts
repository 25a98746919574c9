import "server-only";
import { siteBlogCategories } from "@/lib/content/blog-categories";
import type { Site } from "@/lib/tenancy/site";
import { findHomePage, listBlogArticles } from "@/server/content/queries";
import { getDatabase } from "@/server/db/database";
import { loadGuaranteeItems } from "../_loaders/content";
import { cardData } from "./blog-route";

/**
 * The home page's content (issue 19 item 4): the hero and the sections' order as staff edited them
 * (decision 0060), the guarantee strip and the three latest articles.
 */
export async function loadHomeContent(site: Site) {
  const categories = siteBlogCategories(site.template.blogCategory);
  const db = await getDatabase();
  const [home, guarantees, latest] = await Promise.all([
    findHomePage(db, site),
    loadGuaranteeItems(site.slug),
    listBlogArticles(db, site, { limit: 3, categories: categories.map((c) => c.slug) }),
  ]);
  return { home, guarantees, articles: latest.map((a) => cardData(site, categories, a)) };
}
