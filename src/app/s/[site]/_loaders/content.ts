import "server-only";
import { cache } from "react";
import type { ContentPage } from "@/lib/content/content-pages";
import { findContentPage, listGuaranteeItems } from "@/server/content/queries";
import { getDatabase } from "@/server/db/database";
import { loadSite } from "./site";

/*
 * Content for this request (issue 19 item 4): generateMetadata and the page read the same page once.
 */

/** The site's published content page of this slug, or null (unknown site included). */
export const loadContentPage = cache(async (siteSlug: string, slug: string): Promise<ContentPage | null> => {
  const site = await loadSite(siteSlug);
  if (!site) return null;
  return findContentPage(await getDatabase(), site, slug);
});

/** The site's guarantee strip (spec 02 §2). */
export const loadGuaranteeItems = cache(async (siteSlug: string) => {
  const site = await loadSite(siteSlug);
  if (!site) return [];
  return listGuaranteeItems(await getDatabase(), site);
});
