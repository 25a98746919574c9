import "server-only";
import { cache } from "react";
import type { SiteModel } from "@/lib/models/model";
import { getDatabase } from "@/server/db/database";
import { listSiteModels } from "@/server/models/queries";
import { loadSite } from "./site";

/**
 * The site's models (its dealerships' manufacturers', decision 0031), once per request: the catch-all
 * route's metadata and page, the models page and the accessories landing page share the one query.
 */
export const loadSiteModels = cache(async (slug: string): Promise<SiteModel[]> => {
  const site = await loadSite(slug);
  if (!site) return [];
  return listSiteModels(await getDatabase(), site);
});

/** One model of the site by its slug, or null. */
export async function loadSiteModel(slug: string, modelSlug: string): Promise<SiteModel | null> {
  return (await loadSiteModels(slug)).find((m) => m.slug === modelSlug) ?? null;
}
