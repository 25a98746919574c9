import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccessoriesLanding } from "@/components/models/accessories-landing";
import { type AccessoriesLandingPath, accessoriesLandingPath } from "@/lib/models/accessories";
import { compareModels } from "@/lib/models/model";
import { siteNavigation } from "@/lib/navigation/site-navigation";
import { getDatabase } from "@/server/db/database";
import { countModelAccessories } from "@/server/models/queries";
import { siteOrigin } from "@/server/tenancy/sites";
import { loadSiteModels } from "../_loaders/models";
import { loadSite, requireSite } from "../_loaders/site";

type Props = { params: Promise<{ site: string }> };

export async function accessoriesLandingMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site) return {};
  return {
    title: "Parts & Accessories",
    description: `Genuine parts and accessories for your car from ${site.name}: accessories by model, fitting, and a parts enquiry.`,
    alternates: {
      canonical: `${siteOrigin(site)}${accessoriesLandingPath(siteNavigation(site.template, site.config))}`,
    },
  };
}

/**
 * The accessories landing page (spec 02 §2), at /vehicle-parts-and-accessories and
 * /parts-and-accessories: the site's own path (the one its menu links) serves it, the other
 * redirects there, so the page has one URL (decision 0031). The models listed are the current and
 * upcoming ones, and any discontinued model that still has accessories.
 */
export async function AccessoriesLandingRoute({ params, path }: Props & { path: AccessoriesLandingPath }) {
  const slug = (await params).site;
  const site = await requireSite(slug);
  const own = accessoriesLandingPath(siteNavigation(site.template, site.config));
  if (own !== path) redirect(own);
  const models = await loadSiteModels(slug);
  const counts = await countModelAccessories(
    await getDatabase(),
    models.map((m) => m.id),
  );
  const shown = models
    .filter((m) => m.status !== "discontinued" || (counts.get(m.id) ?? 0) > 0)
    .sort(compareModels);
  return <AccessoriesLanding dealerName={site.name} models={shown} accessoryCounts={counts} />;
}
