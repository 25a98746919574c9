import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { BlogCategory } from "./blog-categories";
import { blogArticlePath, blogCategoryPath } from "./blog-categories";
import type { BlogArticle } from "./content-pages";

/**
 * Blog rules (spec 02 §2 "Blog"; article fields "not shown", §9: decision 0033): dates as Australians
 * write them, on the dealer's clock; listing pages; and the article's structured data for search.
 */

/** "12 March 2026": a publishing date on the dealer's clock. */
export function articleDateText(date: Date, timeZone: string): string {
  return format(new TZDate(date, timeZone), "d MMMM yyyy");
}

/** The calendar date of `date` on the dealer's clock, for `<time dateTime>`. */
export function articleDateValue(date: Date, timeZone: string): string {
  return format(new TZDate(date, timeZone), "yyyy-MM-dd");
}

/** Articles on one listing page. */
export const ARTICLES_PER_PAGE = 12;

/** The listing page a `?page=` asks for: a whole number from 1, else 1. */
export function listingPage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));
}

type JsonLdContext = {
  /** The article's canonical URL. */
  url: string;
  origin: string;
  siteName: string;
  logoUrl: string | null;
  category: BlogCategory;
  /** The article's text, for its description when it has none of its own. */
  description: string;
};

/**
 * schema.org BlogPosting (what search engines read for an article's headline, dates, author and
 * picture) with the breadcrumb Blog › category › article.
 */
export function blogPostingJsonLd(article: BlogArticle, ctx: JsonLdContext): Record<string, unknown>[] {
  const image = article.imageUrl ? new URL(article.imageUrl, ctx.url).href : undefined;
  const publisher = {
    "@type": "Organization",
    name: ctx.siteName,
    url: `${ctx.origin}/`,
    ...(ctx.logoUrl ? { logo: { "@type": "ImageObject", url: new URL(ctx.logoUrl, ctx.url).href } } : {}),
  };
  return [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: article.title,
      description: ctx.description,
      url: ctx.url,
      mainEntityOfPage: { "@type": "WebPage", "@id": ctx.url },
      datePublished: article.publishedAt.toISOString(),
      dateModified: (article.modifiedAt ?? article.publishedAt).toISOString(),
      articleSection: ctx.category.name,
      author: article.author ? { "@type": "Person", name: article.author } : publisher,
      publisher,
      ...(image ? { image: [image] } : {}),
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Blog", item: `${ctx.origin}/blog` },
        {
          "@type": "ListItem",
          position: 2,
          name: ctx.category.name,
          item: `${ctx.origin}${blogCategoryPath(ctx.category.slug)}`,
        },
        {
          "@type": "ListItem",
          position: 3,
          name: article.title,
          item: `${ctx.origin}${blogArticlePath(ctx.category.slug, article.slug)}`,
        },
      ],
    },
  ];
}
