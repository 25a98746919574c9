import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { VehiclePage } from "@/components/vehicle/vehicle-page";
import { formSetupForCar } from "@/lib/leads/site-form-setup";
import { siteForDealership } from "@/lib/tenancy/dealership-config";
import { decodeRouteParam } from "@/lib/text/route-param";
import { absoluteImageUrls, carJsonLd, jsonLdScript } from "@/lib/vehicle/car-json-ld";
import { carMeta } from "@/lib/vehicle/car-meta";
import { similarStockPath } from "@/lib/vehicle/similar-stock";
import { getDatabase } from "@/server/db/database";
import { siteOrigin } from "@/server/tenancy/sites";
import { findVehicle } from "@/server/vehicle/vehicle-detail";
import { loadAllSiteLocations, loadFormSetup, loadSite } from "../../_loaders/site";

/** ISR: each car page is rendered once and served from the cache, regenerated in the background after a minute (decision 0008). */
export const revalidate = 60;

/** No car page is built ahead: each is rendered on its first request, then cached (ISR). */
export function generateStaticParams(): { site: string; slug: string }[] {
  return [];
}

type Props = { params: Promise<{ site: string; slug: string }> };

/** One lookup per request, shared by the metadata and the page. */
const load = cache(async (siteSlug: string, slug: string) => {
  const site = await loadSite(siteSlug);
  if (!site) return null;
  const found = await findVehicle(await getDatabase(), site, decodeRouteParam(slug), new Date());
  if (!found) return null;
  return {
    // The car's page reads the site's config with its dealership's overrides on top (decision 0032):
    // its phone numbers, copy, finance settings and feature switches.
    site: siteForDealership(site, found.car.dealershipId),
    found,
    url: `${siteOrigin(site)}/cars/${encodeURIComponent(found.car.slug)}`,
  };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, slug } = await params;
  const loaded = await load(siteSlug, slug);
  if (loaded?.found.kind !== "listed") return {};
  const { site, found, url } = loaded;
  const meta = carMeta(found.car, { siteName: site.name, config: site.config });
  const images = absoluteImageUrls(found.car, url).slice(0, 4);
  return {
    title: { absolute: meta.title },
    description: meta.description,
    alternates: { canonical: url },
    openGraph: { type: "website", url, title: meta.title, description: meta.description, images },
    twitter: { card: images.length ? "summary_large_image" : "summary", title: meta.title, images },
  };
}

/**
 * /cars/{slug} (spec 01 §2): the site's own car, or a 404 for an unknown car or another site's. A car
 * the site no longer lists (sold beyond the sold window, or hidden) sends the shopper on to similar
 * stock (issue 4 §10), a temporary redirect because a car can come back.
 */
export default async function VehicleRoute({ params }: Props) {
  const { site: siteSlug, slug } = await params;
  const loaded = await load(siteSlug, slug);
  if (!loaded) notFound();
  const { site, found, url } = loaded;
  if (found.kind === "gone") redirect(similarStockPath(found.car));
  const jsonLd = carJsonLd(found.car, { url, config: site.config });
  const formSetup = await loadFormSetup(site.slug);
  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdScript escapes '<', so the data cannot close the script
        dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }}
      />
      <VehiclePage
        site={site}
        car={found.car}
        url={url}
        now={new Date()}
        formSetup={formSetupForCar(formSetup, site.config)}
        locations={await loadAllSiteLocations(site.slug)}
      />
    </>
  );
}
