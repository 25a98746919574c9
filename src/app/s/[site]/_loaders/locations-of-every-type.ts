import "server-only";
import { cache } from "react";
import type { SiteLocation } from "@/lib/locations/location";
import { getDatabase } from "@/server/db/database";
import { listLocationsOfEveryType } from "@/server/locations/every-type";
import { loadSiteLocations, requireSite } from "./site";

/**
 * The site's visible locations of every type, once per request. A template that lists every type
 * already has them from the layout's load, so no second query is made there; only a sales-only
 * template's site reads them again.
 */
export const loadLocationsOfEveryType = cache(async (slug: string): Promise<SiteLocation[]> => {
  const site = await requireSite(slug);
  if (!site.template.locationsSalesOnly) return loadSiteLocations(slug);
  return listLocationsOfEveryType(await getDatabase(), site);
});
