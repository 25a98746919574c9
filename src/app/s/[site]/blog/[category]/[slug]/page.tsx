import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { ArticleCard } from "@/components/content/article-card";
import { RichText } from "@/components/content/rich-text";
import { Breadcrumb } from "@/components/ui/breadcrumb";
import { articleDateText, articleDateValue, blogPostingJsonLd } from "@/lib/content/blog-article";
import { blogArticlePath, blogCategoryPath, siteBlogCategories } from "@/lib/content/blog-categories";
import { richTextPlain, richTextTree, shortenText } from "@/lib/content/rich-text";
import { decodeRouteParam } from "@/lib/text/route-param";
import { jsonLdScript } from "@/lib/vehicle/car-json-ld";
import { findBlogArticle, listBlogArticles } from "@/server/content/queries";
import { getDatabase } from "@/server/db/database";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadSite } from "../../../_loaders/site";
import { blogTimeZone, cardData } from "../../../_routes/blog-route";

type Props = { params: Promise<{ site: string; category: string; slug: string }> };

export const dynamic = "force-dynamic";

/** One lookup per request, shared by the metadata and the page. */
const load = cache(async (siteSlug: string, slug: string) => {
  const site = await loadSite(siteSlug);
  if (!site) return null;
  const article = await findBlogArticle(await getDatabase(), site, decodeRouteParam(slug));
  const categories = siteBlogCategories(site.template.blogCategory);
  const category = article && categories.find((c) => c.slug === article.category);
  if (!article || !category) return null;
  const tree = richTextTree({ markdown: article.body, blocks: article.blocks });
  const url = `${siteOrigin(site)}${blogArticlePath(category.slug, article.slug)}`;
  const description = shortenText(article.seoDescription ?? article.summary ?? richTextPlain(tree), 160);
  return { site, article, category, categories, tree, url, description };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, slug } = await params;
  const loaded = await load(siteSlug, slug);
  if (!loaded) return {};
  const { article, url, description } = loaded;
  const images = article.imageUrl ? [new URL(article.imageUrl, url).href] : [];
  return {
    title: article.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      url,
      title: article.title,
      description,
      publishedTime: article.publishedAt.toISOString(),
      ...(article.modifiedAt ? { modifiedTime: article.modifiedAt.toISOString() } : {}),
      ...(article.author ? { authors: [article.author] } : {}),
      images,
    },
  };
}

/**
 * /blog/{category}/{slug}: one article (decision 0033 chose the URL; the spec shows only the listing's).
 * An article asked for under another category (it was re-filed) is sent on to its one address; an
 * unknown or not yet published article is the site's 404.
 */
export default async function BlogArticleRoute({ params }: Props) {
  const { site: siteSlug, category: categorySlug, slug } = await params;
  const loaded = await load(siteSlug, slug);
  if (!loaded) notFound();
  const { site, article, category, categories, tree, url, description } = loaded;
  if (decodeRouteParam(categorySlug) !== category.slug)
    permanentRedirect(blogArticlePath(category.slug, article.slug));
  const zone = blogTimeZone(site);
  const more = (await listBlogArticles(await getDatabase(), site, { category: category.slug, limit: 4 }))
    .filter((a) => a.slug !== article.slug)
    .slice(0, 3);
  const jsonLd = blogPostingJsonLd(article, {
    url,
    origin: siteOrigin(site),
    siteName: site.name,
    logoUrl: site.logoUrl,
    category,
    description,
  });
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdScript escapes '<', so the data cannot close the script
        dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }}
      />
      <article className="mx-auto max-w-3xl px-4 py-8">
        <Breadcrumb
          trail={[
            { name: "Blog", href: "/blog" },
            { name: category.name, href: blogCategoryPath(category.slug) },
            { name: article.title },
          ]}
        />
        <h1 className="mt-3 text-3xl font-bold md:text-4xl">{article.title}</h1>
        <p className="mt-3 text-muted-foreground">
          {article.author ? `By ${article.author} · ` : null}
          <time dateTime={articleDateValue(article.publishedAt, zone)}>
            {articleDateText(article.publishedAt, zone)}
          </time>
        </p>
        {article.summary ? <p className="mt-4 text-lg">{article.summary}</p> : null}
        {article.imageUrl ? (
          <img
            src={article.imageUrl}
            alt={article.imageAlt ?? ""}
            fetchPriority="high"
            className="mt-6 aspect-[16/9] w-full rounded-lg bg-muted object-cover"
          />
        ) : null}
        <RichText tree={tree} className="mt-6" />
      </article>
      {more.length ? (
        <section aria-labelledby="more-articles" className="mx-auto max-w-7xl px-4 pb-12">
          <h2 id="more-articles" className="text-2xl font-bold">
            More {category.name.toLowerCase()}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((a) => (
              <li key={a.slug}>
                <ArticleCard data={cardData(site, categories, a)} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
