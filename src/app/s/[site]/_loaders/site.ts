import "server-only";
import { cookies, draftMode } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { siteFormSetup } from "@/lib/leads/site-form-setup";
import type { SiteLocation } from "@/lib/locations/location";
import { listedLocations } from "@/lib/locations/location-type";
import type { MenuModel } from "@/lib/navigation/menus";
import { locationsWithDealershipPhones } from "@/lib/tenancy/dealership-config";
import type { Site } from "@/lib/tenancy/site";
import { listMenuModels } from "@/server/content/menu-models";
import { getDatabase } from "@/server/db/database";
import { listAllSiteLocations } from "@/server/locations/queries";
import { PREVIEW_COOKIE } from "@/server/settings/config-preview";
import { previewedSite } from "@/server/settings/preview-site";
import { keptPerSite } from "@/server/tenancy/kept-per-site";
import { getSite } from "@/server/tenancy/site-cache";

/*
 * The request's site context. The layout, generateMetadata and the page each ask for the site, its
 * locations and its form setup; React's cache() makes one request load each once (architecture rule
 * 2, decision 0015). The e2e query-count test holds the number of queries a page makes.
 */

/**
 * The site named by the route's slug, or null for an unknown slug. In Next's draft mode (a staff
 * browser that opened a settings preview from the console, decision 0054) the site carries the
 * preview's unsaved config; draft mode renders every page per request and uncached, and a shopper's
 * request never has it, so cached pages never hold a preview.
 */
export const loadSite = cache(async (slug: string): Promise<Site | null> => {
  const site = await getSite(slug);
  if (!site || !(await draftMode()).isEnabled) return site;
  const token = (await cookies()).get(PREVIEW_COOKIE)?.value;
  return previewedSite(await getDatabase(), site, token);
});

/** The site named by the route's slug, or the site's 404. */
export async function requireSite(slug: string): Promise<Site> {
  const site = await loadSite(slug);
  if (!site) notFound();
  return site;
}

/** Read once per cached site object, not per request (decision 0085). */
const keptLocations = keptPerSite(
  // A yard without a number of its own shows its dealership's (decision 0032).
  async (site) => locationsWithDealershipPhones(site, await listAllSiteLocations(await getDatabase(), site)),
);

/**
 * Every visible location of the site, service and parts included even on a sales-only template (a
 * details page's type selector needs them), sales first. One query serves both lists, read once per
 * cached site object (decision 0085).
 */
export const loadAllSiteLocations = cache(
  async (slug: string): Promise<SiteLocation[]> => keptLocations(await requireSite(slug)),
);

/**
 * The site's listed locations, sales first (spec 02 §2 locations order); only sales-type ones on a
 * template that lists only those (spec 01 §2). The same list as listSiteLocations, from the one query.
 */
export const loadSiteLocations = cache(async (slug: string): Promise<SiteLocation[]> => {
  const [site, all] = await Promise.all([requireSite(slug), loadAllSiteLocations(slug)]);
  return listedLocations(site.template, all);
});

/** What every lead form on the site is drawn and validated with. */
export const loadFormSetup = cache(async (slug: string) =>
  siteFormSetup(await requireSite(slug), await loadSiteLocations(slug)),
);

/**
 * The models the header's models menu shows (spec 02 §2), read only when the site's template has a
 * models menu: a template without one costs no query.
 */
export const loadMenuModels = cache(async (slug: string): Promise<MenuModel[]> => {
  const site = await requireSite(slug);
  if (!site.template.navigation.some((item) => item.dynamicDropdown === "models")) return [];
  return listMenuModels(await getDatabase(), site);
});
