import "server-only";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { createElement } from "react";
import type { Site } from "@/lib/tenancy/site";
import { loadContentPage } from "../_loaders/content";
import { ContentRoute, contentMetadata } from "./content-route";

/**
 * The seam where content pages plug into the site's root paths (decision 0031). The catch-all route
 * (`[...rest]/page.tsx`) resolves a path by lib/models/site-path `resolveSitePath`: named routes, then
 * the site's models, then a content page found here, else the 404. The content store (decision 0033)
 * answers with the site's published page of that slug: one segment, the page's own slug; its
 * canonical URL stays /pages/{slug}.
 */
export type ContentPageMatch = {
  metadata: Metadata;
  render: () => ReactNode | Promise<ReactNode>;
};

export type ContentPageSource = {
  /** The site's content page at `path` (segments joined by "/", no leading slash), or null. */
  find: (site: Site, path: string) => Promise<ContentPageMatch | null>;
};

/** The content pages the catch-all consults: the content store's published pages, by slug. */
export const contentPages: ContentPageSource = {
  find: async (site, path) => {
    if (path.includes("/")) return null;
    const page = await loadContentPage(site.slug, path);
    if (!page) return null;
    return {
      metadata: await contentMetadata(site.slug, page.slug),
      render: () => createElement(ContentRoute, { siteSlug: site.slug, slug: page.slug }),
    };
  },
};
