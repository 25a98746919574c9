import Link from "next/link";
import { BLOG_LISTING_PATH } from "@/lib/content/blog-categories";
import { ArticleCard, type ArticleCardData } from "./article-card";

/** The home page's latest blog articles, with the way into the blog (issue 19 item 4). */
export function LatestArticles({ articles }: { articles: readonly ArticleCardData[] }) {
  if (!articles.length) return null;
  return (
    <section aria-labelledby="latest-articles" className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="latest-articles" className="text-2xl font-bold">
          Reviews &amp; news
        </h2>
        <Link href={BLOG_LISTING_PATH} className="font-semibold text-primary underline">
          Read our vehicle reviews
        </Link>
      </div>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((data) => (
          <li key={data.article.slug}>
            <ArticleCard data={data} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
