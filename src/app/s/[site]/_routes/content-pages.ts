import "server-only";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import type { Site } from "@/lib/tenancy/site";

/**
 * The seam where content pages plug into the site's root paths (decision 0031). The catch-all route
 * (`[...rest]/page.tsx`) resolves a path by lib/models/site-path `resolveSitePath`: named routes, then
 * the site's models, then a content page found here, else the 404. The content store (issue 19,
 * content pages) answers `find` with the page at that path, or null; until it does, no root path is a
 * content page and the rule's third step finds nothing.
 */
export type ContentPageMatch = {
  metadata: Metadata;
  render: () => ReactNode | Promise<ReactNode>;
};

export type ContentPageSource = {
  /** The site's content page at `path` (segments joined by "/", no leading slash), or null. */
  find: (site: Site, path: string) => Promise<ContentPageMatch | null>;
};

/** The content pages the catch-all consults. Replace with the content store's source. */
export const contentPages: ContentPageSource = {
  find: async () => null,
};
