import Link from "next/link";
import { blogArticlePath } from "@/lib/content/blog-categories";
import type { BlogArticleSummary } from "@/lib/content/content-pages";

export type ArticleCardData = {
  article: BlogArticleSummary;
  categoryName: string;
  dateText: string;
  dateValue: string;
};

/** An article in a listing: picture, category, title (the link), date and summary. */
export function ArticleCard({ data, headingLevel = 2 }: { data: ArticleCardData; headingLevel?: 2 | 3 }) {
  const { article, categoryName, dateText, dateValue } = data;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border hover:shadow">
      {article.imageUrl ? (
        <img
          src={article.imageUrl}
          alt={article.imageAlt ?? ""}
          loading="lazy"
          className="aspect-[16/9] w-full bg-muted object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold uppercase text-primary">{categoryName}</p>
        <Heading className="mt-1 text-lg font-semibold leading-snug">
          {/* The whole card is the link's target area; the title is its name. */}
          <Link
            href={blogArticlePath(article.category, article.slug)}
            className="after:absolute after:inset-0 hover:underline"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">
          <time dateTime={dateValue}>{dateText}</time>
          {article.author ? ` · ${article.author}` : null}
        </p>
        {article.summary ? <p className="mt-2 line-clamp-3 text-sm">{article.summary}</p> : null}
      </div>
    </article>
  );
}
