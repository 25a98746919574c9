import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ContentPageView } from "@/components/content/content-page-view";
import { type ContentPage, contentPagePath } from "@/lib/content/content-pages";
import { richTextPlain, richTextTree, shortenText } from "@/lib/content/rich-text";
import type { Site } from "@/lib/tenancy/site";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadContentPage } from "../_loaders/content";
import { loadSite, requireSite } from "../_loaders/site";

export type ContentRouteProps = { params: Promise<{ site: string }> };

/** Spec-free but standard: search engines show about 160 characters of a description. */
const DESCRIPTION_LENGTH = 160;

/** The page's description: its SEO description, else its summary, else the start of its text. */
export function contentDescription(
  page: Pick<ContentPage, "seoDescription" | "summary" | "body" | "blocks">,
) {
  return shortenText(
    page.seoDescription ??
      page.summary ??
      richTextPlain(richTextTree({ markdown: page.body, blocks: page.blocks })),
    DESCRIPTION_LENGTH,
  );
}

/** A content page's title, description, canonical URL and Open Graph card. */
export async function contentMetadata(siteSlug: string, slug: string): Promise<Metadata> {
  const [site, page] = await Promise.all([loadSite(siteSlug), loadContentPage(siteSlug, slug)]);
  if (!site || !page) return {};
  const url = `${siteOrigin(site)}${contentPagePath(page.slug)}`;
  const description = contentDescription(page);
  return {
    title: page.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      url,
      title: page.title,
      description,
      ...(page.imageUrl ? { images: [new URL(page.imageUrl, url).href] } : {}),
    },
  };
}

/**
 * A content page of the site (issue 19 item 4): /pages/{slug} and the named routes, each of which
 * adds its own part under the content (`extra`, given the site). An unpublished or unknown page is
 * the site's 404, never a blank page.
 */
export async function ContentRoute({
  siteSlug,
  slug,
  extra,
  beforeContent,
}: {
  siteSlug: string;
  slug: string;
  extra?: (site: Site) => ReactNode | Promise<ReactNode>;
  beforeContent?: (site: Site) => ReactNode | Promise<ReactNode>;
}) {
  const [site, page] = await Promise.all([requireSite(siteSlug), loadContentPage(siteSlug, slug)]);
  if (!page) notFound();
  const tree = richTextTree({ markdown: page.body, blocks: page.blocks });
  return (
    <ContentPageView page={page} tree={tree} beforeContent={beforeContent ? await beforeContent(site) : null}>
      {extra ? await extra(site) : null}
    </ContentPageView>
  );
}
