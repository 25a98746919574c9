import "server-only";
import { siteBlogCategories } from "@/lib/content/blog-categories";
import type { Site } from "@/lib/tenancy/site";
import { listBlogArticles } from "@/server/content/queries";
import { getDatabase } from "@/server/db/database";
import { loadGuaranteeItems } from "../_loaders/content";
import { cardData } from "./blog-route";

/** The home page's content (issue 19 item 4): the guarantee strip and the three latest articles. */
export async function loadHomeContent(site: Site) {
  const categories = siteBlogCategories(site.template.blogCategory);
  const [guarantees, latest] = await Promise.all([
    loadGuaranteeItems(site.slug),
    listBlogArticles(await getDatabase(), site, { limit: 3, categories: categories.map((c) => c.slug) }),
  ]);
  return { guarantees, articles: latest.map((a) => cardData(site, categories, a)) };
}
