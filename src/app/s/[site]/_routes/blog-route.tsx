import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ArticleCard, type ArticleCardData } from "@/components/content/article-card";
import { BlogCategoryCards } from "@/components/content/blog-category-cards";
import {
  ARTICLES_PER_PAGE,
  articleDateText,
  articleDateValue,
  listingPage,
  pageCount,
} from "@/lib/content/blog-article";
import { type BlogCategory, blogCategoryPath, siteBlogCategories } from "@/lib/content/blog-categories";
import type { BlogArticleSummary } from "@/lib/content/content-pages";
import { stateTimeZone } from "@/lib/locations/time-zones";
import type { Site } from "@/lib/tenancy/site";
import { listBlogArticles } from "@/server/content/queries";
import { getDatabase } from "@/server/db/database";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadSite } from "../_loaders/site";

export type BlogListingProps = {
  params: Promise<{ site: string; category?: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The clock the blog's dates are written on: the site's state's, else Sydney's. */
export function blogTimeZone(site: Site): string {
  return stateTimeZone(site.config.default_state) ?? "Australia/Sydney";
}

export function cardData(
  site: Site,
  categories: readonly BlogCategory[],
  article: BlogArticleSummary,
): ArticleCardData {
  const zone = blogTimeZone(site);
  return {
    article,
    categoryName: categories.find((c) => c.slug === article.category)?.name ?? article.category,
    dateText: articleDateText(article.publishedAt, zone),
    dateValue: articleDateValue(article.publishedAt, zone),
  };
}

/**
 * The blog of this request: the site's categories and its published articles (a dealer's blog is tens
 * of articles, so one read serves the counts, the listing and its pages). Null for an unknown site or
 * category.
 */
export const loadBlog = cache(async (siteSlug: string, categorySlug: string | null) => {
  const site = await loadSite(siteSlug);
  if (!site) return null;
  const categories = siteBlogCategories(site.template.blogCategory);
  const category = categorySlug === null ? null : categories.find((c) => c.slug === categorySlug);
  if (category === undefined) return null;
  const all = await listBlogArticles(await getDatabase(), site, {
    categories: categories.map((c) => c.slug),
  });
  const counts: Record<string, number> = {};
  for (const a of all) counts[a.category] = (counts[a.category] ?? 0) + 1;
  const articles = category ? all.filter((a) => a.category === category.slug) : all;
  return { site, categories, category, counts, articles };
});

function listingPath(category: BlogCategory | null, page: number): string {
  const base = category ? blogCategoryPath(category.slug) : "/blog";
  return page > 1 ? `${base}?page=${page}` : base;
}

export async function blogListingMetadata({ params, searchParams }: BlogListingProps): Promise<Metadata> {
  const { site: siteSlug, category: categorySlug } = await params;
  const blog = await loadBlog(siteSlug, categorySlug ?? null);
  if (!blog) return {};
  const { site, category } = blog;
  const page = Math.min(listingPage((await searchParams).page), pageCount(blog.articles.length));
  const name = category ? category.name : "Blog";
  return {
    title: page > 1 ? `${name} (page ${page})` : name,
    description: category
      ? `${category.description} From ${site.name}.`
      : `Vehicle reviews, news, buying advice and car care from ${site.name}.`,
    alternates: { canonical: `${siteOrigin(site)}${listingPath(category, page)}` },
  };
}

/**
 * /blog and /blog/{category} (spec 02 §2: "/blog/vehicle-reviews: blog listing", "a listing with
 * category cards"): the category cards, then the articles newest first, twelve a page. A category
 * with no articles yet says so; an unknown category is the site's 404.
 */
export async function BlogListing({ params, searchParams }: BlogListingProps) {
  const { site: siteSlug, category: categorySlug } = await params;
  const blog = await loadBlog(siteSlug, categorySlug ?? null);
  if (!blog) notFound();
  const { site, categories, category, counts, articles } = blog;
  const pages = pageCount(articles.length);
  const page = Math.min(listingPage((await searchParams).page), pages);
  const shown = articles.slice((page - 1) * ARTICLES_PER_PAGE, page * ARTICLES_PER_PAGE);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{category ? category.name : `The ${site.name} blog`}</h1>
      <p className="mt-2 text-muted-foreground">
        {category ? category.description : "Vehicle reviews, news, buying advice and car care from our team."}
      </p>
      <div className="mt-6">
        <BlogCategoryCards categories={categories} current={category?.slug ?? null} counts={counts} />
      </div>
      <section aria-label={category ? `${category.name} articles` : "Latest articles"} className="mt-8">
        {shown.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-articles">
            {shown.map((article) => (
              <li key={article.slug}>
                <ArticleCard data={cardData(site, categories, article)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border p-6 text-muted-foreground">
            No articles in {category?.name ?? "the blog"} yet. Have a look at our other categories above.
          </p>
        )}
      </section>
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-8 flex items-center justify-between">
          {page > 1 ? (
            <a
              href={listingPath(category, page - 1)}
              rel="prev"
              className="font-semibold text-primary underline"
            >
              Newer articles
            </a>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted-foreground">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <a
              href={listingPath(category, page + 1)}
              rel="next"
              className="font-semibold text-primary underline"
            >
              Older articles
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
