import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ComparePage } from "@/components/saved-cars/compare-page";
import { COMPARE_PATH } from "@/lib/saved-cars/compare-list";
import {
  compareColumns,
  compareRows,
  ONLY_DIFFERENCES,
  parseCompareIds,
} from "@/lib/saved-cars/compare-table";
import { siteSave } from "@/lib/saved-cars/save-kind";
import { priceDisplay } from "@/lib/stock/price-display";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import type { Site } from "@/lib/tenancy/site";
import { getDatabase } from "@/server/db/database";
import { siteOrigin } from "@/server/tenancy/sites";
import { findComparedVehicles } from "@/server/vehicle/vehicle-detail";
import { loadSite, requireSite } from "../_loaders/site";

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The cars come from the address and their data must be current: rendered for every request. */
export const dynamic = "force-dynamic";

/**
 * Spec 01 §4: favourites and compare are "hidden unless the site enables storing favourites"; the
 * favourites list only where favourites are the site's one save (decision 0075).
 */
function offered(site: Site): { favourites: boolean; compare: boolean } {
  const { favourites, compare } = site.config.features;
  return { favourites: siteSave(site.config) === "favourites", compare: favourites && compare };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site) return {};
  return {
    title: offered(site).compare ? "Compare cars" : "Your favourites",
    description: `Compare cars from ${site.name} side by side, and keep your favourites.`,
    alternates: { canonical: `${siteOrigin(site)}${COMPARE_PATH}` },
    // One shopper's own lists (kept in their browser): nothing for a search engine (decision 0037).
    robots: { index: false, follow: true },
  };
}

/**
 * /compare (issue 21 §4): the compare list's cars, from `?ids=` in column order, with their current
 * data, so a car sold or taken down since it was added shows as no longer available. Each car's price
 * follows its dealership's config (decision 0032).
 */
export default async function CompareRoute({ params, searchParams }: Props) {
  const site = await requireSite((await params).site);
  const features = offered(site);
  if (!features.favourites && !features.compare) notFound();
  const query = await searchParams;
  const { ids, issues } = parseCompareIds(query.ids);
  const found = features.compare
    ? await findComparedVehicles(await getDatabase(), site, ids, new Date())
    : new Map();
  const columns = compareColumns(ids, found, (car) => {
    const { config } = siteForDealership(site, car.dealershipId);
    return priceDisplay(car, {
      subscriptionPricing: config.features.subscription_pricing,
      noPriceText: config.copy.no_price_text,
    });
  });
  return (
    <ComparePage
      compare={features.compare}
      favourites={features.favourites}
      hasIds={query.ids !== undefined}
      columns={features.compare ? columns : []}
      rows={features.compare ? compareRows(columns) : []}
      issues={features.compare ? issues : []}
      onlyDifferences={query.only === ONLY_DIFFERENCES}
    />
  );
}
