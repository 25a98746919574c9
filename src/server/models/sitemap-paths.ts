import "server-only";
import { accessoriesLandingPath } from "@/lib/models/accessories";
import { modelAccessoriesPath, modelOverride, modelPagePath } from "@/lib/models/model";
import { bodyGroups, modelsByBodyPath } from "@/lib/models/models-by-body";
import { siteNavigation } from "@/lib/navigation/site-navigation";
import type { Site } from "@/lib/tenancy/site";
import type { Database } from "../db/client";
import { listSiteModels } from "./queries";

/**
 * The model half's pages for the site's sitemap (decision 0031): the accessories landing page, and
 * for a site with a model range /models, each body's /models?body=, every model's page (unless its
 * override_url sends it elsewhere) and every model's accessories page.
 */
export async function modelSitemapPaths(db: Database, site: Site): Promise<string[]> {
  const models = await listSiteModels(db, site);
  const paths: string[] = [accessoriesLandingPath(siteNavigation(site.template, site.config))];
  if (!models.length) return paths;
  paths.push("/models", ...bodyGroups(models).map((g) => modelsByBodyPath(g.body)));
  for (const model of models) {
    if (!modelOverride(model)) paths.push(modelPagePath(model));
    paths.push(modelAccessoriesPath(model));
  }
  return paths;
}
