import type { Metadata } from "next";
import { SERVICE_PAGE_TITLE, ServicePage } from "@/components/service/service-page";
import { GENUINE_SERVICE_PATH, serviceLocations } from "@/lib/service/service-page";
import { siteOrigin } from "@/server/tenancy/sites";
import { serviceHoursPanels } from "../_loaders/location";
import { loadAllSiteLocations, loadFormSetup, loadSite, requireSite } from "../_loaders/site";

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await loadSite((await params).site);
  if (!site) return {};
  return {
    title: SERVICE_PAGE_TITLE,
    description: `Book a service with ${site.name}: our service centres, their hours and a service enquiry form.`,
    alternates: { canonical: `${siteOrigin(site)}${GENUINE_SERVICE_PATH}` },
  };
}

/** /genuine-service: the service page of a site without a dealer brand's booking page (spec 02 §2). */
export default async function GenuineServiceRoute({ params }: Props) {
  const slug = (await params).site;
  const [site, locations, setup] = await Promise.all([
    requireSite(slug),
    loadAllSiteLocations(slug),
    loadFormSetup(slug),
  ]);
  const panels = await serviceHoursPanels(site, serviceLocations(locations));
  return (
    <ServicePage
      dealerName={site.name}
      panels={panels}
      missingHours={site.template.missingHours}
      setup={setup}
    />
  );
}
